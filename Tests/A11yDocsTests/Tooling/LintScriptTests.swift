import A11yDocsTestSupport
import Foundation
import XCTest

/// scripts/lint, as `make lint` and CI run it, on files named to it in a scratch folder with the
/// repository's .swift-format: it fails on a formatting difference and on a line the formatter
/// cannot break, naming where, and `--fix` rewrites what the formatter can.
final class LintScriptTests: XCTestCase {
    private struct Run {
        var status: Int32
        var output: String
    }

    private var root: URL!

    override func setUpWithError() throws {
        root = try Fixtures.temporaryDirectory(self)
        try FileManager.default.copyItem(
            at: Fixtures.repository.appendingPathComponent(".swift-format"),
            to: root.appendingPathComponent(".swift-format"))
    }

    private func lint(_ arguments: String..., files: [String: String]) throws -> Run {
        try Fixtures.write(files, under: root)
        let process = Process()
        process.executableURL = Fixtures.repository.appendingPathComponent("scripts/lint")
        process.arguments = arguments + files.keys.sorted()
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: output)
    }

    func testAFormattedFilePasses() throws {
        let run = try lint(files: ["Good.swift": "let value = 1\n"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("lint: 1 Swift files formatted, no line over 120 characters"), run.output)
    }

    func testAFormattingDifferenceFailsAtItsPlace() throws {
        let run = try lint(files: ["Spaced.swift": "let  value = 1\n"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.output.contains("Spaced.swift:1:4: error: [Spacing] remove 1 space"), run.output)
    }

    /// A long comment passes the formatter's own check: the script's length check finds it.
    func testALineTheFormatterLeavesLongFails() throws {
        let long = "// " + String(repeating: "x", count: 127) + "\nlet value = 1\n"
        let run = try lint(files: ["Long.swift": long])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(
            run.output.contains("Long.swift:1:121: error: line of 130 characters; break it at 120"), run.output)
    }

    func testFixRewritesWhatTheFormatterCan() throws {
        let run = try lint("--fix", files: ["Spaced.swift": "let  value = 1\n"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent("Spaced.swift"), encoding: .utf8), "let value = 1\n")
    }
}

import A11yDocsTestSupport
import Foundation
import XCTest

/// Runs the built `a11ydocs` binary in a scratch site folder, as a user would.
enum CommandLineRunner {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Ended by a signal (a crash, or killed after the time limit) rather than by exiting.
        var signalled = false
        var timedOut = false
        var seconds: Double = 0
    }

    /// The binary under test: `A11YDOCS_BINARY` when set (e.g. a release build, for timings), else
    /// the one built beside the tests.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["A11YDOCS_BINARY"] { return URL(fileURLWithPath: path) }
        // The tool sits beside the test bundle (macOS) or in the bundle's folder (Linux).
        let bundle = Bundle(for: BuildCommandTests.self).bundleURL
        return [
            bundle.appendingPathComponent("a11ydocs"),
            bundle.deletingLastPathComponent().appendingPathComponent("a11ydocs"),
        ]
        .first { FileManager.default.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath }
            ?? bundle.appendingPathComponent("a11ydocs")
    }

    /// Runs the tool; output goes to files, so a large output cannot block it. A run still going
    /// after `timeout` seconds is killed and reported as timed out.
    /// `tool` runs another copy of the binary (one copied alone into a folder).
    /// `input` is what the command reads on standard input (nothing when nil), then end of file.
    /// `environment` adds to (or replaces in) the tests' own environment.
    static func run(
        _ arguments: [String], in directory: URL, timeout: Double = 120, launcher: [String] = [], tool: URL? = nil,
        input: String? = nil, environment: [String: String] = [:]
    ) throws -> Run {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let binary = tool ?? binary
        process.executableURL = launcher.isEmpty ? binary : URL(fileURLWithPath: launcher[0])
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [binary.path] + arguments
        process.currentDirectoryURL = directory
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        if let input {
            let inURL = scratch.appendingPathComponent("in")
            try Data(input.utf8).write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut,
            seconds: Date().timeIntervalSince(start)
        )
    }

    /// A site folder with the project's templates and the given `Content/` files, removed after the test.
    static func site(_ test: XCTestCase, entries: [String: String]) throws -> URL {
        let root = try Fixtures.temporaryDirectory(test)
        try FileManager.default.copyItem(
            at: Fixtures.repository.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
        try Fixtures.write(entries, under: root.appendingPathComponent("Content"))
        return root
    }
}

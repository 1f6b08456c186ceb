import Foundation
import XCTest

/// Runs the built `a11ydocs` binary in a scratch site folder, as a user would.
enum CommandLineRunner {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL) throws -> Run {
        // The tool sits beside the test bundle (macOS) or in the bundle's folder (Linux).
        let bundle = Bundle(for: BuildCommandTests.self).bundleURL
        let binary = [bundle.appendingPathComponent("a11ydocs"), bundle.deletingLastPathComponent().appendingPathComponent("a11ydocs")]
            .first { FileManager.default.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath } ?? bundle.appendingPathComponent("a11ydocs")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A site folder with the project's templates and the given `Content/` files, removed after the test.
    static func site(_ test: XCTestCase, entries: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-cli-\(UUID().uuidString)")
        test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
        for (path, text) in entries {
            let url = root.appendingPathComponent("Content").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}

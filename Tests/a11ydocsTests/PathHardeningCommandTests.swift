import Foundation
import XCTest

/// Paths as people type them, and folders a repository's a11ydocs.yml names: no command crashes
/// on a short path, and none reads, serves or writes outside the library because the config said so.
final class PathHardeningCommandTests: XCTestCase {
    private let entry = "---\ntitle: Switch\ncategories: controls\n---\n## iOS\n- A note.\n"

    private func site(config: String? = nil) throws -> URL {
        let root = try CommandLineRunner.site(self, entries: ["native/switch.md": entry])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Templates"))
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent("a11ydocs.yml")) }
        return root
    }

    /// A folder outside the library, removed after the test.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// `.`, `..`, a one-character name, a trailing slash, spaces, `&` and non-ASCII: every command
    /// that reads the config runs (Foundation's path API trapped on `.` and `c`).
    func testShortAndUnusualPathsDoNotCrashAnyCommand() throws {
        let root = try site(config: "title: Short paths\n")
        let content = root.appendingPathComponent("Content")
        for command in [["check"], ["criteria", "switch"], ["build", "--output", "../o"]] {
            let run = try CommandLineRunner.run(command + ["--content", "."], in: content)
            XCTAssertFalse(run.signalled, "\(command): \(run.stderr.suffix(1500))")
            XCTAssertEqual(run.status, 0, "\(command) --content .: \(run.stdout)\(run.stderr)")
        }
        XCTAssertTrue(
            try String(contentsOf: root.appendingPathComponent("o/index.html"), encoding: .utf8).contains(
                "Short paths"),
            "'--content .' reads the a11ydocs.yml in the folder above")
        for name in ["c", "é", "R&D docs", "~"] {
            try FileManager.default.copyItem(at: content, to: root.appendingPathComponent(name))
            // With and without a trailing slash, into a short and a named output folder.
            for command in [
                ["check", "--content", name + "/"], ["build", "--content", name, "--output", "o"],
                ["build", "--content", name, "--output", name + "-out/"],
            ] {
                let run = try CommandLineRunner.run(command, in: root)
                XCTAssertFalse(run.signalled, "\(name) \(command): \(run.stderr.suffix(1500))")
                XCTAssertEqual(run.status, 0, "\(name) \(command): \(run.stdout)\(run.stderr)")
            }
        }
        let mcp = try CommandLineRunner.run(["mcp", "--content", "."], in: content, input: "")
        XCTAssertFalse(mcp.signalled, mcp.stderr)
        XCTAssertEqual(mcp.status, 0, mcp.stderr)
    }

    /// `static: Static` where Static is a link to a folder outside: refused by every command that
    /// reads the config, before anything is written; the same folder given as a flag is the
    /// user's own choice.
    func testAConfigFolderThatLeadsOutsideIsRefusedByEveryCommand() throws {
        let root = try site(config: "title: Patterns\nstatic: Static\n")
        let secrets = try folder()
        try Data("PRIVATE KEY".utf8).write(to: secrets.appendingPathComponent("id_ed25519"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Static"), withDestinationURL: secrets)
        let expected =
            "a11ydocs.yml:2:9: error: 'static' leads outside the library's folder "
            + "('\(root.resolvingSymlinksInPath().path)') to '\(secrets.resolvingSymlinksInPath().path)', and a "
            + "folder named in a11ydocs.yml must be inside it — name a folder inside"
        for command in [["build"], ["check"], ["criteria", "switch"], ["serve", "--port", "48731"], ["mcp"]] {
            let run = try CommandLineRunner.run(command, in: root, timeout: 60, input: "")
            XCTAssertEqual(run.status, 1, "\(command): \(run.stdout)\(run.stderr)")
            XCTAssertTrue(run.stderr.contains(expected), "\(command): \(run.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))

        try Data("title: Patterns\ntemplates: ../\noutput: /tmp/a11ydocs-elsewhere\n".utf8).write(
            to: root.appendingPathComponent("a11ydocs.yml"))
        let both = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(both.status, 1)
        XCTAssertTrue(both.stderr.contains("a11ydocs.yml:2:12: error: 'templates' leads outside"), both.stderr)
        XCTAssertTrue(both.stderr.contains("a11ydocs.yml:3:9: error: 'output' leads outside"), both.stderr)
        XCTAssertTrue(both.stderr.contains("pass --output <path> on the command line instead"), both.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/a11ydocs-elsewhere"))

        try Data("title: Patterns\n".utf8).write(to: root.appendingPathComponent("a11ydocs.yml"))
        let elsewhere = try folder().appendingPathComponent("site")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Static"))
        let flag = try CommandLineRunner.run(["build", "--output", elsewhere.path], in: root)
        XCTAssertEqual(flag.status, 0, flag.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("native/switch/index.html").path))
    }

    /// A `--base-url` from the command line is named as such, not as a line of a11ydocs.yml.
    func testTheSitemapWarningNamesTheFlagItCameFrom() throws {
        let root = try site(config: "title: Patterns\n")
        let run = try CommandLineRunner.run(["build", "--base-url", "/a11y/"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("--base-url: warning: sitemap.xml is left out"), run.stderr)
        XCTAssertFalse(run.stderr.contains("a11ydocs.yml:1:1"), run.stderr)
    }

    /// `new` reads its skeleton, and `theme eject` writes, only inside the templates folder.
    func testNewAndThemeEjectDoNotFollowLinksOutOfTheTemplatesFolder() throws {
        let root = try site()
        let outside = try folder()
        try Data("---\ntitle: Secret\n---\nPRIVATE KEY\n".utf8).write(to: outside.appendingPathComponent("key.md"))
        let skeletons = root.appendingPathComponent("Templates/new")
        try FileManager.default.createDirectory(at: skeletons, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: skeletons.appendingPathComponent("default.md"),
            withDestinationURL: outside.appendingPathComponent("key.md"))
        let new = try CommandLineRunner.run(["new", "toggle"], in: root)
        XCTAssertEqual(new.status, 2, new.stderr)
        XCTAssertTrue(
            new.stderr.contains("the skeleton 'Templates/new/default.md' leads outside the templates folder"),
            new.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/native/toggle.md").path))

        try FileManager.default.removeItem(at: skeletons)
        try FileManager.default.createSymbolicLink(at: skeletons, withDestinationURL: outside)
        let eject = try CommandLineRunner.run(["theme", "eject", "--force"], in: root)
        XCTAssertNotEqual(eject.status, 0, eject.stdout)
        XCTAssertTrue(eject.stderr.contains("'Templates/new' leads outside 'Templates'"), eject.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), ["key.md"])
    }
}

import Foundation
import XCTest

/// `a11ydocs.yml` as every command reads it, with flags over it.
final class SiteConfigCommandTests: XCTestCase {
    private let entry = """
        ---
        title: Switch
        categories: controls
        description: Turns a setting on or off.
        ---
        See the [checkbox](checkbox.md).
        """
    private let checkbox = "---\ntitle: Checkbox\ncategories: controls\n---\n"

    private func site(config: String?) throws -> URL {
        let root = try CommandLineRunner.site(
            self, entries: ["native/switch.md": entry, "native/checkbox.md": checkbox])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Templates"))
        if let config { try Data(config.utf8).write(to: root.appendingPathComponent("a11ydocs.yml")) }
        return root
    }

    /// What is said about the config file (the entries here are short, and have warnings of their own).
    private func configLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("a11ydocs.yml:") }
    }

    private func read(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheConfigShapesTheSite() throws {
        let root = try site(
            config: """
                title: Team patterns
                description: How our controls behave.
                base_url: https://example.org/a11y/
                language: en-GB
                repository: https://github.com/team/patterns/
                collections:
                  native:
                    name: Native apps
                    description: iOS and Android.
                footer:
                  - text: Team
                    url: https://example.org/team
                """)
        let run = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let page = try read(root, "Output/native/switch/index.html")
        XCTAssertTrue(page.contains("<html lang=\"en-GB\">"), page)
        XCTAssertTrue(page.contains("<title>Switch — Team patterns</title>"))
        XCTAssertTrue(page.contains("<link rel=\"canonical\" href=\"https://example.org/a11y/native/switch/\">"))
        XCTAssertTrue(
            page.contains(
                "<a href=\"https://github.com/team/patterns/edit/main/Content/native/switch.md\">Edit this page"), page)
        XCTAssertTrue(page.contains("<li><a href=\"https://example.org/team\">Team</a></li>"))
        XCTAssertTrue(page.contains("<a href=\"../../#native\">Native apps</a>"), page)
        XCTAssertTrue(page.contains("<dt>Last updated</dt>"))
        let index = try read(root, "Output/index.html")
        XCTAssertTrue(index.contains("<p class=\"lead\">How our controls behave. Also available"), index)
        XCTAssertTrue(index.contains("<h2 id=\"native\">Native apps</h2>\n<p>iOS and Android.</p>"), index)
        XCTAssertTrue(index.contains("<meta name=\"description\" content=\"How our controls behave.\">"))
        let sitemap = try read(root, "Output/sitemap.xml")
        let locs = sitemap.components(separatedBy: "<loc>").dropFirst().map { $0.components(separatedBy: "</loc>")[0] }
        XCTAssertEqual(
            locs,
            [
                "https://example.org/a11y/", "https://example.org/a11y/criteria/",
                "https://example.org/a11y/native/checkbox/", "https://example.org/a11y/native/switch/",
            ])
        XCTAssertEqual(sitemap.components(separatedBy: "<lastmod>").count - 1, 2)
        let criteria = try read(root, "Output/criteria/native/switch.txt")
        XCTAssertTrue(criteria.contains("https://example.org/a11y/native/switch/"), criteria)
    }

    func testFlagsOverrideTheConfig() throws {
        let root = try site(config: "base_url: https://example.org/a11y/\noutput: Site\n")
        let run = try CommandLineRunner.run(["build", "--base-url", "/docs/", "--output", "Elsewhere"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Site").path))
        XCTAssertTrue(try read(root, "Elsewhere/native/switch/index.html").contains("href=\"/docs/native/switch/\""))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Elsewhere/sitemap.xml").path))
        XCTAssertTrue(run.stderr.contains("warning: sitemap.xml is left out"), run.stderr)
    }

    func testWithoutAFullBaseURLTheSitemapIsLeftOutWithAWarningAtTheKey() throws {
        let root = try site(config: "title: Patterns\nbase_url: /a11y/\n")
        let run = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            configLines(run.stderr),
            [
                "a11ydocs.yml:2:1: warning: sitemap.xml is left out: a sitemap needs full addresses — set 'base_url: "
                    + "https://…/' in a11ydocs.yml (or pass --base-url)"
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/sitemap.xml").path))
        // --strict makes it fail, writing nothing.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Output"))
        let strict = try CommandLineRunner.run(["build", "--strict"], in: root)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(
            strict.stderr.split(separator: "\n").first,
            "build failed in step 'parse': 10 warnings in 2 files, and --strict fails on warnings — fix them, or build "
                + "without --strict"
        )
        XCTAssertFalse(strict.stderr.contains("0 error"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
    }

    /// A site that has not said where it is published (no base_url, or '/') is not told about sitemaps.
    func testWithTheDefaultBaseURLNoSitemapWarning() throws {
        for config in ["title: Patterns\n", "title: Patterns\nbase_url: /\n", "base_url: \"/\"  # for now\n"] {
            let root = try site(config: config)
            let run = try CommandLineRunner.run(["build"], in: root)
            XCTAssertEqual(run.status, 0, config + run.stderr)
            XCTAssertFalse(run.stderr.contains("sitemap"), run.stderr)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/sitemap.xml").path))
        }
    }

    func testLinksFilesMakeTheSiteWorkFromDisk() throws {
        let root = try site(config: "links: files\n")
        let run = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let page = try read(root, "Output/native/switch/index.html")
        XCTAssertTrue(page.contains("<a href=\"../../index.html\">All patterns</a>"), page)
        XCTAssertTrue(page.contains("<a href=\"../../criteria/index.html\">Criteria builder</a>"))
        XCTAssertTrue(page.contains("<a href=\"../checkbox/index.html\">checkbox</a>"), page)
        XCTAssertTrue(page.contains("<a href=\"index.html\" aria-current=\"page\">"))
        let index = try read(root, "Output/index.html")
        XCTAssertTrue(index.contains("href=\"native/switch/index.html\""), index)
        let pretty = try CommandLineRunner.run(["build", "--links", "pretty"], in: root)
        XCTAssertEqual(pretty.status, 0, pretty.stderr)
        XCTAssertTrue(try read(root, "Output/index.html").contains("href=\"native/switch/\""))
    }

    func testAConfigErrorNamesTheFileLineAndColumnAndStopsEveryCommand() throws {
        let root = try site(config: "title: Patterns\nlinks: fancy\n")
        for command in [["build"], ["check"], ["criteria", "switch"], ["new", "toggle"]] {
            let run = try CommandLineRunner.run(command, in: root)
            XCTAssertEqual(run.status, 1, "\(command): \(run.stderr)")
            XCTAssertTrue(
                run.stderr.contains(
                    "a11ydocs.yml:2:8: error: 'links' must be 'pretty' (native/carousel/) or 'files' "
                        + "(native/carousel/index.html)"
                ),
                "\(command): \(run.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/native/toggle.md").path))
    }

    func testUnknownKeysWarnWithASuggestionInBuildAndCheck() throws {
        let root = try site(config: "titel: Patterns\nbase_url: https://example.org/\n")
        let build = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(
            configLines(build.stderr), ["a11ydocs.yml:1:1: warning: unknown key 'titel' — did you mean 'title'?"])
        let check = try CommandLineRunner.run(["check", "--strict"], in: root)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("a11ydocs.yml:1:1: warning: unknown key 'titel'"), check.stdout)

        // --strict fails on the config's warning before anything is written.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Output"))
        let strict = try CommandLineRunner.run(["build", "--strict"], in: root)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(
            strict.stderr,
            """
            build failed in step 'config': 1 warning in 1 file, and --strict fails on warnings — fix it, or build \
            without --strict
            a11ydocs.yml:1:1: warning: unknown key 'titel' — did you mean 'title'?

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
    }

    func testConfigPicksAnotherFileWhoseFoldersAreReadFromItsOwnFolder() throws {
        let root = try site(config: nil)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("settings"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("Content"), to: root.appendingPathComponent("settings/Content"))
        try Data("content: Content\noutput: Public\nbase_url: https://example.org/\n".utf8).write(
            to: root.appendingPathComponent("settings/site.yml"))
        let run = try CommandLineRunner.run(["build", "--config", "settings/site.yml"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("settings/Public/native/switch/index.html").path))
        // Its folders stay inside its own folder; the command line may name others.
        try Data("content: ../Content\noutput: ../Public\n".utf8).write(
            to: root.appendingPathComponent("settings/outside.yml"))
        let outside = try CommandLineRunner.run(["build", "--config", "settings/outside.yml"], in: root)
        XCTAssertEqual(outside.status, 1, outside.stderr)
        XCTAssertTrue(
            outside.stderr.contains("settings/outside.yml:1:10: error: 'content' leads outside the library's folder"),
            outside.stderr)
        let flags = try CommandLineRunner.run(
            ["build", "--config", "settings/site.yml", "--content", "settings/Content", "--output", "Public"], in: root)
        XCTAssertEqual(flags.status, 0, flags.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Public/native/switch/index.html").path))
        let missing = try CommandLineRunner.run(["build", "--config", "nope.yml"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: config file 'nope.yml' not found"), missing.stderr)
    }

    /// Run from another folder with `--content <site>/Content`, a command reads the site's own
    /// a11ydocs.yml, beside the content folder; one in the current folder, or `--config`, wins.
    func testTheConfigBesideTheContentFolderIsReadWhenTheCurrentFolderHasNone() throws {
        let root = try site(config: "title: Beside the content\nbase_url: https://example.org/a11y/\noutput: Public\n")
        let elsewhere = root.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let build = try CommandLineRunner.run(["build", "--content", "../Content/"], in: elsewhere)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertTrue(
            build.stdout.hasSuffix("→ ../Public/\n"), "the config's folders are under its own folder: " + build.stdout)
        XCTAssertTrue(try read(root, "Public/index.html").contains("<h1>Beside the content</h1>"))
        XCTAssertTrue(
            try read(root, "Public/sitemap.xml").contains("<loc>https://example.org/a11y/native/switch/</loc>"))

        let criteria = try CommandLineRunner.run(["criteria", "switch", "--content", "../Content"], in: elsewhere)
        XCTAssertTrue(
            criteria.stdout.contains("https://example.org/a11y/native/switch/"), criteria.stdout + criteria.stderr)
        let check = try CommandLineRunner.run(
            ["check", "--content", root.appendingPathComponent("Content").path], in: elsewhere)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)

        try Data("title: Named\n".utf8).write(to: elsewhere.appendingPathComponent("named.yml"))
        let named = try CommandLineRunner.run(
            ["build", "--content", "../Content", "--config", "named.yml", "--output", "Named"], in: elsewhere)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertTrue(try read(elsewhere, "Named/index.html").contains("<h1>Named</h1>"))
        try Data("title: Here\n".utf8).write(to: elsewhere.appendingPathComponent("a11ydocs.yml"))
        let here = try CommandLineRunner.run(["build", "--content", "../Content", "--output", "Here"], in: elsewhere)
        XCTAssertEqual(here.status, 0, here.stderr)
        XCTAssertTrue(try read(elsewhere, "Here/index.html").contains("<h1>Here</h1>"))
    }

    func testANamedTemplatesFolderMustExistButTheDefaultOneMayNot() throws {
        let root = try site(config: "base_url: https://example.org/\n")
        XCTAssertEqual(try CommandLineRunner.run(["build"], in: root).status, 0)
        let missing = try CommandLineRunner.run(["build", "--templates", "Theme"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(
            missing.stderr.contains("folder 'Theme' not found — leave --templates out to use the built-in theme"),
            missing.stderr)
    }

    /// `static:` is read like `templates:`: under the config's folder, a named folder must exist,
    /// the default `Static` may be missing.
    func testANamedStaticFolderMustExistButTheDefaultOneMayNot() throws {
        let root = try site(config: "base_url: https://example.org/\n")
        XCTAssertEqual(try CommandLineRunner.run(["build"], in: root).status, 0, "no Static folder: no static files")
        try Data("base_url: https://example.org/\nstatic: Files\n".utf8).write(
            to: root.appendingPathComponent("a11ydocs.yml"))
        for command in ["build", "check"] {
            let missing = try CommandLineRunner.run([command], in: root)
            XCTAssertEqual(missing.status, 2, command)
            XCTAssertTrue(
                missing.stderr.contains("folder 'Files' not found — create it, or leave 'static:' out of a11ydocs.yml"),
                missing.stderr)
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Files/img"), withIntermediateDirectories: true)
        try Data("logo".utf8).write(to: root.appendingPathComponent("Files/img/logo.svg"))
        let build = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertTrue(build.stdout.contains(", 1 static file)"), build.stdout)
        XCTAssertEqual(try read(root, "Output/img/logo.svg"), "logo")
    }

    func testOptionsThatDoNotApplyAreNotOffered() throws {
        let root = try site(config: nil)
        for (command, option) in [
            ("check", "--output"), ("check", "--base-url"), ("check", "--allow-raw-html"), ("new", "--output"),
            ("criteria", "--output"),
        ] {
            let help = try CommandLineRunner.run([command, "--help"], in: root)
            XCTAssertFalse(help.stdout.contains(option), "\(command) offers \(option)")
        }
        let buildHelp = try CommandLineRunner.run(["build", "--help"], in: root)
        for option in [
            "--config", "--content", "--templates", "--output", "--base-url", "--links", "--drafts", "--strict",
        ] {
            XCTAssertTrue(buildHelp.stdout.contains(option), "build does not offer \(option)")
        }
    }
}

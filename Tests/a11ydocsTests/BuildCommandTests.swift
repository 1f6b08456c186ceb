import Foundation
import XCTest

/// Runs the built `a11ydocs` binary as a user would and checks output and exit codes.
final class BuildCommandTests: XCTestCase {
    func testBuildPrintsOneSummaryLineThenWarnings() throws {
        let root = try CommandLineRunner.site(
            self,
            entries: [
                "native/button.md": "---\ntitle: Button\ncategories: controls\n---\n",
                "native/slider.md": "---\ntitle: Slider\ncategories: controls\nscreanreader:\n  name: Volume\n---\n",
            ])
        let run = try CommandLineRunner.run(["build", "--base-url", "https://example.org/"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let summary = try NSRegularExpression(pattern: "^Built 2 entries \\(9 pages\\) in \\d+ ms → Output/\\n$")
        XCTAssertEqual(
            summary.numberOfMatches(in: run.stdout, range: NSRange(run.stdout.startIndex..., in: run.stdout)), 1,
            run.stdout)
        // The loader's warnings and everything `check` finds, in file and line order.
        let check = try CommandLineRunner.run(["check"], in: root)
        XCTAssertEqual(run.stderr, check.stdout)
        XCTAssertTrue(
            run.stderr.contains(
                "Content/native/slider.md:4:1: warning: 'screanreader' is read as 'screenreader' — write "
                    + "'screenreader'\n"
            ), run.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/native/slider/index.html").path))
    }

    func testRelativeLinksInCriteriaAreAWarningOnce() throws {
        let root = try CommandLineRunner.site(
            self,
            entries: [
                "native/button.md": "---\ntitle: Button\ncategories: controls\nkeyboard:\n  tab: Focus\n---\n",
                "native/slider.md": "---\ntitle: Slider\ncategories: controls\nkeyboard:\n  tab: Focus\n---\n",
            ])
        let warning =
            "warning: base_url is '/', so the test-case CSVs in criteria/ and the criteria the builder copies link to "
            + "entries as '/<collection>/<slug>/', which goes nowhere once pasted into a ticket — set base_url in "
            + "a11ydocs.yml to the address the site is published at (e.g. 'https://design.example.org/a11y/'), or pass "
            + "--base-url https://…\n"
        let relative = try CommandLineRunner.run(["build", "--base-url", "/"], in: root)
        XCTAssertEqual(relative.status, 0, relative.stderr)
        XCTAssertTrue(relative.stderr.hasSuffix(warning), relative.stderr)
        XCTAssertEqual(
            relative.stderr.components(separatedBy: "warning: base_url").count, 2, "once for the build, not per entry")
        let csv = try String(
            contentsOf: root.appendingPathComponent("Output/criteria/test-cases.csv"), encoding: .utf8)
        XCTAssertTrue(csv.contains(",/native/button/\r\n"), csv)
        let subPath = try CommandLineRunner.run(["build", "--base-url", "/a11y/"], in: root)
        XCTAssertTrue(subPath.stderr.contains("warning: base_url is '/a11y/', so the test-case CSVs"), subPath.stderr)
        let absolute = try CommandLineRunner.run(["build", "--base-url", "https://example.org/a11y/"], in: root)
        XCTAssertEqual(absolute.status, 0, absolute.stderr)
        XCTAssertFalse(absolute.stderr.contains("base_url"), absolute.stderr)
    }

    func testContentErrorsExitWithOneAndNameEveryFile() throws {
        let root = try CommandLineRunner.site(
            self,
            entries: [
                "native/a.md": "---\ntitle: A\n",
                "native/b.md": "---\ntitle: B\ncategories: [x\n---\n",
            ])
        let run = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "build failed in step 'parse': 2 errors in 2 files")
        XCTAssertEqual(
            lines[1],
            "Content/native/a.md:1:1: error: front matter is not closed — add a line with '---' after the last YAML key"
        )
        XCTAssertTrue(lines[2].hasPrefix("Content/native/b.md:3:13: error: front matter is not valid YAML:"), lines[2])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
    }

    func testUsageErrorsExitWithTwo() throws {
        let root = try CommandLineRunner.site(self, entries: ["native/a.md": "---\ntitle: A\ncategories: b\n---\n"])
        let badURL = try CommandLineRunner.run(["build", "--base-url", "docs"], in: root)
        XCTAssertEqual(badURL.status, 2)
        XCTAssertTrue(
            badURL.stderr.contains(
                "--base-url must be '/', a path such as '/a11y/' (not '//…'), or a full URL such as "
                    + "'https://example.org/a11y/' (got 'docs')"
            ), badURL.stderr)
        let otherSite = try CommandLineRunner.run(["build", "--base-url", "//evil.example/x/"], in: root)
        XCTAssertEqual(otherSite.status, 2)
        XCTAssertTrue(otherSite.stderr.contains("(got '//evil.example/x/')"), otherSite.stderr)

        let missing = try CommandLineRunner.run(["build", "--content", "Nope"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(
            missing.stderr.contains(
                "folder 'Nope' not found — run a11ydocs in the library's folder, pass --content <path>, or start a "
                    + "library with 'a11ydocs init'"
            ), missing.stderr)

        let typo = try CommandLineRunner.run(["biuld"], in: root)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.hasPrefix("Error: unknown command 'biuld' — did you mean 'build'?\n"), typo.stderr)

        let unknown = try CommandLineRunner.run(["build", "--outptu", "x"], in: root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.stderr.hasPrefix("Error: unknown option '--outptu' — did you mean '--output'?\n"), unknown.stderr)
    }

    /// An option a command does not take is named, with the closest it does take, in every command.
    func testUnknownOptionsGetADidYouMean() throws {
        let root = try CommandLineRunner.site(self, entries: ["native/a.md": "---\ntitle: A\ncategories: b\n---\n"])
        let cases: [([String], String)] = [
            (
                ["build", "--ouput", "X"],
                "Error: unknown option '--ouput' — did you mean '--output'?\nSee 'a11ydocs help build' for the options "
                    + "it takes.\n"
            ),
            (
                ["build", "--destnation=X"],
                "Error: unknown option '--destnation' — did you mean '--destination'?\nSee 'a11ydocs help build' for "
                    + "the options it takes.\n"
            ),
            (
                ["serve", "--prot", "9000"],
                "Error: unknown option '--prot' — did you mean '--port'?\nSee 'a11ydocs help serve' for the options it "
                    + "takes.\n"
            ),
            (
                ["check", "--stirct"],
                "Error: unknown option '--stirct' — did you mean '--strict'?\nSee 'a11ydocs help check' for the "
                    + "options it takes.\n"
            ),
            (
                ["criteria", "a", "--fromat", "gherkin"],
                "Error: unknown option '--fromat' — did you mean '--format'?\nSee 'a11ydocs help criteria' for the "
                    + "options it takes.\n"
            ),
            (
                ["new", "tabs", "--colection", "web"],
                "Error: unknown option '--colection' — did you mean '--collection'?\nSee 'a11ydocs help new' for the "
                    + "options it takes.\n"
            ),
            (
                ["mcp", "--draft"],
                "Error: unknown option '--draft' — did you mean '--drafts'?\nSee 'a11ydocs help mcp' for the options "
                    + "it takes.\n"
            ),
            (
                ["theme", "eject", "--froce"],
                "Error: unknown option '--froce' — did you mean '--force'?\nSee 'a11ydocs help theme eject' for the "
                    + "options it takes.\n"
            ),
            (
                ["import", "jekyll", "site", "--keep-goign"],
                "Error: unknown option '--keep-goign' — did you mean '--keep-going'?\nSee 'a11ydocs help import "
                    + "jekyll' for the options it takes.\n"
            ),
            (
                ["init", "--hlep"],
                "Error: unknown option '--hlep' — did you mean '--help'?\nSee 'a11ydocs help init' for the options it "
                    + "takes.\n"
            ),
            (
                ["build", "--something-else-entirely"],
                "Error: unknown option '--something-else-entirely'\nSee 'a11ydocs help build' for the options it "
                    + "takes.\n"
            ),
            (["build", "-x"], "Error: unknown option '-x'\nSee 'a11ydocs help build' for the options it takes.\n"),
        ]
        for (arguments, message) in cases {
            let run = try CommandLineRunner.run(arguments, in: root)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(run.stderr, message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("X").path))
    }

    /// Hugo's and MkDocs' spellings: -d/--destination for the output folder, -D for drafts.
    func testHugoAndMkDocsSpellingsWork() throws {
        let root = try CommandLineRunner.site(
            self,
            entries: [
                "native/a.md": "---\ntitle: A\ncategories: b\n---\n",
                "native/b.md": "---\ntitle: B\ncategories: b\ndraft: true\n---\n",
            ])
        for (arguments, folder) in [
            (["-d", "Short"], "Short"), (["--destination", "Long"], "Long"), (["--destination=Equals"], "Equals"),
        ] {
            let run = try CommandLineRunner.run(["build"] + arguments, in: root)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: root.appendingPathComponent(folder + "/native/a/index.html").path), folder)
            XCTAssertFalse(
                FileManager.default.fileExists(
                    atPath: root.appendingPathComponent(folder + "/native/b/index.html").path), folder)
        }
        let drafts = try CommandLineRunner.run(["build", "-D", "-d", "Drafts"], in: root)
        XCTAssertEqual(drafts.status, 0, drafts.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Drafts/native/b/index.html").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))

        let help = try CommandLineRunner.run(["build", "--help"], in: root)
        XCTAssertTrue(help.stdout.contains("-d, --output, --destination <path>"), help.stdout)
        XCTAssertTrue(help.stdout.contains("-D, --drafts"), help.stdout)
        XCTAssertTrue(try CommandLineRunner.run(["serve", "--help"], in: root).stdout.contains("-p, --port <port>"))
        XCTAssertTrue(try CommandLineRunner.run(["mcp", "--help"], in: root).stdout.contains("-D, --drafts"))
        let badPort = try CommandLineRunner.run(["serve", "-p", "0"], in: root)
        XCTAssertEqual(badPort.status, 2)
        XCTAssertTrue(badPort.stderr.contains("--port must be between 1 and 65535 (got 0)"), badPort.stderr)
    }

    func testHelpExplainsTheCommandAndItsOptions() throws {
        let root = try CommandLineRunner.site(self, entries: [:])
        let run = try CommandLineRunner.run(["build", "--help"], in: root)
        XCTAssertEqual(run.status, 0)
        for text in [
            "--content <path>", "--templates <path>", "--output <path>", "--base-url <url>", "--allow-raw-html",
            "Default: Content.",
        ] {
            XCTAssertTrue(run.stdout.contains(text), "help lacks \(text):\n\(run.stdout)")
        }
        let top = try CommandLineRunner.run(["--help"], in: root)
        XCTAssertTrue(top.stdout.contains("build"), top.stdout)
    }
}

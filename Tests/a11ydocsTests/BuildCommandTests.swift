import Foundation
import XCTest

/// Runs the built `a11ydocs` binary as a user would and checks output and exit codes.
final class BuildCommandTests: XCTestCase {
    func testBuildPrintsOneSummaryLineThenWarnings() throws {
        let root = try CommandLineRunner.site(self, entries: [
            "native/button.md": "---\ntitle: Button\ncategories: controls\n---\n",
            "native/slider.md": "---\ntitle: Slider\ncategories: controls\nscreanreader:\n  name: Volume\n---\n",
        ])
        let run = try CommandLineRunner.run(["build", "--base-url", "https://example.org/"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let summary = try NSRegularExpression(pattern: "^Built 2 entries \\(9 pages\\) in \\d+ ms → Output/\\n$")
        XCTAssertEqual(summary.numberOfMatches(in: run.stdout, range: NSRange(run.stdout.startIndex..., in: run.stdout)), 1, run.stdout)
        // The loader's warnings and everything `check` finds, in file and line order.
        let check = try CommandLineRunner.run(["check"], in: root)
        XCTAssertEqual(run.stderr, check.stdout)
        XCTAssertTrue(run.stderr.contains("Content/native/slider.md:4:1: warning: unknown key 'screanreader' — did you mean 'screenreader'?\n"), run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/native/slider/index.html").path))
    }

    func testContentErrorsExitWithOneAndNameEveryFile() throws {
        let root = try CommandLineRunner.site(self, entries: [
            "native/a.md": "---\ntitle: A\n",
            "native/b.md": "---\ntitle: B\ncategories: [x\n---\n",
        ])
        let run = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "build failed in step 'parse': 2 error(s) in 2 file(s)")
        XCTAssertEqual(lines[1], "Content/native/a.md:1:1: error: front matter is not closed — add a line with '---' after the last YAML key")
        XCTAssertTrue(lines[2].hasPrefix("Content/native/b.md:3:13: error: front matter is not valid YAML:"), lines[2])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
    }

    func testUsageErrorsExitWithTwo() throws {
        let root = try CommandLineRunner.site(self, entries: ["native/a.md": "---\ntitle: A\ncategories: b\n---\n"])
        let badURL = try CommandLineRunner.run(["build", "--base-url", "docs"], in: root)
        XCTAssertEqual(badURL.status, 2)
        XCTAssertTrue(badURL.stderr.contains("--base-url must be '/', a path such as '/a11y/' (not '//…'), or a full URL such as 'https://example.org/a11y/' (got 'docs')"), badURL.stderr)
        let otherSite = try CommandLineRunner.run(["build", "--base-url", "//evil.example/x/"], in: root)
        XCTAssertEqual(otherSite.status, 2)
        XCTAssertTrue(otherSite.stderr.contains("(got '//evil.example/x/')"), otherSite.stderr)

        let missing = try CommandLineRunner.run(["build", "--content", "Nope"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("folder 'Nope' not found — run a11ydocs in the library's folder, pass --content <path>, or start a library with 'a11ydocs init'"), missing.stderr)

        let typo = try CommandLineRunner.run(["biuld"], in: root)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.hasPrefix("Error: unknown command 'biuld' — did you mean 'build'?\n"), typo.stderr)

        let unknown = try CommandLineRunner.run(["build", "--outptu", "x"], in: root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--outptu"), unknown.stderr)
    }

    func testHelpExplainsTheCommandAndItsOptions() throws {
        let root = try CommandLineRunner.site(self, entries: [:])
        let run = try CommandLineRunner.run(["build", "--help"], in: root)
        XCTAssertEqual(run.status, 0)
        for text in ["--content <path>", "--templates <path>", "--output <path>", "--base-url <url>", "--allow-raw-html", "Default: Content."] {
            XCTAssertTrue(run.stdout.contains(text), "help lacks \(text):\n\(run.stdout)")
        }
        let top = try CommandLineRunner.run(["--help"], in: root)
        XCTAssertTrue(top.stdout.contains("build"), top.stdout)
    }
}

import A11yDocsTestSupport
import Foundation
import XCTest

/// A new user's first steps, with the binary alone in an empty folder: no Templates/, no repository.
final class InitCommandTests: XCTestCase {
    private func emptyFolder() throws -> URL {
        try Fixtures.temporaryDirectory(self)
    }

    func testTheBinaryAloneInitsAndBuildsACompleteSite() throws {
        let root = try emptyFolder()
        let binary = root.appendingPathComponent("a11ydocs")
        try FileManager.default.copyItem(at: CommandLineRunner.binary, to: binary)
        let initRun = try CommandLineRunner.run(["init", "lib"], in: root, tool: binary)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertTrue(initRun.stdout.contains("  a11ydocs.yml\n"), initRun.stdout)
        XCTAssertTrue(initRun.stdout.contains("  cd lib\n"), initRun.stdout)
        let library = root.appendingPathComponent("lib")
        XCTAssertEqual(
            try files(in: library),
            [
                ".github/workflows/pages.yml", ".gitignore", ".gitlab-ci.yml", "Content/guides/keyboard-testing.md",
                "Content/native/button.md", "Content/web/button.md", "README.md", "a11ydocs.yml", "docs/deploy.md",
                "scripts/install-a11ydocs.sh",
            ])

        let check = try CommandLineRunner.run(["check", "--strict"], in: library, tool: binary)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        // The first build a newcomer runs, as strict as CI: nothing to warn about in the content, and one
        // line of advice, since base_url is still '/', that --strict does not fail on.
        let strict = try CommandLineRunner.run(["build", "--strict"], in: library, tool: binary)
        XCTAssertEqual(strict.status, 0, strict.stderr)
        XCTAssertTrue(strict.stderr.hasPrefix("warning: base_url is '/', so the test-case CSVs"), strict.stderr)
        XCTAssertEqual(strict.stderr.split(separator: "\n").count, 1, strict.stderr)
        let build = try CommandLineRunner.run(
            ["build", "--base-url", "https://example.org/a11y/"], in: library, tool: binary)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(build.stderr, "")
        let output = try files(in: library.appendingPathComponent("Output")).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(
            output,
            [
                "404.html", "api/entries.json", "api/schema.json", "assets/criteria-builder.js", "assets/favicon.svg",
                "assets/head.js",
                "assets/search.js",
                "assets/site.css", "assets/site.js", "coverage/index.html",
                "criteria/index.html", "criteria/native/button.feature", "criteria/native/button.js",
                "criteria/native/button.txt",
                "criteria/test-cases-testrail.csv", "criteria/test-cases-xray.csv", "criteria/test-cases.csv",
                "criteria/web/button.feature",
                "criteria/web/button.js", "criteria/web/button.txt", "guides/keyboard-testing.md",
                "guides/keyboard-testing/index.html", "index.html", "index.md", "native/button.md",
                "native/button/index.html",
                "search-index.json", "search/index.html", "sitemap.xml", "web/button.md", "web/button/index.html",
            ])
        let index = try String(contentsOf: library.appendingPathComponent("Output/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<h2 id=\"native\">Native apps</h2>"), index)
        XCTAssertTrue(index.contains("<h2 id=\"web\">Web</h2>"))
        XCTAssertLessThan(index.range(of: "id=\"native\"")!.lowerBound, index.range(of: "id=\"web\"")!.lowerBound)
        // The starter guide, in the guides collection the starter's a11ydocs.yml declares, after the patterns.
        XCTAssertTrue(index.contains("<h2 id=\"guides\">Guides</h2>"), index)
        XCTAssertLessThan(index.range(of: "id=\"web\"")!.lowerBound, index.range(of: "id=\"guides\"")!.lowerBound)
        XCTAssertTrue(index.contains("href=\"guides/keyboard-testing/\">How to test with a keyboard</a>"), index)
        let guide = try String(
            contentsOf: library.appendingPathComponent("Output/guides/keyboard-testing/index.html"), encoding: .utf8)
        XCTAssertTrue(guide.contains("<a href=\"../../web/button/\">button</a>"), "the guide links to a pattern")
        XCTAssertTrue(guide.contains("<nav class=\"toc\" aria-labelledby=\"toc-heading\">"))
        let sitemap = try String(contentsOf: library.appendingPathComponent("Output/sitemap.xml"), encoding: .utf8)
        XCTAssertTrue(sitemap.contains("<loc>https://example.org/a11y/native/button/</loc><lastmod>"), sitemap)
    }

    /// The CI files pin the version that wrote them and install it from where `init` was told.
    func testInitPinsItsVersionAndWhereCIGetsIt() throws {
        let root = try emptyFolder()
        let version = try CommandLineRunner.run(["--version"], in: root).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let archive = "https://downloads.example.com/a11ydocs/v{version}/a11ydocs-{version}-linux-x86_64.tar.gz"
        let run = try CommandLineRunner.run(
            ["init", "lib", "--archive-url", archive, "--source", "https://git.example.com/tools/a11ydocs.git"],
            in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let library = root.appendingPathComponent("lib")
        for workflow in [".github/workflows/pages.yml", ".gitlab-ci.yml"] {
            let text = try String(contentsOf: library.appendingPathComponent(workflow), encoding: .utf8)
            XCTAssertTrue(text.contains("  A11YDOCS_VERSION: \"\(version)\"\n"), "\(workflow):\n\(text)")
            XCTAssertTrue(text.contains("  A11YDOCS_ARCHIVE_URL: \"\(archive)\"\n"), text)
            XCTAssertTrue(text.contains("  A11YDOCS_SHA256: \"\"\n"), text)
            XCTAssertTrue(text.contains("  A11YDOCS_SOURCE: \"https://git.example.com/tools/a11ydocs.git\"\n"), text)
            XCTAssertTrue(text.contains("sh scripts/install-a11ydocs.sh"), text)
        }
        for file in try files(in: library) {
            let text = try String(contentsOf: library.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains("{{a11ydocs_"), "\(file) keeps a placeholder")
        }
        XCTAssertTrue(run.stdout.contains("pin it with A11YDOCS_SHA256 in the workflows"), run.stdout)
        let readme = try String(contentsOf: library.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("generated with a11ydocs \(version);"), readme)

        // Without options the workflows download the release that .github/workflows/release.yml
        // publishes, checked against the .sha256 beside it.
        let plain = try CommandLineRunner.run(["init", "plain"], in: root)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stdout.contains("pin it with A11YDOCS_SHA256 in the workflows"), plain.stdout)
        for workflow in [".github/workflows/pages.yml", ".gitlab-ci.yml"] {
            let text = try String(contentsOf: root.appendingPathComponent("plain/\(workflow)"), encoding: .utf8)
            XCTAssertTrue(
                text.contains(
                    "  A11YDOCS_ARCHIVE_URL: \"https://github.com/a11ydocs/a11ydocs/releases/download/v{version}/"
                        + "a11ydocs-{version}-linux-x86_64.tar.gz\"\n"), text)
            XCTAssertTrue(text.contains("  A11YDOCS_SHA256: \"\"\n"), text)
        }
        let deploy = try String(contentsOf: root.appendingPathComponent("plain/docs/deploy.md"), encoding: .utf8)
        XCTAssertTrue(
            deploy.contains(
                "`https://github.com/a11ydocs/a11ydocs/releases/download/v{version}/"
                    + "a11ydocs-{version}-linux-x86_64.tar.gz`"), deploy)

        // `--archive-url ''` builds from the source repository instead.
        let source = try CommandLineRunner.run(["init", "source", "--archive-url", ""], in: root)
        XCTAssertEqual(source.status, 0, source.stderr)
        XCTAssertFalse(source.stdout.contains("A11YDOCS_SHA256"), source.stdout)
        let workflow = try String(
            contentsOf: root.appendingPathComponent("source/.github/workflows/pages.yml"), encoding: .utf8)
        XCTAssertTrue(workflow.contains("  A11YDOCS_ARCHIVE_URL: \"\"\n"), workflow)
        XCTAssertTrue(workflow.contains("  A11YDOCS_SOURCE: \"https://"), workflow)
    }

    func testInitWritesWhereTheSiteWillBePublishedAsItsBaseURL() throws {
        let root = try emptyFolder()
        let run = try CommandLineRunner.run(["init", "lib", "--url", "https://design.example.org/a11y"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let config = try String(contentsOf: root.appendingPathComponent("lib/a11ydocs.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("\nbase_url: https://design.example.org/a11y/\n"), config)
        XCTAssertFalse(config.contains("\nbase_url: /\n"), config)
        let plain = try CommandLineRunner.run(["init", "plain"], in: root)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let unchanged = try String(contentsOf: root.appendingPathComponent("plain/a11ydocs.yml"), encoding: .utf8)
        XCTAssertTrue(unchanged.contains("\nbase_url: /\n"), unchanged)
        let path = try CommandLineRunner.run(["init", "other", "--url", "/a11y/"], in: root)
        XCTAssertEqual(path.status, 2)
        XCTAssertTrue(
            path.stderr.contains(
                "--url must be a full address such as 'https://design.example.org/a11y/' (got '/a11y/')"),
            path.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("other").path))
    }

    func testInitAsksWhereTheSiteWillBePublishedOnlyAtATerminal() throws {
        // `script` runs the command on a terminal of its own and types what it reads.
        let script = "/usr/bin/script"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: script), "needs script (util-linux)")
        let root = try emptyFolder()
        func initAtTerminal(_ folder: String, typing input: String) throws -> CommandLineRunner.Run {
            try CommandLineRunner.run(
                [], in: root, launcher: ["/bin/sh", "-c", "exec \(script) -qec \"$0 init \(folder)\" /dev/null"],
                input: input)
        }
        let asked = try initAtTerminal("asked", typing: "/a11y/\nhttps://design.example.org/a11y\n")
        XCTAssertEqual(asked.status, 0, asked.stdout + asked.stderr)
        XCTAssertTrue(asked.stdout.contains("Where will the site be published? A full address such as"), asked.stdout)
        XCTAssertTrue(asked.stdout.contains("'/a11y/' is not a full address"), "asked again: \(asked.stdout)")
        let config = try String(contentsOf: root.appendingPathComponent("asked/a11ydocs.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("\nbase_url: https://design.example.org/a11y/\n"), config)

        let later = try initAtTerminal("later", typing: "\n")
        XCTAssertEqual(later.status, 0, later.stdout + later.stderr)
        let unset = try String(contentsOf: root.appendingPathComponent("later/a11ydocs.yml"), encoding: .utf8)
        XCTAssertTrue(unset.contains("\nbase_url: /\n"), unset)

        // Input ends after a wrong answer: the library is made, its base_url left for later.
        let ended = try initAtTerminal("ended", typing: "/a11y/\n")
        XCTAssertEqual(ended.status, 0, ended.stdout + ended.stderr)
        XCTAssertTrue(ended.stdout.contains("'/a11y/' is not a full address"), ended.stdout)
        let left = try String(contentsOf: root.appendingPathComponent("ended/a11ydocs.yml"), encoding: .utf8)
        XCTAssertTrue(left.contains("\nbase_url: /\n"), left)

        // Not at a terminal (CI, a script), nothing is asked.
        let piped = try CommandLineRunner.run(["init", "piped"], in: root, input: "https://ignored.example.org/\n")
        XCTAssertFalse(piped.stdout.contains("Where will the site be published?"), piped.stdout)
        let plain = try String(contentsOf: root.appendingPathComponent("piped/a11ydocs.yml"), encoding: .utf8)
        XCTAssertTrue(plain.contains("\nbase_url: /\n"), plain)
    }

    func testInitRefusesAnArchiveURLThatWouldBreakTheWorkflows() throws {
        let root = try emptyFolder()
        let run = try CommandLineRunner.run(
            ["init", "lib", "--archive-url", "https://example.com/a\"b.tar.gz"], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.contains("--archive-url must be an address without spaces, quotes or backslashes"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("lib").path))
        let noSource = try CommandLineRunner.run(["init", "lib", "--source", ""], in: root)
        XCTAssertEqual(noSource.status, 2)
        XCTAssertTrue(
            noSource.stderr.contains("--source must be an address without spaces, quotes or backslashes"),
            noSource.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("lib").path))
    }

    /// Only HTTPS says where the archive CI runs came from; a local file only when asked for.
    func testInitRefusesAnArchiveURLThatIsNotHTTPS() throws {
        let root = try emptyFolder()
        for arguments in [
            ["--archive-url", "http://example.com/a11ydocs.tar.gz"],
            ["--archive-url", "HTTP://example.com/a11ydocs.tar.gz", "--allow-insecure-archive"],
            ["--archive-url", "ftp://example.com/a11ydocs.tar.gz"],
        ] {
            let run = try CommandLineRunner.run(["init", "lib"] + arguments, in: root)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(
                run.stderr.hasPrefix(
                    "Error: --archive-url '\(arguments[1])' is not an https:// address: CI would install whatever "
                        + "answered"
                ), run.stderr)
            XCTAssertTrue(
                run.stderr.contains(
                    "publish the archive over HTTPS and pass that address (--allow-insecure-archive allows only "
                        + "file://, for local testing)"
                ), run.stderr)
        }
        let file = try CommandLineRunner.run(["init", "lib", "--archive-url", "file:///srv/a11ydocs.tar.gz"], in: root)
        XCTAssertEqual(file.status, 2)
        XCTAssertTrue(
            file.stderr.hasPrefix(
                "Error: --archive-url 'file:///srv/a11ydocs.tar.gz' is a file on this computer, which CI cannot "
                    + "download — pass the https:// address the archive is published at, or add "
                    + "--allow-insecure-archive to try the workflows here"
            ), file.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("lib").path))
        let help = try CommandLineRunner.run(["init", "--help"], in: root)
        XCTAssertTrue(help.stdout.contains("--allow-insecure-archive"), help.stdout)
        XCTAssertTrue(help.stdout.contains("--archive-sha256 <digest>"), help.stdout)
    }

    func testInitPinsTheArchivesChecksumInTheWorkflows() throws {
        let root = try emptyFolder()
        let digest = String(repeating: "0123456789abcdef", count: 4)
        let archive = "https://downloads.example.com/a11ydocs-{version}-linux-x86_64.tar.gz"
        let run = try CommandLineRunner.run(
            ["init", "lib", "--archive-url", archive, "--archive-sha256", digest.uppercased()], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("pin it with"), run.stdout)
        for workflow in [".github/workflows/pages.yml", ".gitlab-ci.yml"] {
            let text = try String(contentsOf: root.appendingPathComponent("lib/\(workflow)"), encoding: .utf8)
            XCTAssertTrue(text.contains("  A11YDOCS_SHA256: \"\(digest)\"\n"), "\(workflow):\n\(text)")
        }

        for bad in ["abc", digest + "0", String(digest.dropLast()) + "g", digest + "  a11ydocs.tar.gz"] {
            let refused = try CommandLineRunner.run(
                ["init", "other", "--archive-url", archive, "--archive-sha256", bad], in: root)
            XCTAssertEqual(refused.status, 2, bad)
            XCTAssertTrue(
                refused.stderr.hasPrefix(
                    "Error: --archive-sha256 must be a SHA-256, 64 hexadecimal digits: the first word of the archive's "
                        + ".tar.gz.sha256 (got '\(bad)')"
                ), refused.stderr)
        }
        // Alone, it pins the release published on GitHub, the default archive.
        let alone = try CommandLineRunner.run(["init", "pinned", "--archive-sha256", digest], in: root)
        XCTAssertEqual(alone.status, 0, alone.stderr)
        let pinned = try String(
            contentsOf: root.appendingPathComponent("pinned/.github/workflows/pages.yml"), encoding: .utf8)
        XCTAssertTrue(pinned.contains("  A11YDOCS_SHA256: \"\(digest)\"\n"), pinned)
        XCTAssertTrue(
            pinned.contains("  A11YDOCS_ARCHIVE_URL: \"https://github.com/a11ydocs/a11ydocs/releases/"), pinned)
        let fromSource = try CommandLineRunner.run(
            ["init", "other", "--archive-url", "", "--archive-sha256", digest], in: root)
        XCTAssertEqual(fromSource.status, 2)
        XCTAssertTrue(
            fromSource.stderr.hasPrefix(
                "Error: --archive-sha256 pins a release archive, and --archive-url '' builds from source instead — "
                    + "leave --archive-sha256 out, or name the archive with --archive-url"),
            fromSource.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("other").path))
    }

    /// For trying the workflows here: a file:// archive, pinned to the .sha256 `make dist` wrote beside it.
    func testALocalArchiveNeedsTheFlagAndIsPinnedToTheChecksumBesideIt() throws {
        let root = try emptyFolder()
        let version = try CommandLineRunner.run(["--version"], in: root).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let digest = String(repeating: "fedcba9876543210", count: 4)
        let dist = root.appendingPathComponent("dist folder")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        try Data("\(digest)  a11ydocs-\(version)-linux-x86_64.tar.gz\n".utf8)
            .write(to: dist.appendingPathComponent("a11ydocs-\(version)-linux-x86_64.tar.gz.sha256"))
        let archive =
            "file://\(dist.path.replacingOccurrences(of: " ", with: "%20"))/a11ydocs-{version}-linux-x86_64.tar.gz"
        let run = try CommandLineRunner.run(
            ["init", "lib", "--archive-url", archive, "--allow-insecure-archive"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stderr.hasPrefix(
                "warning: the CI workflows install a11ydocs from a file on this computer ('\(archive)')"), run.stderr)
        for workflow in [".github/workflows/pages.yml", ".gitlab-ci.yml"] {
            let text = try String(contentsOf: root.appendingPathComponent("lib/\(workflow)"), encoding: .utf8)
            XCTAssertTrue(text.contains("  A11YDOCS_ARCHIVE_URL: \"\(archive)\"\n"), "\(workflow):\n\(text)")
            XCTAssertTrue(text.contains("  A11YDOCS_SHA256: \"\(digest)\"\n"), "\(workflow):\n\(text)")
        }

        let missing = "file://\(root.path)/elsewhere/a11ydocs-{version}-linux-x86_64.tar.gz"
        let unpinned = try CommandLineRunner.run(
            ["init", "other", "--archive-url", missing, "--allow-insecure-archive"], in: root)
        XCTAssertEqual(unpinned.status, 2)
        XCTAssertTrue(
            unpinned.stderr.hasPrefix(
                "Error: '\(root.path)/elsewhere/a11ydocs-\(version)-linux-x86_64.tar.gz.sha256' is missing or holds no "
                    + "SHA-256, so the local archive cannot be pinned — 'make dist' writes it beside the archive; or "
                    + "pass --archive-sha256 <digest>"
            ), unpinned.stderr)
        let given = try CommandLineRunner.run(
            ["init", "other", "--archive-url", missing, "--allow-insecure-archive", "--archive-sha256", digest],
            in: root)
        XCTAssertEqual(given.status, 0, given.stderr)
    }

    func testInitRefusesAFolderWithFiles() throws {
        let root = try emptyFolder()
        try Data("notes\n".utf8).write(to: root.appendingPathComponent("notes.txt"))
        let run = try CommandLineRunner.run(["init"], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.hasPrefix(
                "Error: '.' is not empty (notes.txt) — name a new folder, e.g. 'a11ydocs init patterns'"), run.stderr)
        XCTAssertEqual(try files(in: root), ["notes.txt"])
    }

    func testInitRefusesAFile() throws {
        let root = try emptyFolder()
        try Data("notes\n".utf8).write(to: root.appendingPathComponent("patterns"))
        let run = try CommandLineRunner.run(["init", "patterns"], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.hasPrefix("Error: 'patterns' is a file — name a new folder, e.g. 'a11ydocs init patterns'"),
            run.stderr)
    }

    func testInitTakesAFolderWithOnlyAGitRepository() throws {
        let root = try emptyFolder()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let run = try CommandLineRunner.run(["init"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("a11ydocs.yml").path))
    }

    func testThemeEjectWritesTheThemeAndRefusesToOverwriteWithoutForce() throws {
        let root = try emptyFolder()
        let first = try CommandLineRunner.run(["theme", "eject"], in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        let theme = try files(in: root.appendingPathComponent("Templates"))
        XCTAssertTrue(theme.contains("partials/expectation-table.mustache"), "\(theme)")
        XCTAssertTrue(theme.contains("assets/site.css"))
        let again = try CommandLineRunner.run(["theme", "eject"], in: root)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("of the theme's files exist in 'Templates'"), again.stderr)
        XCTAssertTrue(again.stderr.contains("pass --force to overwrite them"), again.stderr)
        let forced = try CommandLineRunner.run(["theme", "eject", "--force", "--to", "Templates"], in: root)
        XCTAssertEqual(forced.status, 0, forced.stderr)
    }

    func testVersion() throws {
        let run = try CommandLineRunner.run(["--version"], in: try emptyFolder())
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, run.stdout)
    }

    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }
}

import Foundation
import XCTest

/// `a11ydocs import jekyll` on the fixture Jekyll library (`Fixtures/Jekyll`), run as a user
/// would: the renames and changes it prints, the files it writes (`Fixtures/JekyllImported`),
/// exit codes, and the same bytes on a second run.
final class ImportCommandTests: XCTestCase {
    private static let fixtures = OldSiteScratch.fixtures

    /// A scratch folder holding a copy of the fixture library as `old-site/`.
    private func scratch() throws -> URL { try OldSiteScratch.make("Jekyll", for: self) }

    /// Every file under a folder, by relative path.
    private func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.resolvingSymlinksInPath().path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            guard !url.hasDirectoryPath else { continue }
            files[String(url.resolvingSymlinksInPath().path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }

    func testImportsTheFixtureLibrary() throws {
        let root = try scratch()
        let run = try CommandLineRunner.run(["import", "jekyll", "old-site"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            """
            old-site/_native/Toggle Switch.md → Content/native/toggle-switch.md
            old-site/_web/_Dialog Draft.md → Content/web/_dialog-draft.md
            old-site/_native/Toggle Switch.md:9: indented 'spacebar' under 'keyboard' (line 6)
            old-site/_native/Toggle Switch.md:11: indented 'enter' under 'keyboard' (line 6)
            old-site/_native/slider.md:14: indented 'group' under 'screenreader' (line 9)
            old-site/_native/slider.md:16: indented 'state' under 'screenreader' (line 9)
            Imported 8 entries from 3 collections into Content/ — 2 files renamed, 4 keys indented, 0 problems
              entries: native 3, web 5 (2 drafts)
              <example> elements made live examples: 3
              highlights shown again as a live example, made one example: 3
              a11ydocs.yml: written from _config.yml (title, 2 collections)
              problems: 0 errors, 0 warnings
            Next: run 'a11ydocs check' to review the imported entries, then 'a11ydocs serve' to preview them.

            """)
        XCTAssertEqual(run.stderr, "")

        let written = try tree(root.appendingPathComponent("Content"))
        let expected = try tree(Self.fixtures.appendingPathComponent("JekyllImported"))
        XCTAssertEqual(written.keys.sorted(), expected.keys.sorted())
        for (path, data) in expected {
            XCTAssertEqual(
                String(decoding: written[path] ?? Data(), as: UTF8.self), String(decoding: data, as: UTF8.self), path)
        }
        // The constructs, spelled out where a reader of this test looks first.
        let button = String(decoding: written["web/button.md"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(
            button.contains("```html example\n<button type=\"button\" class=\"save\">\n  Save draft\n</button>\n```"),
            button)
        XCTAssertTrue(
            button.contains("```html bad\n<div class=\"save\" onclick=\"saveDraft()\">Save draft</div>\n```"), button)
        XCTAssertTrue(button.hasPrefix("---\nlayout: entry\ntitle: \"Button\""), "front matter is kept byte for byte")
        // An include in an `<example>`, alone or beside a highlight of it (before or after), is that one example.
        let checkbox = String(decoding: written["web/checkbox.md"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(
            checkbox.contains("### One checkbox\n\n```html example\n<input type=\"checkbox\" id=\"agree-terms\">\n"),
            checkbox)
        XCTAssertTrue(checkbox.contains("### A group of checkboxes\n\n```html example\n<fieldset>\n"), checkbox)
        XCTAssertTrue(
            checkbox.contains("### With a hint\n\n```html example\n<input type=\"checkbox\" id=\"gift-wrap\""), checkbox
        )
        XCTAssertFalse(checkbox.contains("<example>"), checkbox)
        XCTAssertEqual(
            checkbox.components(separatedBy: "<fieldset>").count, 2, "the highlight and the example are one example")
        let slider = String(decoding: written["native/slider.md"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(
            slider.contains("  group: |\n    Label, thumb and value read as one element\n  state: |\n"), slider)
        XCTAssertTrue(
            slider.contains("    ```swift\n    Slider(value: $volume, in: 0...100)\n        .accessibilityValue"),
            slider)
        XCTAssertEqual(
            written["native/stepper.md"],
            try Data(contentsOf: root.appendingPathComponent("old-site/_native/stepper.md")),
            "an entry with nothing to convert is copied byte for byte")
        XCTAssertEqual(
            written["web/focus-ring.svg"],
            try Data(contentsOf: root.appendingPathComponent("old-site/_web/focus-ring.svg")))

        // Once written, the folder is not written into again without --force.
        let refused = try CommandLineRunner.run(["import", "jekyll", "old-site"], in: root)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(
            refused.stderr.hasPrefix("Error: 'Content' is not empty — pass --force to import into it"), refused.stderr)
        XCTAssertEqual(try tree(root.appendingPathComponent("Content")), written)

        // A second run with --force writes the same bytes.
        let again = try CommandLineRunner.run(["import", "jekyll", "old-site", "--force"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, run.stdout)
        XCTAssertEqual(try tree(root.appendingPathComponent("Content")), written)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            !["old-site", "Content", "a11ydocs.yml"].contains($0)
        }
        XCTAssertEqual(leftovers, [], "no staging folder stays behind")
    }

    func testImportsIntoAnotherFolderAndSaysHowToCheckIt() throws {
        let root = try scratch()
        let run = try CommandLineRunner.run(
            ["import", "jekyll", "old-site/", "--to", "Library/Entries", "--keep-going"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stdout.contains("old-site/_native/Toggle Switch.md → Library/Entries/native/toggle-switch.md\n"),
            run.stdout)
        XCTAssertTrue(
            run.stdout.contains("into Library/Entries/ — 2 files renamed, 4 keys indented, 0 problems\n"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains("  Library/a11ydocs.yml: written from _config.yml (title, 2 collections)\n"), run.stdout
        )
        XCTAssertTrue(
            run.stdout.hasSuffix(
                "Next: run 'cd Library && a11ydocs check' to review the imported entries, then 'a11ydocs serve' to "
                    + "preview them.\n"
            ), run.stdout)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Library/Entries/web/heading.md").path))
        // The next step works as printed: the settings name the content folder.
        let checked = try CommandLineRunner.run(["check"], in: root.appendingPathComponent("Library"))
        XCTAssertEqual(checked.status, 0, checked.stderr)
        let said = checked.stdout + checked.stderr
        XCTAssertFalse(said.contains("error:"), said)
        XCTAssertTrue(said.contains("Entries/web/button.md:"), "check reads the imported entries: \(said)")
    }

    /// What cannot be converted stays as written, named with its place; the exit code is 1 unless
    /// `--keep-going`, and every file is written either way.
    func testLeftoversAreReportedAndKept() throws {
        let root = try OldSiteScratch.make("JekyllLeftovers", for: self)
        let run = try CommandLineRunner.run(["import", "jekyll", "old-site"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stderr,
            """
            old-site/_web/notes.md:8:24: error: '{{ site.data.nav.buttons }}' is a Liquid value, which a11ydocs does \
            not fill in — write the text out; it is left as written
            old-site/_web/notes.md:9:50: warning: '{:target="_blank"}' is a kramdown attribute list without an \
            equivalent in a11ydocs — it is left as written; remove it

            """)
        XCTAssertTrue(run.stdout.contains("— 0 files renamed, 0 keys indented, 2 problems\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("  problems: 1 error, 1 warning\n"), run.stdout)
        let notes = try String(contentsOf: root.appendingPathComponent("Content/web/notes.md"), encoding: .utf8)
        XCTAssertEqual(
            notes, try String(contentsOf: root.appendingPathComponent("old-site/_web/notes.md"), encoding: .utf8))
        let kept = try CommandLineRunner.run(["import", "jekyll", "old-site", "--force", "--keep-going"], in: root)
        XCTAssertEqual(kept.status, 0, kept.stderr)
        XCTAssertEqual(kept.stderr, run.stderr)
    }

    /// A sloppy, hostile site: a link out of the site, a huge include, names the import cannot
    /// use, and the staging folder of an import killed earlier. Nothing from outside is read, every
    /// file left out is named, the exit code is 1, and the killed import's folder is gone.
    func testAHostileSiteIsRefusedWhereItLeavesTheSite() throws {
        let root = try scratch()
        let site = root.appendingPathComponent("old-site")
        let write = { (path: String, text: String) in
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("secrets/passwd", "root:x:0:0:root:/root:/bin/bash\n")
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("_includes/etc").path,
            withDestinationPath: root.appendingPathComponent("secrets").path)
        try write(
            "old-site/_native/Leak.md",
            "---\ntitle: Leak\ncategories: controls\n---\n{% include etc/passwd %}\n\n{% include big.html %}\n")
        try Data(count: 2 << 20).write(to: site.appendingPathComponent("_includes/big.html"))
        try write("old-site/_native/..md", "---\ntitle: Dots\n---\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        let killed = ".Content.import-\(process.processIdentifier)-42"
        try write("\(killed)/.a11ydocs-import", "")
        try write("\(killed)/Content/native/half.md", "---\nti")

        let run = try CommandLineRunner.run(["import", "jekyll", "old-site"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        let secrets = root.appendingPathComponent("secrets").resolvingSymlinksInPath().path
        XCTAssertEqual(
            run.stderr,
            """
            old-site/_native/..md:1:1: warning: not imported — its name gives no slug; rename it
            old-site/_native/Leak.md:5:1: error: the include '_includes/etc/passwd' resolves to '\(secrets)/passwd', \
            outside the site — nothing outside the site is read: copy the file into the site; the tag is left as written
            old-site/_native/Leak.md:7:1: error: the include '_includes/big.html' is 2 MiB, over the 1 MiB one include \
            may be — shorten it or write the text out; the tag is left as written

            """)
        XCTAssertTrue(run.stdout.contains("3 problems\n"), run.stdout)
        let leak = try String(contentsOf: root.appendingPathComponent("Content/native/leak.md"), encoding: .utf8)
        XCTAssertTrue(leak.hasSuffix("{% include etc/passwd %}\n\n{% include big.html %}\n"), leak)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
            ["Content", "a11ydocs.yml", "old-site", "secrets"])
    }

    func testUsageErrorsExitWithTwo() throws {
        let root = try scratch()
        let missing = try CommandLineRunner.run(["import", "jekyll", "nowhere"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: folder 'nowhere' not found"), missing.stderr)
        XCTAssertTrue(missing.stderr.contains("See 'a11ydocs help import jekyll'"), missing.stderr)

        let notJekyll = try CommandLineRunner.run(["import", "jekyll", "old-site/_includes"], in: root)
        XCTAssertEqual(notJekyll.status, 2)
        XCTAssertTrue(notJekyll.stderr.contains("holds no collection folders with entries"), notJekyll.stderr)

        let unknownKind = try CommandLineRunner.run(["import", "hugo", "old-site"], in: root)
        XCTAssertEqual(unknownKind.status, 2, unknownKind.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Content").path))
    }

    func testHelpExplainsTheCommand() throws {
        let root = try scratch()
        let group = try CommandLineRunner.run(["import", "--help"], in: root)
        XCTAssertEqual(group.status, 0)
        for text in ["a11ydocs import jekyll ../old-site", "jekyll", "Import a Jekyll pattern library"] {
            XCTAssertTrue(group.stdout.contains(text), "import help lacks \(text):\n\(group.stdout)")
        }
        let jekyll = try CommandLineRunner.run(["import", "jekyll", "--help"], in: root)
        for text in [
            "<site-folder>", "--to <path>", "(default: Content)", "--force", "--keep-going", "{% highlight %}",
        ] {
            // The help is wrapped to the terminal's width.
            let help = jekyll.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(help.contains(text), "import jekyll help lacks \(text):\n\(jekyll.stdout)")
        }
        let top = try CommandLineRunner.run(["--help"], in: root)
        XCTAssertTrue(top.stdout.contains("import"), top.stdout)
    }
}

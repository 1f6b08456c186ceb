import Foundation
import XCTest

/// A Jekyll library shaped like the ones teams keep (`Fixtures/JekyllLibrary`): Liquid in its
/// includes, images under `assets/`, a demos collection, a stale draft beside its page,
/// MagentaA11y-style steps. Imported as it is, it passes `check` with no errors, and `build`
/// publishes its pages with the images they show.
final class JekyllLibraryImportTests: XCTestCase {
    private func scratch() throws -> URL { try OldSiteScratch.make("JekyllLibrary", for: self) }

    private static let draftWarning = "this draft has the same slug 'tabs' as"

    func testTheImportSaysWhatItDidAndTheLibraryPassesCheck() throws {
        let root = try scratch()
        let run = try CommandLineRunner.run(["import", "jekyll", "old-site"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            """
            old-site/_native/switch.md:6: indented 'spacebar' under 'keyboard' (line 5)
            old-site/_native/switch.md:13: indented 'state' under 'screenreader' (line 10)
            Imported 5 entries from 2 collections into Content/ — 0 files renamed, 2 keys indented, 1 problem
              entries: native 1, web 4 (1 draft)
              Liquid values filled in (site.baseurl, page.title…): 8
              <example> elements made live examples: 4
              highlights shown again as a live example, made one example: 3
              files the entries reference, copied into Static/: 2
              a11ydocs.yml: written from _config.yml (title, description, base_url, 2 collections)
              not imported: old-site/_demos/ (3 files), as none of its entries has keyboard, mobile, screenreader, \
            settings or gherkin- keys — add '--collection demos' to import it
              problems: 0 errors, 1 warning
            Next: run 'a11ydocs check' to review the imported entries, then 'a11ydocs serve' to preview them.

            """)
        XCTAssertEqual(
            run.stderr,
            "old-site/_web/_tabs.md:1:1: warning: \(Self.draftWarning) the published 'Content/web/tabs.md' — "
                + "the published entry is shown and the draft is left out; rename the draft or delete it\n")

        let settings = try String(contentsOf: root.appendingPathComponent("a11ydocs.yml"), encoding: .utf8)
        for line in [
            "title: \"Team accessibility patterns\"", "base_url: \"https://patterns.example.org/a11y/\"",
            "static: \"Static\"",
            "  web:\n    name: \"Web\"\n    order: 1", "  native:\n    name: \"Native apps\"\n    order: 2",
        ] {
            XCTAssertTrue(settings.contains(line), "a11ydocs.yml lacks \(line):\n\(settings)")
        }
        for asset in ["assets/images/chevron.svg", "assets/images/focus-ring.png"] {
            XCTAssertEqual(
                try Data(contentsOf: root.appendingPathComponent("Static/" + asset)),
                try Data(contentsOf: root.appendingPathComponent("old-site/" + asset)), asset)
        }
        XCTAssertEqual(
            try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Static").path).sorted(),
            ["assets", "assets/images", "assets/images/chevron.svg", "assets/images/focus-ring.png"],
            "only what entries reference")

        let expander = try String(contentsOf: root.appendingPathComponent("Content/web/expander.md"), encoding: .utf8)
        XCTAssertTrue(
            expander.contains("The native element needs no script: Expander behaviour comes with it."), expander)
        XCTAssertTrue(
            expander.contains(
                "```html example\n<details>\n  <summary>\n    Shipping options\n    <img "
                    + "src=\"../../assets/images/chevron.svg\" alt=\"\">"
            ), expander)
        XCTAssertEqual(
            expander.components(separatedBy: "<details>").count, 2, "the highlight and the example are one example")
        XCTAssertTrue(
            expander.contains("![The chevron turns when the section opens](../assets/images/chevron.svg)"), expander)
        XCTAssertTrue(expander.contains("[the focus guide](https://patterns.example.org/a11y/web/focus/)"), expander)

        // MagentaA11y's commonest live example: `<example>` around an include, alone or with a
        // highlight of the same include before or after it. Each is one live example, every word kept.
        let link = try String(contentsOf: root.appendingPathComponent("Content/web/link.md"), encoding: .utf8)
        for example in [
            "### A link inside a sentence\n\n```html example\n<p>Read our <a href=\"/returns/\">returns policy</a>",
            "The code comes first, then the link working.\n\n```html example\n<a href=\"https://maps.example.org/\" "
                + "target=\"_blank\">\n  Store map\n",
            "### A link to a file\n\n```html example\n<a href=\"/files/price-list.pdf\">Price list (PDF, 2 "
                + "pages)</a>\n```\n\nName the file's type",
        ] {
            XCTAssertTrue(link.contains(example), link)
        }
        XCTAssertFalse(link.contains("<example>") || link.contains("{%"), link)
        XCTAssertEqual(
            link.components(separatedBy: "Store map").count, 2, "the highlight and the example are one example")
        XCTAssertEqual(
            link.components(separatedBy: "price-list.pdf").count, 2, "the highlight and the example are one example")

        // Checked as the next step says: no errors, and the draft named as the import named it.
        let checked = try CommandLineRunner.run(["check"], in: root)
        let said = checked.stdout + checked.stderr
        XCTAssertEqual(checked.status, 0, said)
        XCTAssertFalse(said.contains("error:"), said)
        XCTAssertTrue(said.contains("Content/web/_tabs.md:1:1: warning: \(Self.draftWarning)"), said)
        XCTAssertFalse(said.contains("points at no"), "every image is found: \(said)")
        XCTAssertFalse(said.contains("a11ydocs.yml"), "the settings are read cleanly: \(said)")

        // Built, the pages show the images, copied byte for byte, and the steps read as written.
        let built = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertTrue(built.stderr.contains("Content/web/_tabs.md:1:1: warning: \(Self.draftWarning)"), built.stderr)
        let output = root.appendingPathComponent("Output")
        XCTAssertEqual(
            try Data(contentsOf: output.appendingPathComponent("assets/images/focus-ring.png")),
            try Data(contentsOf: root.appendingPathComponent("old-site/assets/images/focus-ring.png")))
        let page = try String(contentsOf: output.appendingPathComponent("web/expander/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("src=\"../../assets/images/chevron.svg\""), "the image in the text")
        let tabs = try String(contentsOf: output.appendingPathComponent("web/tabs/index.html"), encoding: .utf8)
        XCTAssertTrue(tabs.contains("Monthly"), "the raw example is a live example")
        let linkPage = try String(contentsOf: output.appendingPathComponent("web/link/index.html"), encoding: .utf8)
        XCTAssertEqual(
            linkPage.components(separatedBy: "<figure class=\"live-example\">").count, 4,
            "the three included examples are live")
        XCTAssertTrue(
            linkPage.contains(
                "srcdoc=\"&lt;a href=&quot;/files/price-list.pdf&quot;&gt;Price list (PDF, 2 pages)&lt;/a&gt;"),
            linkPage)
        XCTAssertFalse(tabs.contains("Older notes"), "the draft is left out")
        let feature = try String(
            contentsOf: output.appendingPathComponent("criteria/web/expander.feature"), encoding: .utf8)
        XCTAssertTrue(feature.contains("When the spacebar or enter key to open the expander"), feature)
        XCTAssertTrue(feature.contains("Then the hidden section is shown"), feature)
    }

    func testANamedCollectionIsImportedAndUnknownNamesAreRefused() throws {
        let root = try scratch()
        let unknown = try CommandLineRunner.run(["import", "jekyll", "old-site", "--collection", "demo"], in: root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.stderr.hasPrefix("Error: the site has no collection 'demo' — did you mean 'demos'?"), unknown.stderr
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Content").path))

        let run = try CommandLineRunner.run(["import", "jekyll", "old-site", "--collection", "demos"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("  entries: demos 3, native 1, web 4 (1 draft)\n"), run.stdout)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/demos/tabs-demo.md").path))
        XCTAssertFalse(run.stdout.contains("not imported:"), run.stdout)

        // The settings written are kept on a second import without --force into another folder.
        let again = try CommandLineRunner.run(["import", "jekyll", "old-site", "--to", "Other"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("  a11ydocs.yml: kept as it was (--force replaces it)\n"), again.stdout)
        XCTAssertTrue(
            again.stdout.hasSuffix(
                "Next: run 'a11ydocs check --content Other' to review the imported entries, then 'a11ydocs serve "
                    + "--content Other' to preview them.\n"
            ), again.stdout)
    }

    /// A static folder the library already has is written into only where nothing changes: a file
    /// of other bytes is a usage error and nothing is written, unless `--force`.
    func testAStaticFileWithOtherBytesIsReplacedOnlyWithForce() throws {
        let root = try scratch()
        let chevron = root.appendingPathComponent("Static/assets/images/chevron.svg")
        try FileManager.default.createDirectory(
            at: chevron.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<svg>ours</svg>\n".utf8).write(to: chevron)

        let refused = try CommandLineRunner.run(["import", "jekyll", "old-site"], in: root)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(
            refused.stderr.hasPrefix(
                "Error: 'Static/assets/images/chevron.svg' already exists with other contents — pass --force to "
                    + "replace it with the site's file"
            ),
            refused.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Content").path), "nothing is written")
        XCTAssertEqual(try String(contentsOf: chevron, encoding: .utf8), "<svg>ours</svg>\n")

        let forced = try CommandLineRunner.run(["import", "jekyll", "old-site", "--force"], in: root)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(
            try Data(contentsOf: chevron),
            try Data(contentsOf: root.appendingPathComponent("old-site/assets/images/chevron.svg")))

        // The same bytes again: no --force needed, and the folder's own files stay.
        try Data("body {}\n".utf8).write(to: root.appendingPathComponent("Static/ours.css"))
        let again = try CommandLineRunner.run(["import", "jekyll", "old-site", "--to", "Again"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Static/ours.css").path))
    }
}

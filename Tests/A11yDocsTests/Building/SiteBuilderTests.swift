import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel
@testable import A11yDocsSupport

final class SiteBuilderTests: XCTestCase {
    private static let expectedFiles = [
        "404.html", "api/entries.json", "api/schema.json", "assets/criteria-builder.js", "assets/favicon.svg",
        "assets/head.js",
        "assets/search.js",
        "assets/site.css", "assets/site.js", "coverage/index.html", "criteria/index.html",
        "criteria/native/alert-dialog.feature", "criteria/native/alert-dialog.js", "criteria/native/alert-dialog.txt",
        "criteria/native/button.feature", "criteria/native/button.js", "criteria/native/button.txt",
        "criteria/test-cases-testrail.csv",
        "criteria/test-cases-xray.csv", "criteria/test-cases.csv", "criteria/web/link.feature", "criteria/web/link.js",
        "criteria/web/link.txt", "how-to-test/keyboard.md", "how-to-test/keyboard/index.html",
        "how-to-test/screen-reader.md", "how-to-test/screen-reader/index.html", "index.html", "index.md",
        "native/alert-dialog.md", "native/alert-dialog/index.html", "native/button.md", "native/button/index.html",
        "search-index.json", "search/index.html", "sitemap.xml", "web/images/dialog.png", "web/link.md",
        "web/link/index.html",
    ]

    func testBuildsExactlyTheExpectedFiles() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        let report = try SiteBuilder(options: options).build()
        XCTAssertEqual(try Fixtures.files(in: root.appendingPathComponent("Output")), Self.expectedFiles)
        XCTAssertEqual(report.entryCount, 3)
        XCTAssertEqual(report.guideCount, 2)
        XCTAssertEqual(report.pageCount, 15, "the guides' pages and mirrors too")
        // What `check` finds, errors included, as warnings.
        let checked = try ContentChecker(options: options).check()
        XCTAssertFalse(checked.isEmpty)
        XCTAssertEqual(report.warnings.map(\.description), checked.map(\.asWarning.description))
        XCTAssertTrue(report.summary.hasPrefix("Built 3 entries and 2 guides (15 pages) in "), report.summary)
        XCTAssertTrue(report.summary.hasSuffix(" ms → \(options.outputDirectory)/"), report.summary)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Content", "Output"],
            "no staging folders left")
    }

    func testEveryPageIsWellStructuredAndEveryLocalLinkResolves() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let output = root.appendingPathComponent("Output")
        for file in try Fixtures.files(in: output) where file.hasSuffix(".html") {
            let html = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), file)
            XCTAssertTrue(html.contains("<a class=\"skip-link\" href=\"#main\">"), file)
            XCTAssertTrue(html.contains("<main id=\"main\""), file)
            XCTAssertEqual(HTMLInspection.headingProblems(html), [], file)
            guard file != "404.html" else { continue }
            let directory = URL(fileURLWithPath: file).deletingLastPathComponent().relativePath
            for link in HTMLInspection.attributeValues("href", in: html)
                + HTMLInspection.attributeValues("src", in: html)
            where LinkResolver.isRelative(link) {
                let path = LinkResolver.splitFragment(link).path
                let target = output.appendingPathComponent(directory == "." ? "" : directory).appendingPathComponent(
                    path)
                let resolved =
                    target.hasDirectoryPath || path.hasSuffix("/") || path.isEmpty
                    ? target.appendingPathComponent("index.html") : target
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: resolved.standardizedFileURL.path),
                    "\(file) links to missing \(link)")
            }
        }
    }

    /// Missing optional values (no description, no framework notes…) leave no trace in any output.
    func testNoPlaceholderTextLeaksIntoOutput() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let output = root.appendingPathComponent("Output")
        for file in try Fixtures.files(in: output)
        where file.hasSuffix(".html") || file.hasSuffix(".md") || file.hasSuffix(".xml") {
            // Highlighted code's own `nil` keyword is the author's, not a missing value.
            let text = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: "<span class=\"hl-keyword\">nil</span>", with: "")
            // Not "}}": the criteria builder's JSON data legitimately closes nested objects.
            for leak in ["Optional(", ">nil<", "\nnil\n", " nil\n", "{{"] {
                XCTAssertFalse(text.contains(leak), "\(file) contains \(leak.debugDescription)")
            }
        }
    }

    func testLinksBetweenEntriesAndAssets() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let output = root.appendingPathComponent("Output")
        let page = try String(
            contentsOf: output.appendingPathComponent("native/alert-dialog/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<a href=\"../button/#role\">button</a>"))
        XCTAssertTrue(page.contains("<img src=\"../../web/images/dialog.png\" alt=\"Dialog with two buttons\">"))
        let mirror = try String(contentsOf: output.appendingPathComponent("native/alert-dialog.md"), encoding: .utf8)
        XCTAssertTrue(mirror.contains("[button](button.md#role)"))
        let index = try String(contentsOf: output.appendingPathComponent("index.md"), encoding: .utf8)
        XCTAssertTrue(index.contains("- [Link](web/link.md)"))
        XCTAssertTrue(
            index.contains(
                "- [Alert dialog](native/alert-dialog.md): A modal message that needs an answer before the task goes "
                    + "on. (UIKit, SwiftUI, Android Views, Jetpack Compose)"
            ))
    }

    func testIndexGroupsByCollectionAndCategoryInOrder() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let html = try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8)
        let text = HTMLInspection.text(html)
        let expectedOrder = [
            "Native", "Actions", "Button", "Controls", "Button", "Feedback", "Alert dialog", "Web", "Navigation",
            "Link",
        ]
        var position = text.startIndex
        for word in expectedOrder {
            let found = try XCTUnwrap(
                text.range(of: word, range: position..<text.endIndex), "\(word) after the previous heading")
            position = found.upperBound
        }
        XCTAssertTrue(html.contains("<div class=\"category\">\n<h3 id=\"native-controls\">Controls</h3>"))
        XCTAssertTrue(text.contains("Covers UIKit, SwiftUI, Jetpack Compose"))
        // The same as badges, each name in text; a platform with notes but no framework is named itself.
        XCTAssertTrue(
            html.contains(
                "<p class=\"covers\">Covers <span class=\"badge\">UIKit</span><span class=\"visually-hidden\">,</span> "
                    + "<span class=\"badge\">SwiftUI</span><span class=\"visually-hidden\">,</span> "
                    + "<span class=\"badge\">Jetpack Compose</span> </p>"), html)
        XCTAssertTrue(
            html.contains(
                "<p class=\"covers\">Covers <span class=\"badge\">iOS</span><span class=\"visually-hidden\">,</span> "
                    + "<span class=\"badge\">Jetpack Compose</span> </p>"), html)
    }

    /// Every paragraph, list item and code block of the fixtures (entries and guides) shows in the
    /// page and in the mirror. Tags are left out of the comparison: allowed HTML is markup on the
    /// page and text in its source, the rest text on the page and markup in the source.
    func testNothingTheAuthorWroteIsDropped() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let output = root.appendingPathComponent("Output")
        for file in try Fixtures.files(in: URL(fileURLWithPath: Fixtures.siteContent)) where file.hasSuffix(".md") {
            let source = try Fixtures.text(file)
            let body = try FrontMatterSplitter.split(source).get().body
            let slug = String(file.dropLast(3))
            let page = Self.withoutTags(
                HTMLInspection.text(
                    try String(contentsOf: output.appendingPathComponent(slug + "/index.html"), encoding: .utf8)))
            let mirror = Self.withoutTags(
                try CMark.parse(try String(contentsOf: output.appendingPathComponent(slug + ".md"), encoding: .utf8))
                    .plainTextOfAllBlocks)
            var checked = 0
            for node in try CMark.parse(body).nodes(where: { _ in true }) {
                let text: String
                if let marker = Self.markerName(node) {
                    // Markers are structure: they come out as the platform's or framework's name.
                    XCTAssertTrue(page.contains(marker), "\(file): page lacks the marker’s name \(marker)")
                    continue
                }
                switch node.kind {
                case .paragraph, .heading, .codeBlock, .htmlBlock: text = Self.withoutTags(node.plainText)
                default: continue
                }
                // A block of tags alone (`</details>`) has no words to look for.
                guard !text.isEmpty else { continue }
                checked += 1
                XCTAssertTrue(page.contains(text), "\(file): page lacks “\(text)”")
                XCTAssertTrue(mirror.contains(text), "\(file): mirror lacks “\(text)”")
            }
            XCTAssertGreaterThan(checked, 3, file)
        }
    }

    /// Text with anything written as a tag left out, white space folded.
    private static func withoutTags(_ text: String) -> String {
        HTMLInspection.fold(text.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression))
    }

    /// `**iOS Tips**` → `iOS`, `**Compose**` → `Jetpack Compose`; nil for other nodes.
    private static func markerName(_ node: MarkdownNode) -> String? {
        guard node.kind == .paragraph, node.children.count == 1, node.children[0].kind == .strong else { return nil }
        let text = node.plainText
        return NoteVocabulary.framework(text)?.displayName ?? NoteVocabulary.platform(text)?.displayName
    }

    func testBaseURLIsUsedForCanonicalLinksSitemapAndThe404Page() throws {
        var (root, options) = try Fixtures.scratchSite(self)
        options.site = Fixtures.siteOptions(baseURL: "https://example.com/docs/a11y")
        options.showsLastUpdated = false
        _ = try SiteBuilder(options: options).build()
        let output = root.appendingPathComponent("Output")
        let page = try String(contentsOf: output.appendingPathComponent("web/link/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<link rel=\"canonical\" href=\"https://example.com/docs/a11y/web/link/\">"))
        XCTAssertTrue(
            page.contains("<link rel=\"stylesheet\" href=\"../../assets/site.css\">"), "pages link relatively")
        let notFound = try String(contentsOf: output.appendingPathComponent("404.html"), encoding: .utf8)
        XCTAssertTrue(notFound.contains("<a href=\"https://example.com/docs/a11y/\">Browse all patterns</a>"), notFound)
        // Served at any address, under any sub-path: the stylesheet is in the page.
        XCTAssertTrue(notFound.contains("<style>"))
        XCTAssertFalse(notFound.contains("assets/site.css"))
        let sitemap = try String(contentsOf: output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        XCTAssertEqual(
            sitemap,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.com/docs/a11y/</loc></url>
              <url><loc>https://example.com/docs/a11y/criteria/</loc></url>
              <url><loc>https://example.com/docs/a11y/native/alert-dialog/</loc></url>
              <url><loc>https://example.com/docs/a11y/native/button/</loc></url>
              <url><loc>https://example.com/docs/a11y/web/link/</loc></url>
              <url><loc>https://example.com/docs/a11y/how-to-test/keyboard/</loc></url>
              <url><loc>https://example.com/docs/a11y/how-to-test/screen-reader/</loc></url>
            </urlset>

            """)
    }

    func testAFailedBuildLeavesThePreviousOutputUntouched() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let output = root.appendingPathComponent("Output")
        let before = try snapshot(of: output)

        try Fixtures.write(
            [
                "Content/native/broken.md": "---\ntitle: Broken\ncategories: [unclosed\n---\n",
                "Content/web/also-broken.md": "---\ntitle: No categories\n---\n",
            ], under: root)
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            let buildError = error as? BuildError
            XCTAssertEqual(buildError?.step, "parse")
            XCTAssertEqual(
                Set(buildError?.diagnostics.errors.map(\.location.path) ?? []),
                [options.contentDirectory + "/native/broken.md", options.contentDirectory + "/web/also-broken.md"])
            XCTAssertTrue(
                buildError?.description.hasPrefix("build failed in step 'parse': 2 errors in 2 files\n") ?? false)
        }
        XCTAssertEqual(try snapshot(of: output), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Content", "Output"])
    }

    func testFilesOfDeletedEntriesDoNotLinger() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/web"))
        let report = try SiteBuilder(options: options).build()
        XCTAssertEqual(report.entryCount, 2)
        XCTAssertEqual(
            try Fixtures.files(in: root.appendingPathComponent("Output")),
            Self.expectedFiles.filter { !$0.hasPrefix("web/") && !$0.hasPrefix("criteria/web/") })
    }

    func testTemplateProblemsNameTheTemplateFile() throws {
        var (root, options) = try Fixtures.scratchSite(self)
        let templates = root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(atPath: Fixtures.templates, toPath: templates.path)
        options.templatesDirectory = templates.path
        // A template the folder lacks comes from the built-in theme; a broken one is located.
        try FileManager.default.removeItem(at: templates.appendingPathComponent("404.mustache"))
        try Fixtures.write(["Templates/index.mustache": "<h1>\n{{#collections}}\n{{/entries}}\n"], under: root)
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            let diagnostics = (error as? BuildError)?.diagnostics.errors ?? []
            XCTAssertEqual((error as? BuildError)?.step, "plan")
            XCTAssertEqual(diagnostics.map(\.location.path), [templates.path + "/index.mustache"])
            XCTAssertEqual(diagnostics.last?.location.line, 3)
            XCTAssertEqual(diagnostics.last?.location.column, 1)
            XCTAssertEqual(
                diagnostics.last?.message,
                "template syntax error: {{/entries}} closes section 'collections' — write {{/collections}} near "
                    + "'{{/entries}}'"
            )
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: options.outputDirectory))
    }

    func testAFieldNoPageHasIsAnErrorAtItsPlace() throws {
        var (root, options) = try Fixtures.scratchSite(self)
        options.templatesDirectory = root.appendingPathComponent("Templates").path
        try Fixtures.write(
            [
                "Templates/partials/expectation-table.mustache":
                    "<h3>{{heading}}</h3>\n{{#rows}}<p>{{trigger}} {{resultHtml}}</p>{{/rows}}\n",
                "Templates/index.mustache":
                    "{{<base}}{{$main}}\n<h1>{{page.siteTitel}}</h1>\n{{> partials/missing}}\n{{/main}}{{/base}}\n",
            ], under: root)
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            let diagnostics = (error as? BuildError)?.diagnostics.errors ?? []
            XCTAssertEqual(
                diagnostics.map(\.description),
                [
                    "\(options.templatesDirectory)/index.mustache:2:5: error: no field 'page.siteTitel' here — did you "
                        + "mean 'page.siteTitle'? (the fields each page has are listed in docs/templates.md)",
                    "\(options.templatesDirectory)/index.mustache:3:1: error: no template 'partials/missing' — add "
                        + "partials/missing.mustache to the templates folder",
                    "\(options.templatesDirectory)/partials/expectation-table.mustache:2:25: error: no field "
                        + "'resultHtml' here — did you mean 'resultHTML'? (the fields each page has are listed in "
                        + "docs/templates.md)",
                ])
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: options.outputDirectory))
    }

    func testRefusesAnOutputFolderThatHoldsTheContent() throws {
        var (root, options) = try Fixtures.scratchSite(self)
        options.outputDirectory = root.path
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertEqual((error as? BuildError)?.step, "write")
            XCTAssertTrue("\(error)".contains("choose another --output"), "\(error)")
        }
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/native/button.md").path))
    }

    func testMarksItsOutputAndRefusesToReplaceAFolderItDidNotWrite() throws {
        var (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        XCTAssertTrue(
            try String(contentsOfFile: options.outputDirectory + "/.a11ydocs", encoding: .utf8)
                .hasPrefix(
                    "This folder is written by 'a11ydocs build' and replaced as a whole on every build.\nFiles it "
                        + "wrote, one per line"
                ))
        _ = try SiteBuilder(options: options).build()

        try Fixtures.write(["docs/CNAME": "docs.example.com", "docs/guide.md": "hand-written"], under: root)
        options.outputDirectory = root.appendingPathComponent("docs").path
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertTrue("\(error)".contains("holds 'CNAME' and 'guide.md', which a11ydocs did not write"), "\(error)")
        }
        XCTAssertEqual(try Fixtures.files(in: root.appendingPathComponent("docs")), ["CNAME", "guide.md"])

        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        options.outputDirectory = root.appendingPathComponent("empty").path
        XCTAssertNoThrow(try SiteBuilder(options: options).build(), "an empty folder is fine")
    }

    func testWritesThroughASymlinkedOutputFolder() throws {
        var (root, options) = try Fixtures.scratchSite(self)
        let real = root.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link").path, withDestinationPath: real.path)
        options.outputDirectory = root.appendingPathComponent("link").path + "/"
        _ = try SiteBuilder(options: options).build()
        _ = try SiteBuilder(options: options).build()
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("link").path),
            real.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: real.appendingPathComponent("index.html").path))
    }

    func testRefusesAnOutputFolderInsideTheContent() throws {
        var (_, options) = try Fixtures.scratchSite(self)
        options.outputDirectory = options.contentDirectory + "/site"
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertTrue("\(error)".contains("is inside the content folder"), "\(error)")
        }
    }

    func testAnOutputPathThatIsAFileIsAnError() throws {
        var (root, options) = try Fixtures.scratchSite(self)
        try Fixtures.write(["site.txt": "a file"], under: root)
        options.outputDirectory = root.appendingPathComponent("site.txt").path
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertEqual((error as? BuildError)?.step, "write")
            XCTAssertTrue("\(error)".contains("is a file, not a folder — choose another --output"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("site.txt"), encoding: .utf8), "a file")
    }

    func testAContentFileThatWouldOverwriteAGeneratedFileIsAnError() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        try Fixtures.write(
            ["Content/native/button/index.html": "<p>hand-made</p>", "Content/index.html": "<p>home</p>"], under: root)
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertEqual(
                (error as? BuildError)?.diagnostics.errors.map(\.description),
                [
                    "\(options.contentDirectory)/index.html:1:1: error: this file would overwrite the generated "
                        + "'index.html' — rename or move it",
                    "\(options.contentDirectory)/native/button/index.html:1:1: error: this file would overwrite the "
                        + "generated 'native/button/index.html' — rename or move it",
                ])
        }
    }

    /// Every file's path and bytes.
    private func snapshot(of directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for file in try Fixtures.files(in: directory) {
            result[file] = try Data(contentsOf: directory.appendingPathComponent(file))
        }
        return result
    }
}

extension MarkdownNode {
    /// Text of every block, one per line, so that neighbouring blocks do not run together.
    var plainTextOfAllBlocks: String {
        nodes { [.paragraph, .heading, .codeBlock, .htmlBlock].contains($0.kind) }.map(\.plainText).joined(
            separator: "\n")
    }
}

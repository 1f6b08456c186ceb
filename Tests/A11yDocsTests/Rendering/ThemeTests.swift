import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsModel
@testable import A11yDocsRendering
@testable import A11yDocsSupport

/// The built-in theme is `Templates/` compiled in; a site's templates folder overrides it file by file.
final class ThemeTests: XCTestCase {
    func testTheBuiltInThemeIsExactlyTheTemplatesFolder() throws {
        let folder = Fixtures.templates
        let onDisk = try Fixtures.files(in: URL(fileURLWithPath: folder))
        XCTAssertEqual(
            DefaultThemeFiles.files.keys.sorted(), onDisk,
            "Templates/ and the built-in theme list different files — run 'make embed'")
        for file in onDisk {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            XCTAssertEqual(
                DefaultThemeFiles.files[file], text, "\(file) differs from the built-in theme — run 'make embed'")
        }
    }

    func testWhatInitWritesIsExactlyTheStarterFolder() throws {
        let folder = Fixtures.repository.appendingPathComponent("Sources/A11yDocs/Authoring/Starter")
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
        XCTAssertEqual(
            StarterFiles.files.keys.sorted(), onDisk,
            "the starter folder and what init writes differ — run 'make embed'")
        for file in onDisk {
            XCTAssertEqual(
                StarterFiles.files[file], try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                "\(file): run 'make embed'")
        }
    }

    /// The fixture site built with a templates folder (that may not exist), without dates.
    private func buildFixture(templates: String, into output: URL) throws {
        var options = BuildOptions(
            contentDirectory: Fixtures.siteContent, templatesDirectory: templates, outputDirectory: output.path,
            site: Fixtures.siteOptions())
        options.showsLastUpdated = false
        _ = try SiteBuilder(options: options).build()
    }

    /// A site without a templates folder is built with the built-in theme, byte for byte as with
    /// the theme's source folder.
    func testASiteWithoutTemplatesBuildsWithTheBuiltInTheme() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try buildFixture(
            templates: root.appendingPathComponent("Templates").path, into: root.appendingPathComponent("BuiltIn"))
        try buildFixture(templates: Fixtures.templates, into: root.appendingPathComponent("FromFolder"))
        XCTAssertEqual(
            try differences(root.appendingPathComponent("BuiltIn"), root.appendingPathComponent("FromFolder")), [])
    }

    /// One partial in the site's folder changes what that partial renders and nothing else.
    func testOverridingOnePartialChangesOnlyWhatItRenders() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let templates = root.appendingPathComponent("Templates")
        try Fixtures.write(
            [
                "partials/expectation-table.mustache":
                    "<p class=\"steps\">{{heading}}: {{#rows}}{{trigger}}; {{/rows}}</p>\n"
            ], under: templates)
        try buildFixture(
            templates: root.appendingPathComponent("None").path, into: root.appendingPathComponent("Default"))
        try buildFixture(templates: templates.path, into: root.appendingPathComponent("Overridden"))

        let changed = try differences(root.appendingPathComponent("Default"), root.appendingPathComponent("Overridden"))
        XCTAssertFalse(changed.isEmpty)
        XCTAssertTrue(
            changed.allSatisfy { $0.hasSuffix("/index.html") && $0 != "index.html" && !$0.hasPrefix("criteria/") },
            "\(changed)")
        // Within a changed page, only the tables' place differs.
        let page = "native/button/index.html"
        XCTAssertTrue(changed.contains(page))
        let before = try String(contentsOf: root.appendingPathComponent("Default/" + page), encoding: .utf8)
        let after = try String(contentsOf: root.appendingPathComponent("Overridden/" + page), encoding: .utf8)
        XCTAssertTrue(after.contains("<p class=\"steps\">"), after)
        XCTAssertFalse(after.contains("<table"))
        XCTAssertTrue(before.contains("<table"))
        XCTAssertEqual(
            before.components(separatedBy: "<h2 id=\"how-to-test\">")[0],
            after.components(separatedBy: "<h2 id=\"how-to-test\">")[0])
        XCTAssertEqual(
            before.components(separatedBy: "<h2 id=\"criteria\">")[1],
            after.components(separatedBy: "<h2 id=\"criteria\">")[1])
    }

    func testAnOverriddenAssetReplacesTheThemesAndANewOneIsAdded() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let templates = root.appendingPathComponent("Templates")
        try Fixtures.write(
            ["assets/site.css": "body { color: rebeccapurple; }\n", "assets/logo.svg": "<svg/>\n"], under: templates)
        let options = BuildOptions(
            contentDirectory: Fixtures.siteContent, templatesDirectory: templates.path,
            outputDirectory: root.appendingPathComponent("Output").path, site: Fixtures.siteOptions())
        _ = try SiteBuilder(options: options).build()
        let output = root.appendingPathComponent("Output/assets")
        XCTAssertEqual(
            try String(contentsOf: output.appendingPathComponent("site.css"), encoding: .utf8),
            "body { color: rebeccapurple; }\n")
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("logo.svg"), encoding: .utf8), "<svg/>\n")
        XCTAssertEqual(
            try String(contentsOf: output.appendingPathComponent("site.js"), encoding: .utf8),
            DefaultThemeFiles.files["assets/site.js"])
        // The 404 page carries the site's own stylesheet.
        let notFound = try String(contentsOf: root.appendingPathComponent("Output/404.html"), encoding: .utf8)
        XCTAssertTrue(notFound.contains("<style>body { color: rebeccapurple; }\n</style>"), notFound)
    }

    func testASyntaxErrorInAnOverrideNamesItsFileLineAndColumn() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let templates = root.appendingPathComponent("Templates")
        try Fixtures.write(
            ["partials/notes-section.mustache": "<section>\n{{#frameworks}}\n</section>\n"], under: templates)
        let options = BuildOptions(
            contentDirectory: Fixtures.siteContent, templatesDirectory: templates.path,
            outputDirectory: root.appendingPathComponent("Output").path, site: Fixtures.siteOptions())
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            let diagnostics = (error as? BuildError)?.diagnostics.errors ?? []
            XCTAssertEqual(diagnostics.map(\.location.path), [templates.path + "/partials/notes-section.mustache"])
            XCTAssertGreaterThan(diagnostics.first?.location.line ?? 0, 1)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
    }

    /// Files whose bytes differ, or that only one folder has.
    private func differences(_ a: URL, _ b: URL) throws -> [String] {
        let left = try Fixtures.files(in: a), right = try Fixtures.files(in: b)
        return Set(left).union(right).sorted().filter { file in
            FileManager.default.contents(atPath: a.path + "/" + file)
                != FileManager.default.contents(atPath: b.path + "/" + file)
        }
    }
}

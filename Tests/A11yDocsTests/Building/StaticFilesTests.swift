import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel
@testable import A11yDocsSupport

/// The static folder: copied byte for byte to the output's root, planned with every other output
/// (so a clash is an error), kept up to date by the preview, and what links may point at.
final class StaticFilesTests: XCTestCase {
    /// Bytes no text encoding would keep as they are.
    private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0xFE, 0x00, 0x0D, 0x80])

    /// The fixture site with a `Static/` folder beside its content.
    private func site(_ files: [String: String] = [:]) throws -> (root: URL, options: BuildOptions) {
        var (root, options) = try Fixtures.scratchSite(self)
        options.staticDirectory = root.appendingPathComponent("Static").path
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Static/assets/img"), withIntermediateDirectories: true)
        try png.write(to: root.appendingPathComponent("Static/assets/img/menu.png"))
        try Fixtures.write(["Static/downloads/check list.pdf": "%PDF-1.4"].merging(files) { $1 }, under: root)
        return (root, options)
    }

    func testEveryStaticFileArrivesByteForByteAtItsPath() throws {
        let (root, options) = try site([
            "Static/robots.txt": "User-agent: *\r\nDisallow:\n",
            // Not content: hidden files and editors' leftovers stay out.
            "Static/.DS_Store": "x", "Static/assets/img/menu.png~": "x", "Static/.git/config": "x",
        ])
        let (report, context) = try SiteBuilder(options: options).run()
        let output = root.appendingPathComponent("Output")
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("assets/img/menu.png")), png)
        XCTAssertEqual(
            try Data(contentsOf: output.appendingPathComponent("robots.txt")), Data("User-agent: *\r\nDisallow:\n".utf8)
        )
        XCTAssertEqual(
            try String(contentsOf: output.appendingPathComponent("downloads/check list.pdf"), encoding: .utf8),
            "%PDF-1.4")
        for left in [".DS_Store", "assets/img/menu.png~", ".git"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent(left).path), left)
        }
        let statics = (context.manifest?.items ?? []).filter {
            if case .staticFile = $0.output { return true } else { return false }
        }
        XCTAssertEqual(statics.map(\.path), ["assets/img/menu.png", "downloads/check list.pdf", "robots.txt"])
        XCTAssertEqual(
            statics.map(\.output),
            [.staticFile("assets/img/menu.png"), .staticFile("downloads/check list.pdf"), .staticFile("robots.txt")])
        XCTAssertEqual(report.staticFileCount, 3)
        XCTAssertTrue(report.summary.contains(", 3 static files) in "), report.summary)
        // The theme's own assets are still there beside the static ones.
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/site.css").path))
    }

    func testWithoutAStaticFolderTheSummaryIsAsBefore() throws {
        var (_, options) = try Fixtures.scratchSite(self)
        options.staticDirectory = options.contentDirectory + "/../Missing"
        let report = try SiteBuilder(options: options).build()
        XCTAssertEqual(report.staticFileCount, 0)
        XCTAssertFalse(report.summary.contains("static"), report.summary)
    }

    /// Over a generated page, a theme asset or a content file: an error at the static file, in
    /// the build (which writes nothing) and in `check`.
    func testAStaticFileOverAnotherOutputIsAnErrorNamingIt() throws {
        let (root, options) = try site([
            "Static/index.html": "<p>hand-made home</p>",
            "Static/assets/site.css": "body {}",
            "Static/web/images/link-focus.png": "not the content's",
            "Static/native/button": "a file where a page folder goes",
        ])
        let image = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: options.contentDirectory + "/web/images").sorted().first
        )
        try Fixtures.write(["Static/web/images/" + image: "over a content file"], under: root)
        let folder = try XCTUnwrap(options.staticDirectory)
        let expected = [
            "\(folder)/assets/site.css:1:1: error: this file would overwrite the generated 'assets/site.css' — rename "
                + "or move it",
            "\(folder)/index.html:1:1: error: this file would overwrite the generated 'index.html' — rename or move it",
            "\(folder)/native/button:1:1: error: this file would overwrite the generated 'native/button/' — rename or "
                + "move it",
            "\(folder)/web/images/\(image):1:1: error: this file would overwrite the generated 'web/images/\(image)' — "
                + "rename or move it",
        ]
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertEqual((error as? BuildError)?.diagnostics.errors.map(\.description), expected)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: options.outputDirectory), "nothing is written")
        let findings = try ContentChecker(options: options).check()
        XCTAssertEqual(findings.errors.map(\.description), expected)
    }

    /// Replacing the output would delete a static folder inside it, and an output inside the
    /// static folder would be published again by every build.
    func testTheOutputNeitherHoldsNorSitsInsideTheStaticFolder() throws {
        var (root, options) = try site()
        options.outputDirectory = root.appendingPathComponent("Static/site").path
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertTrue("\(error)".contains("is inside the static folder"), "\(error)")
        }
        options.outputDirectory = root.path
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertTrue("\(error)".contains("holds the"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("Static/assets/img/menu.png")), png)
    }

    func testALinkOutOfTheStaticFolderIsNamedNotFollowed() throws {
        let (root, options) = try site()
        let outside = root.appendingPathComponent("secret.txt")
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Static/secret.txt").path, withDestinationPath: outside.path)
        let report = try SiteBuilder(options: options).build()
        let skipped = report.warnings.filter { if case .skippedPath = $0.problem { return true } else { return false } }
        XCTAssertEqual(skipped.map(\.location.path), [root.appendingPathComponent("Static/secret.txt").path])
        XCTAssertFalse(FileManager.default.fileExists(atPath: options.outputDirectory + "/secret.txt"))
    }

    // MARK: References

    /// An entry with good and broken references to static files, in Markdown and in a live example.
    private let menu = """
        ---
        title: Menu
        categories: navigation
        ---
        ## Web

        ![Menu open](../assets/img/menu.png) and [the page](./link.md)
        ![Menu closed](../assets/img/gone.png)

        ```html example
        <img src="../../assets/img/menu.png" alt=""><a href="../link/">Link</a> <a href="../../">Home</a> <a \
        href="../../downloads/check%20list.pdf?v=2#p1">List</a>
          <a href="../../assets/img/gone.png">x</a> <img src='/elsewhere.png'> <img src="data:image/png;base64,AA"> <a \
        href="#top">Top</a>
        <a href="https://example.org/x.png">x</a> <img alt="" src=../../../above.png>
        ```
        """

    private func referenceFindings(_ findings: [Diagnostic]) -> [String] {
        findings.filter {
            switch $0.problem {
            case .brokenEntryLink, .brokenExampleReference: return true
            default: return false
            }
        }.map(\.description)
    }

    func testCheckAndBuildReportBrokenReferencesOnlyWhereTheSiteHasNoFile() throws {
        let (_, options) = try site(["Content/web/menu.md": menu])
        let file = options.contentDirectory + "/web/menu.md"
        let broken = [
            "\(file):8:16: error: link to '../assets/img/gone.png' points at no entry or file — check the file name "
                + "(links are relative to this file)",
            "\(file):12:12: warning: live example's href=\"../../assets/img/gone.png\" points at "
                + "'assets/img/gone.png', which the site does not have — put the file in the static folder at "
                + "'assets/img/gone.png', or fix the path: it is relative to the entry's page ('web/menu/'), e.g. "
                + "'../../assets/…'",
            "\(file):13:59: warning: live example's src=\"../../../above.png\" climbs above the site's root — write it "
                + "relative to the entry's page ('web/menu/'), e.g. '../../assets/…'",
        ]
        let checked = try ContentChecker(
            contentDirectory: options.contentDirectory, templatesDirectory: options.templatesDirectory,
            staticDirectory: options.staticDirectory
        ).check()
        XCTAssertEqual(referenceFindings(checked), broken)
        // The build says the same, as warnings, and still writes the site.
        let report = try SiteBuilder(options: options).build()
        XCTAssertEqual(
            referenceFindings(report.warnings),
            broken.map { $0.replacingOccurrences(of: ": error: ", with: ": warning: ") })
        // The Markdown image reaches the static file from the page, one folder deeper than the entry's file.
        let page = try String(contentsOfFile: options.outputDirectory + "/web/menu/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("src=\"../../assets/img/menu.png\""), page)
        // `--strict` fails on them before anything is replaced.
        var strict = options
        strict.warningsAreErrors = true
        XCTAssertThrowsError(try SiteBuilder(options: strict).build())
    }

    func testWithoutTheStaticFolderTheSameReferencesAreBroken() throws {
        var (_, options) = try site(["Content/web/menu.md": menu])
        options.staticDirectory = nil
        let findings = referenceFindings(
            try ContentChecker(
                contentDirectory: options.contentDirectory, templatesDirectory: options.templatesDirectory
            ).check())
        XCTAssertEqual(findings.count, 6, findings.joined(separator: "\n"))
        XCTAssertTrue(
            findings.contains { $0.contains(":7:14: error: link to '../assets/img/menu.png'") },
            findings.joined(separator: "\n"))
        XCTAssertTrue(
            findings.contains { $0.contains(":11:11: warning: live example's src=\"../../assets/img/menu.png\"") },
            findings.joined(separator: "\n"))
    }

    func testAttributesAreFoundWithTheirValueColumns() {
        let found = ExampleReferenceRule.attributes(
            in: "<img SRC = \"a.png\" data-src=\"no.png\"><a class=x href=b.html>")
        XCTAssertEqual(found.map(\.name), ["src", "href"])
        XCTAssertEqual(found.map(\.value), ["a.png", "b.html"])
        XCTAssertEqual(found.map(\.column), [13, 54])
        // Lines are passed over unless they name an attribute, in any case.
        XCTAssertEqual(ExampleReferenceRule.attributes(in: "<A HrEf='c.html'>").map(\.value), ["c.html"])
        XCTAssertEqual(
            ExampleReferenceRule.attributes(in: "<img Src=d.png>", named: ["src", "poster"]).map(\.value), ["d.png"])
    }

    // MARK: Preview

    func testThePreviewCopiesAddedChangedAndRemovedStaticFiles() async throws {
        let (root, options) = try site(["Content/web/menu.md": menu])
        let site = IncrementalSite(options: options)
        let first = try await site.buildAll()
        XCTAssertEqual(first.warnings.filter { $0.description.contains("gone.png") }.count, 2)
        let output = root.appendingPathComponent("Output")

        try png.write(to: root.appendingPathComponent("Static/assets/img/gone.png"))
        let added = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(added.changedInputs, ["static/assets/img/gone.png"])
        XCTAssertEqual(added.pages, ["assets/img/gone.png"])
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("assets/img/gone.png")), png)
        // The example's reference reaches it now; the Markdown rule is judged when the entry is read again.
        XCTAssertFalse(
            added.warnings.contains {
                if case .brokenExampleReference = $0.problem {
                    return $0.description.contains("gone.png")
                } else {
                    return false
                }
            })

        try Data("changed".utf8).write(to: root.appendingPathComponent("Static/assets/img/gone.png"))
        let changed = try await XCTUnwrapAsync(
            await site.update(changed: [root.appendingPathComponent("Static/assets/img/gone.png").path]))
        XCTAssertEqual(changed.pages, ["assets/img/gone.png"])
        XCTAssertEqual(
            try String(contentsOf: output.appendingPathComponent("assets/img/gone.png"), encoding: .utf8), "changed")

        try FileManager.default.removeItem(at: root.appendingPathComponent("Static/assets/img/gone.png"))
        let removed = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(removed.changedInputs, ["static/assets/img/gone.png"])
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/img/gone.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/img/menu.png").path))
        XCTAssertTrue(
            removed.warnings.contains {
                if case .brokenExampleReference = $0.problem {
                    return $0.description.contains("gone.png")
                } else {
                    return false
                }
            })

        // A static file over a generated one is refused by an update too; the last good output stays.
        try Data("<p>mine</p>".utf8).write(to: root.appendingPathComponent("Static/index.html"))
        do {
            _ = try await site.update()
            XCTFail("a clash must fail the update")
        } catch let error as BuildError {
            XCTAssertEqual(
                error.diagnostics.errors.map(\.location.path), [root.appendingPathComponent("Static/index.html").path])
        }
        XCTAssertNotEqual(
            try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8), "<p>mine</p>")
    }
}

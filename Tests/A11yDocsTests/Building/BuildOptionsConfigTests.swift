import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel

/// The one mapping from a11ydocs.yml and the command line to a build's options, which every
/// command uses.
final class BuildOptionsConfigTests: XCTestCase {
    /// A library folder with its config, read as the commands read it.
    private func site(_ yaml: String) throws -> (root: String, config: SiteConfig) {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            ["Content/native/a.md": "", "theme/x.mustache": "", "files/y.txt": "", "a11ydocs.yml": yaml], under: root)
        let path = root.appendingPathComponent("a11ydocs.yml").path
        var loader = SiteConfigLoader(path: path)
        let config = loader.decode(yaml)
        XCTAssertFalse(loader.diagnostics.hasErrors, loader.diagnostics.map(\.description).joined(separator: "\n"))
        return (root.path, config)
    }

    func testTheConfigsValuesWithItsFoldersUnderItsOwnFolder() throws {
        let (root, config) = try site(
            """
            title: Patterns
            description: Ours.
            base_url: https://example.org/a11y/
            language: de
            repository: https://gitlab.example.org/team/patterns/
            links: files
            drafts: true
            content: ./Content
            templates: theme
            static: files
            output: public/site
            """)
        let options = try BuildOptions(config: config, overrides: BuildOverrides())
        XCTAssertEqual(options.contentDirectory, root + "/./Content")
        XCTAssertEqual(options.templatesDirectory, root + "/theme")
        XCTAssertEqual(options.staticDirectory, root + "/files")
        XCTAssertEqual(options.outputDirectory, root + "/public/site")
        XCTAssertEqual(options.site.title, "Patterns")
        XCTAssertEqual(options.site.description, "Ours.")
        XCTAssertEqual(options.site.baseURL, "https://example.org/a11y/")
        XCTAssertEqual(options.site.language, "de")
        XCTAssertEqual(options.site.links, .files)
        XCTAssertEqual(options.site.editURLPrefix, "https://gitlab.example.org/team/patterns/-/edit/main/Content/")
        XCTAssertTrue(options.includesDrafts)
        XCTAssertEqual(options.baseURLSource?.line, 3)
    }

    func testFlagsOverTheConfigAndNamedFoldersMustExist() throws {
        let (root, config) = try site("templates: theme\nbase_url: /a11y/\n")
        let flags = BuildOverrides(
            content: root + "/Content", output: "Elsewhere", baseURL: "/docs/", links: .files, allowRawHTML: true,
            drafts: true)
        let options = try BuildOptions(config: config, overrides: flags)
        XCTAssertEqual(options.contentDirectory, root + "/Content")
        XCTAssertEqual(options.templatesDirectory, root + "/theme")
        XCTAssertEqual(options.outputDirectory, "Elsewhere")
        XCTAssertEqual(
            options.staticDirectory, "Static", "a default folder is from the current folder, and may be missing")
        XCTAssertEqual(options.site.baseURL, "/docs/")
        XCTAssertEqual(options.baseURLSource, .commandLine("--base-url"))
        XCTAssertTrue(options.site.allowRawHTML)
        XCTAssertTrue(options.includesDrafts)

        XCTAssertThrowsError(
            try BuildOptions(
                config: config, overrides: BuildOverrides(content: root + "/Content", templates: root + "/Nowhere"))
        ) { error in
            XCTAssertEqual(
                error as? BuildOptions.MissingFolder,
                BuildOptions.MissingFolder(path: root + "/Nowhere", kind: .templates))
        }
        XCTAssertThrowsError(try BuildOptions(config: config, overrides: BuildOverrides(content: root + "/Entries"))) {
            error in
            XCTAssertEqual(
                error as? BuildOptions.MissingFolder,
                BuildOptions.MissingFolder(path: root + "/Entries", kind: .content))
        }
    }

    /// `check` judges the site with its own settings: a site that allows raw HTML is not told
    /// about the HTML files it publishes.
    func testCheckRunsWithTheSitesOptions() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            [
                "Content/native/a.md": "---\ntitle: A\ncategories: c\n---\n## iOS\n- x\n## Android\n- y\n",
                "Content/native/demo.html": "<script></script>",
            ], under: root)
        var options = BuildOptions(
            contentDirectory: root.appendingPathComponent("Content").path, templatesDirectory: "")
        XCTAssertTrue(try ContentChecker(options: options).check().contains { $0.problem == .scriptableFile })
        options.site.allowRawHTML = true
        XCTAssertFalse(try ContentChecker(options: options).check().contains { $0.problem == .scriptableFile })
    }
}

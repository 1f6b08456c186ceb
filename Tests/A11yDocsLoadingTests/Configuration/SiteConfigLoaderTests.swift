import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel
@testable import A11yDocsSupport

final class SiteConfigLoaderTests: XCTestCase {
    private func load(_ yaml: String) throws -> (config: SiteConfig, diagnostics: [Diagnostic]) {
        var loader = SiteConfigLoader(path: "a11ydocs.yml")
        let config = loader.decode(yaml)
        return (config, loader.diagnostics)
    }

    func testReadsEveryKey() throws {
        let (config, diagnostics) = try load(
            """
            title: Team patterns
            description: How our controls behave.
            base_url: https://example.org/a11y/
            language: en-GB
            repository: https://github.com/team/patterns
            edit_path: edit/trunk/Content/
            links: files
            drafts: yes
            collections:
              web:
                name: Web
                order: 1
                description: Browser patterns.
              native: Native apps
            footer:
              - text: Team
                url: https://example.org/team
              - Help: https://example.org/help
            content: entries
            templates: theme
            output: site
            static: public
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(config.title, "Team patterns")
        XCTAssertEqual(config.description, "How our controls behave.")
        XCTAssertEqual(config.baseURL, "https://example.org/a11y/")
        XCTAssertEqual(config.language, "en-GB")
        XCTAssertEqual(config.repository, "https://github.com/team/patterns")
        XCTAssertEqual(config.editPath, "edit/trunk/Content/")
        XCTAssertEqual(config.links, .files)
        XCTAssertEqual(config.drafts, true)
        XCTAssertEqual(
            config.collections,
            [
                CollectionSettings(folder: "web", name: "Web", order: 1, description: "Browser patterns."),
                CollectionSettings(folder: "native", name: "Native apps"),
            ])
        XCTAssertEqual(
            config.footer,
            [
                FooterLink(text: "Team", url: "https://example.org/team"),
                FooterLink(text: "Help", url: "https://example.org/help"),
            ])
        XCTAssertEqual(
            [config.content, config.templates, config.output, config.staticFolder],
            ["entries", "theme", "site", "public"])
    }

    func testTheStaticKeyIsLeftOutByDefaultAndSuggestedWhenMisspelt() throws {
        XCTAssertNil(try load("title: Patterns\n").config.staticFolder)
        let (config, diagnostics) = try load("statics: Files\n")
        XCTAssertNil(config.staticFolder)
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["a11ydocs.yml:1:1: warning: unknown key 'statics' — did you mean 'static'?"])
        let (wrong, problems) = try load("static: [a, b]\n")
        XCTAssertNil(wrong.staticFolder)
        XCTAssertTrue(problems.hasErrors, "a list is not a folder")
    }

    func testAnEmptyFileOrOneOfCommentsIsEveryDefault() throws {
        for yaml in ["", "# nothing yet\n"] {
            let (config, diagnostics) = try load(yaml)
            XCTAssertEqual(diagnostics, [])
            XCTAssertEqual(config, SiteConfig(path: "a11ydocs.yml"))
        }
    }

    func testAnUnknownKeyIsAWarningWithASuggestionWhereItIsWritten() throws {
        let (config, diagnostics) = try load("title: Patterns\nlanguge: de\n")
        XCTAssertEqual(config.title, "Patterns")
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["a11ydocs.yml:2:1: warning: unknown key 'languge' — did you mean 'language'?"])
    }

    func testJekyllAndHyphenatedSpellingsAreReadAsTheKeyTheyMean() throws {
        let (config, diagnostics) = try load("baseurl: /a11y/\nEdit-Path: edit/main/Content/\n")
        XCTAssertEqual(config.baseURL, "/a11y/")
        XCTAssertEqual(config.editPath, "edit/main/Content/")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "a11ydocs.yml:1:1: warning: 'baseurl' is read as 'base_url' — write 'base_url'",
                "a11ydocs.yml:2:1: warning: 'Edit-Path' is read as 'edit_path' — write 'edit_path'",
            ])
    }

    func testAValueOfTheWrongKindIsAnErrorAtTheValue() throws {
        let (_, diagnostics) = try load(
            """
            title: Patterns
            base_url: example.org
            links: fancy
            drafts: maybe
            footer: Team
            """)
        XCTAssertEqual(
            diagnostics.map(\.location.description),
            ["a11ydocs.yml:2:11", "a11ydocs.yml:3:8", "a11ydocs.yml:4:9", "a11ydocs.yml:5:9"])
        XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .error })
        XCTAssertEqual(
            diagnostics[1].message,
            "'links' must be 'pretty' (native/carousel/) or 'files' (native/carousel/index.html)")
    }

    func testABaseURLThatLeadsToAnotherSiteIsAnError() throws {
        for bad in [
            "//evil.example/x/", "///x/", "https:///x/", "http://user@evil.example/", "/a11y/\\evil", "/a b/",
            "javascript:alert(1)", "/x\"onmouseover=alert(1)//",
        ] {
            let (config, diagnostics) = try load("base_url: '\(bad)'\n")
            XCTAssertNil(config.baseURL, bad)
            XCTAssertEqual(
                diagnostics.map(\.description),
                [
                    "a11ydocs.yml:1:11: error: 'base_url' must be '/', a path such as '/a11y/' (not '//…'), or a full "
                        + "URL such as 'https://example.org/a11y/'"
                ], bad)
        }
        for good in ["/", "/a11y/", "https://example.org/a11y/", "HTTP://example.org", "http://localhost:8000/docs/"] {
            XCTAssertEqual(try load("base_url: '\(good)'\n").0.baseURL, good)
        }
    }

    func testInvalidYAMLIsLocatedAsInFrontMatter() throws {
        let (_, diagnostics) = try load("title: Patterns\n\tlanguage: en\n")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "a11ydocs.yml:2:1: error: a tab character here — YAML indents with spaces only: replace the tab with "
                    + "spaces"
            ])
    }

    func testATextWhereAMapBelongsIsAnError() throws {
        let (_, diagnostics) = try load("- title: Patterns\n")
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["a11ydocs.yml:1:1: error: a11ydocs.yml must be a set of 'key: value' lines, e.g. 'title: Pattern library'"]
        )
    }

    func testLoadThrowsEveryErrorAndReturnsWarnings() throws {
        let folder = try Fixtures.temporaryDirectory(self)
        let path = folder.appendingPathComponent("a11ydocs.yml").path
        try "titel: Patterns\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (_, warnings) = try SiteConfigLoader.load(from: path)
        XCTAssertEqual(
            warnings.map(\.description), ["\(path):1:1: warning: unknown key 'titel' — did you mean 'title'?"])
        try "links: nice\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SiteConfigLoader.load(from: path)) { error in
            XCTAssertEqual((error as? BuildError)?.diagnostics.map(\.location.description), ["\(path):1:8"])
        }
        try Data([0x74, 0x69, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SiteConfigLoader.load(from: path)) { error in
            XCTAssertEqual((error as? BuildError)?.diagnostics.map(\.problem), [.invalidUTF8])
        }
        XCTAssertThrowsError(try SiteConfigLoader.load(from: folder.appendingPathComponent("missing.yml").path)) {
            error in
            XCTAssertEqual((error as? BuildError)?.step, "config")
        }
    }

    /// `key:` with nothing after it and `~` are YAML's null: left out with a warning, as in front matter.
    func testANullValueIsEmpty() throws {
        let (config, diagnostics) = try load("title: ~\ndescription:\n")
        XCTAssertNil(config.title)
        XCTAssertNil(config.description)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "a11ydocs.yml:1:8: warning: 'title' is empty — give it a value or remove the key",
                "a11ydocs.yml:2:13: warning: 'description' is empty — give it a value or remove the key",
            ])
    }
}

extension SiteConfigLoaderTests {
    /// Folders named in the config stay inside the config's folder, links followed; `~` is a name.
    func testFoldersMustLeadInsideTheConfigsFolder() throws {
        let root = try Fixtures.temporaryDirectory(self).resolvingSymlinksInPath()
        let library = root.appendingPathComponent("library")
        try FileManager.default.createDirectory(
            at: library.appendingPathComponent("theme"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: library.appendingPathComponent("keys"), withDestinationURL: URL(fileURLWithPath: "/etc"))
        let path = library.appendingPathComponent("a11ydocs.yml").path
        var loader = SiteConfigLoader(path: path)
        let config = loader.decode("content: ./Content/\ntemplates: theme\noutput: ../site\nstatic: keys\n")
        XCTAssertEqual(config.content, "./Content/")
        XCTAssertEqual(config.templates, "theme")
        XCTAssertNil(config.output)
        XCTAssertNil(config.staticFolder)
        XCTAssertEqual(
            loader.diagnostics.map(\.description),
            [
                "\(path):3:9: error: 'output' leads outside the library's folder ('\(library.path)') to "
                    + "'\(root.path)/site', and a folder named in a11ydocs.yml must be inside it — name a folder "
                    + "inside '\(library.path)'; to use a folder elsewhere, pass --output <path> on the command "
                    + "line instead",
                "\(path):4:9: error: 'static' leads outside the library's folder ('\(library.path)') to '/etc', and a "
                    + "folder named in a11ydocs.yml must be inside it — name a folder inside '\(library.path)'",
            ])
        var tilde = SiteConfigLoader(path: path)
        XCTAssertEqual(tilde.decode("static: ~/.ssh\ncontent: .\n").staticFolder, "~/.ssh")
        XCTAssertEqual(tilde.diagnostics, [])
        var absolute = SiteConfigLoader(path: path)
        _ = absolute.decode("content: \(library.path)/Content\ntemplates: /\n")
        XCTAssertEqual(
            absolute.diagnostics.map(\.problem.severity), [.error], "an absolute path inside is fine, '/' is not")
    }
}

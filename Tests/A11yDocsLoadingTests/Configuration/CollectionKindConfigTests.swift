import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// `kind:` in a collection's block: patterns by default, guides when declared, and an error at
/// any other value.
final class CollectionKindConfigTests: XCTestCase {
    private func load(_ yaml: String) -> (config: SiteConfig, diagnostics: [Diagnostic]) {
        var loader = SiteConfigLoader(path: "a11ydocs.yml")
        let config = loader.decode(yaml)
        return (config, loader.diagnostics)
    }

    func testACollectionIsPatternsUnlessItSaysGuides() {
        let (config, diagnostics) = load(
            """
            collections:
              native: Native apps
              web:
                name: Web
                kind: patterns
              how-to-test:
                name: How to test
                order: 3
                kind: guides
                description: Step-by-step guides for testers.
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(config.collections.map(\.kind), [.patterns, .patterns, .guides])
        XCTAssertEqual(
            config.collections[2],
            CollectionSettings(
                folder: "how-to-test", name: "How to test", order: 3, description: "Step-by-step guides for testers.",
                kind: .guides))
        let options = SiteOptions(collections: config.collections)
        XCTAssertEqual(options.kind(of: "how-to-test"), .guides)
        XCTAssertEqual(options.kind(of: "native"), .patterns)
        XCTAssertEqual(options.kind(of: "not-configured"), .patterns)
    }

    func testTheKindIsReadWhateverItsCase() {
        let (config, diagnostics) = load("collections:\n  about:\n    kind: Guides\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(config.collections.first?.kind, .guides)
    }

    func testAMisspeltKindIsAnErrorAtItsValueWithTheKindItIsClosestTo() {
        let (config, diagnostics) = load("collections:\n  how-to-test:\n    name: How to test\n    kind: guide\n")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "a11ydocs.yml:4:11: error: 'guide' is not a kind of collection — did you mean 'guides'? write "
                    + "'patterns' (entries with test criteria, the default) or 'guides' (free pages)"
            ])
        XCTAssertEqual(config.collections.first?.kind, .patterns, "the collection is still read, as patterns")
    }

    func testAKindFarFromAnyIsAnErrorWithoutASuggestion() {
        let (_, diagnostics) = load("collections:\n  blog:\n    kind: articles\n")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.severity, .error)
        XCTAssertEqual(
            diagnostics.first?.message,
            "'articles' is not a kind of collection — write 'patterns' (entries with test criteria, the default) or "
                + "'guides' (free pages)")
    }

    func testAKindThatIsNotTextIsAnError() {
        let (_, diagnostics) = load("collections:\n  about:\n    kind: [guides]\n")
        XCTAssertEqual(
            diagnostics.map(\.problem),
            [.wrongType(key: "kind", expected: "a text on one line or a block scalar ('|')")])
    }

    func testAMisspeltFieldSuggestsKind() {
        let (_, diagnostics) = load("collections:\n  about:\n    knd: guides\n")
        XCTAssertEqual(diagnostics.map(\.problem), [.unknownKey("knd", suggestion: "kind")])
    }

    func testTheBuildStopsAtAMisspeltKind() throws {
        let folder = try Fixtures.temporaryDirectory(self)
        let path = folder.appendingPathComponent("a11ydocs.yml").path
        try Data("collections:\n  how-to-test:\n    kind: guidse\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SiteConfigLoader.load(from: path)) { error in
            let diagnostics = (error as? BuildError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.map(\.location), [SourceLocation(path: path, line: 3, column: 11)])
            XCTAssertEqual(diagnostics.first?.problem, .unknownCollectionKind("guidse", suggestion: "guides"))
        }
    }
}

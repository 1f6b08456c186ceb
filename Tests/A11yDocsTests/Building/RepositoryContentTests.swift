import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel

/// The library's own entries build cleanly and cover what every entry must cover.
final class RepositoryContentTests: XCTestCase {
    func testTheLibrarysOwnContentBuildsWithoutErrorsOrWarnings() throws {
        let output = try Fixtures.temporaryDirectory(self).appendingPathComponent("Output")
        let options = BuildOptions(
            contentDirectory: Fixtures.repository.appendingPathComponent("Content").path,
            templatesDirectory: Fixtures.templates, outputDirectory: output.path,
            site: SiteOptions(baseURL: "https://example.org/a11y/")
        )
        let report = try SiteBuilder(options: options).build()
        XCTAssertGreaterThanOrEqual(report.entryCount, 12)
        XCTAssertEqual(report.warnings.map(\.description), [])
    }

    /// Native entries cover iOS and Android with all four frameworks; web entries the web, with a
    /// live example of the pattern.
    func testEveryEntryCoversItsPlatformsAllFrameworksAndHasSnippets() throws {
        let content = try ContentLoader(directory: Fixtures.repository.appendingPathComponent("Content").path).load()
        XCTAssertGreaterThanOrEqual(content.entries.filter { $0.collection == "web" }.count, 8)
        for entry in content.entries {
            let platforms: [Platform] = entry.collection == "web" ? [.web] : [.iOS, .android]
            XCTAssertEqual(entry.platforms.map(\.platform), platforms, entry.slug)
            XCTAssertEqual(entry.coveredFrameworks, platforms.flatMap(\.frameworks), entry.slug)
            XCTAssertFalse(entry.keyboard.isEmpty || entry.mobile.isEmpty || entry.settings.isEmpty, entry.slug)
            XCTAssertNotNil(entry.screenReader.name, entry.slug)
            XCTAssertNotNil(entry.screenReader.role, entry.slug)
            XCTAssertNotNil(entry.screenReader.state, entry.slug)
            XCTAssertNotNil(entry.description, entry.slug)
            for platform in platforms {
                XCTAssertTrue(
                    entry.snippets.contains { $0.platform == platform }, "\(entry.slug) has no \(platform) snippet")
            }
            XCTAssertEqual(
                entry.generalNotes.filter { !$0.isEmpty }.map(\.title), [],
                "\(entry.slug): text outside the platform sections")
            if entry.collection == "web" {
                XCTAssertTrue(entry.snippets.contains { $0.language == "html" }, "\(entry.slug) has no HTML example")
            }
        }
    }
}

import A11yDocs
import A11yDocsLoading
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsMCP

/// A copy of the fixture site's content in a folder of its own, removed after the test, and the
/// library loaded from it as the server loads it, with the collections its `a11ydocs.yml` declares
/// (its guides are no entries of the library).
struct FixtureLibrary {
    private static let collections =
        (try? SiteConfigLoader.load(
            from: URL(fileURLWithPath: Fixtures.siteContent).deletingLastPathComponent()
                .appendingPathComponent(SiteConfig.fileName).path
        ).config.collections) ?? []

    let content: URL
    let options: BuildOptions

    /// `evidence`: the library's evidence settings, as `a11ydocs.yml` would give them.
    init(for test: XCTestCase, evidence: EvidenceSettings? = nil) throws {
        let root = try Fixtures.temporaryDirectory(test)
        content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(atPath: Fixtures.siteContent, toPath: content.path)
        var site = SiteOptions(baseURL: "https://example.org/a11y/", collections: Self.collections)
        if let evidence { site.evidence = evidence }
        var options = BuildOptions(
            contentDirectory: content.path, templatesDirectory: root.appendingPathComponent("Templates").path,
            outputDirectory: root.appendingPathComponent("Output").path, site: site)
        options.showsLastUpdated = false
        self.options = options
    }

    var source: LibrarySource {
        let options = options
        return LibrarySource(watchedPaths: [content.path]) { try PatternLibrary.load(options) }
    }

    /// The server's dispatcher on this library, over `channel`.
    func dispatcher(over channel: any LineChannel) throws -> Dispatcher {
        MCPServer.dispatcher(state: try LibraryState(source: source) { _ in }, version: "test", channel: channel) { _ in
        }
    }
}

import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading

/// The fixture library previewed from a scratch folder, built once: where the incremental
/// tests start. `Templates/` holds a copy of the built-in templates when a test edits them, and
/// is missing (overrides only) otherwise.
enum PreviewedSite {
    static func start(
        _ test: XCTestCase, copyingTemplates: Bool = false, site: SiteOptions = Fixtures.siteOptions()
    )
        async throws -> (IncrementalSite, URL)
    {
        let root = try Fixtures.temporaryDirectory(test)
        try FileManager.default.copyItem(
            atPath: Fixtures.siteContent, toPath: root.appendingPathComponent("Content").path)
        if copyingTemplates {
            try FileManager.default.copyItem(
                atPath: Fixtures.templates, toPath: root.appendingPathComponent("Templates").path)
        }
        let options = BuildOptions(
            contentDirectory: root.appendingPathComponent("Content").path,
            templatesDirectory: root.appendingPathComponent("Templates").path,
            outputDirectory: root.appendingPathComponent("Output").path, site: site)
        let preview = IncrementalSite(options: options)
        _ = try await preview.buildAll()
        return (preview, root)
    }

    /// A file of the preview's output, as text.
    static func text(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Output").appendingPathComponent(path), encoding: .utf8)
    }
}

import A11yDocsTestSupport
import Foundation
import Synchronization
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel
@testable import A11yDocsRendering

extension Fixtures {
    /// The fixture site's `a11ydocs.yml`, which declares its guides collection.
    static let siteConfig = URL(fileURLWithPath: siteContent).deletingLastPathComponent().appendingPathComponent(
        SiteConfig.fileName
    ).path

    /// The fixture site's collections as its `a11ydocs.yml` declares them (`how-to-test` holds guides):
    /// what every build of the fixture site is given, as the command line gives it.
    static let siteCollections = (try? SiteConfigLoader.load(from: siteConfig).config.collections) ?? []

    /// The fixture site's options, as its `a11ydocs.yml` sets them, for a site at `baseURL`.
    static func siteOptions(baseURL: String = "/") -> SiteOptions {
        SiteOptions(baseURL: baseURL, collections: siteCollections)
    }

    /// The fixture site's content copied into a scratch folder, so a test can break it, with
    /// options that build it into `Output/` beside it, for a site at a full address (so it has a
    /// sitemap).
    static func scratchSite(_ test: XCTestCase) throws -> (root: URL, options: BuildOptions) {
        let root = try temporaryDirectory(test)
        try FileManager.default.copyItem(atPath: siteContent, toPath: root.appendingPathComponent("Content").path)
        let options = BuildOptions(
            contentDirectory: root.appendingPathComponent("Content").path,
            templatesDirectory: templates,
            outputDirectory: root.appendingPathComponent("Output").path,
            site: siteOptions(baseURL: "https://example.org/a11y/")
        )
        return (root, options)
    }
}

/// Asserts that the preview's next update fails, and hands its error to `check`.
func assertUpdateFails(
    _ site: IncrementalSite, _ message: String = "", file: StaticString = #filePath, line: UInt = #line,
    _ check: (Error) -> Void
) async {
    do {
        _ = try await site.update()
        XCTFail("the update succeeded \(message)", file: file, line: line)
    } catch {
        check(error)
    }
}

/// Files a renderer hands over, from whichever thread renders them.
final class RenderedFiles: Sendable {
    private let collected = Mutex<[OutputFile]>([])

    /// Text written in parts is kept whole; a file that cannot be made fails the render.
    func add(_ file: OutputFile) throws {
        var file = file
        if case .parts(let parts) = file.contents { file.contents = .text(try parts.joined()) }
        if case .bytes(let bytes) = file.contents { file.contents = .text(String(decoding: bytes, as: UTF8.self)) }
        collected.withLock { $0.append(file) }
    }

    /// Every file, by path.
    var files: [OutputFile] { collected.withLock { files in files.sorted { $0.path < $1.path } } }
}

extension SiteRenderer {
    /// Every file of the site these contents make, rendered but not written.
    func renderAll(_ content: LoadedContent, contentDirectory: String, concurrently: Bool = true) throws -> [OutputFile]
    {
        let manifest = SiteManifest(
            entries: content.entries, guides: content.guides, assets: content.assets, theme: theme,
            withSitemap: options.hasAbsoluteBaseURL)
        let rendered = RenderedFiles()
        try render(
            manifest.items, entries: content.entries, guides: content.guides, contentDirectory: contentDirectory,
            concurrently: concurrently, write: rendered.add)
        return rendered.files
    }
}

extension RenderedFiles {
    /// The files a build of `options` writes, rendered but not written, and the paths its plan lists.
    static func site(_ options: BuildOptions) throws -> (files: [OutputFile], planned: Set<String>) {
        var context = BuildContext(options: options)
        for step in BuildSteps.all where step.name != .write { try step.run(&context) }
        let manifest = try XCTUnwrap(context.manifest)
        let rendered = RenderedFiles()
        try XCTUnwrap(context.renderer).render(
            manifest.items, entries: context.content?.entries ?? [], guides: context.content?.guides ?? [],
            contentDirectory: options.contentDirectory, write: rendered.add)
        return (rendered.files, manifest.paths)
    }
}

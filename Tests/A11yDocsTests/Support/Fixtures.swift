import Foundation
import Synchronization
import XCTest
@testable import A11yDocsModel
@testable import A11yDocsMarkdown
@testable import A11yDocsLoading
@testable import A11yDocsRendering
@testable import A11yDocs

/// Paths to the repository, its templates and the fixtures, and scratch folders for tests.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let templates = repository.appendingPathComponent("Templates").path
    static let siteContent = repository.appendingPathComponent("Tests/A11yDocsTests/Fixtures/Site/Content").path

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: siteContent + "/" + relativePath, encoding: .utf8)
    }

    /// A fresh empty folder, removed when the test ends.
    static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
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
            site: SiteOptions(baseURL: "https://example.org/a11y/")
        )
        return (root, options)
    }

    /// The pid of a process that has ended (and been reaped): the owner of a killed run's leftovers.
    static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// Writes files (path → text) under a folder, creating folders as needed.
    static func write(_ files: [String: String], under root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Loads one entry from text, as if it were `Content/native/<slug>.md`.
    static func entry(_ text: String, slug: String = "sample") -> (entry: Entry?, diagnostics: [Diagnostic]) {
        EntryLoader.load(Data(text.utf8), path: "Content/native/\(slug).md", file: "native/\(slug).md", collection: "native", slug: slug)
    }

    /// Every file below a folder, relative to it, sorted.
    static func files(in directory: URL) throws -> [String] {
        try ContentTree.files(in: directory.path)
    }
}

/// `XCTUnwrap` for a value an actor call returned.
func XCTUnwrapAsync<T>(_ value: @autoclosure () async throws -> T?, file: StaticString = #filePath, line: UInt = #line) async throws -> T {
    let result = try await value()
    return try XCTUnwrap(result, file: file, line: line)
}

/// Asserts that the preview's next update fails, and hands its error to `check`.
func assertUpdateFails(_ site: IncrementalSite, _ message: String = "", file: StaticString = #filePath, line: UInt = #line,
                       _ check: (Error) -> Void) async {
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
    func renderAll(_ content: LoadedContent, contentDirectory: String, concurrently: Bool = true) throws -> [OutputFile] {
        let manifest = SiteManifest(entries: content.entries, assets: content.assets, theme: theme, withSitemap: options.hasAbsoluteBaseURL)
        let rendered = RenderedFiles()
        try render(manifest.items, entries: content.entries, contentDirectory: contentDirectory, concurrently: concurrently, write: rendered.add)
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
        try XCTUnwrap(context.renderer).render(manifest.items, entries: context.content?.entries ?? [], contentDirectory: options.contentDirectory,
                                               write: rendered.add)
        return (rendered.files, manifest.paths)
    }
}

import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsImport
@testable import A11yDocsSupport

/// A scratch folder for import tests: a site at `site/`, what lies beside it (`outside/`), and
/// the destination `Content/`. Removed when the test ends.
struct ImportScratch {
    let root: URL

    init(_ test: XCTestCase) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        test.addTeardownBlock { [root] in try? FileManager.default.removeItem(at: root) }
    }

    var site: String { path("site") }
    var content: String { path("Content") }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The path with its links resolved, as messages name it.
    func resolved(_ relative: String) -> String { SiteFiles.resolve(path(relative)) ?? path(relative) }

    func write(_ files: [String: String]) throws {
        try Fixtures.write(files, under: root)
    }

    /// Makes `link` (relative to the scratch folder) a symlink holding `target` as written.
    func link(_ link: String, to target: String) throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(link).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path(link), withDestinationPath: target)
    }

    /// The planned file's text.
    static func text(_ plan: ImportPlan, _ path: String) -> String? {
        plan.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }
}

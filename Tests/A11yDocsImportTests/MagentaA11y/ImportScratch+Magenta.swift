import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsImport
@testable import A11yDocsLoading
@testable import A11yDocsModel

/// MagentaA11y libraries in a scratch folder: the fixture library (`Fixtures/MagentaA11y`, with
/// its MANIFEST.md of exact counts) copied whole, or pages written for one test; planned as the
/// command plans them, and the planned files loaded with the loader `build` uses.
extension ImportScratch {
    static let magentaFixture = Fixtures.repository.appendingPathComponent("Tests/a11ydocsTests/Fixtures/MagentaA11y")

    /// The fixture library at `site/`.
    func copyMagentaFixture() throws {
        try FileManager.default.copyItem(at: Self.magentaFixture, to: root.appendingPathComponent("site"))
    }

    /// Pages under `site/public/content/documentation/` (`native/controls/x.md` → text).
    func writeMagenta(_ pages: [String: String]) throws {
        try write(Dictionary(uniqueKeysWithValues: pages.map { ("site/public/content/documentation/" + $0, $1) }))
    }

    func planMagenta(from source: String? = nil) throws -> ImportPlan {
        try MagentaImporter().plan(ImportRequest(source: source ?? site, destination: content))
    }

    /// A planned page loaded as `build` loads it (`native/rating.md`).
    static func loaded(_ plan: ImportPlan, _ path: String) throws -> (entry: Entry, diagnostics: [Diagnostic]) {
        let file = try XCTUnwrap(plan.files.first { $0.path == path }, "\(path) is not planned")
        let parts = path.split(separator: "/")
        let loaded = EntryLoader.load(
            file.contents, path: "Content/" + path, file: path, collection: String(parts[0]),
            slug: String(parts[1].dropLast(3)))
        return (
            try XCTUnwrap(loaded.entry, loaded.diagnostics.map(\.description).joined(separator: "\n")),
            loaded.diagnostics
        )
    }

    /// The findings of one source file, as `line: message`, in order.
    static func findings(_ plan: ImportPlan, in file: String) -> [String] {
        plan.report.findings.filter { $0.location.path.hasSuffix("/" + file) }.map {
            "\($0.location.line): \($0.message)"
        }
    }
}

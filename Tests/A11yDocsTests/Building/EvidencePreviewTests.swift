import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsModel

/// The preview judges every entry's records again on each update: a stale record is warned once,
/// whichever file was saved, and no longer once a new record replaces it.
final class EvidencePreviewTests: XCTestCase {
    private let slider = "Content/web/slider.md"

    private func slider(tested date: String) -> String {
        "---\ntitle: Slider\ncategories: inputs\ntested:\n  - with: NVDA\n    date: \(date)\n    result: pass\n---\n"
    }

    private func staleWarnings(_ warnings: [Diagnostic]) -> [String] {
        warnings.filter { $0.message.hasPrefix("the latest record for NVDA") }.map(\.location.description)
    }

    func testAStaleRecordIsWarnedOnceWhateverFileIsSaved() async throws {
        var (root, options) = try Fixtures.scratchSite(self)
        options.site.evidence = EvidenceSettings(today: RecordDate(year: 2026, month: 6, day: 1))
        try Fixtures.write([slider: slider(tested: "2024-01-10")], under: root)
        let site = IncrementalSite(options: options)
        let report = try await site.buildAll()
        let expected = [root.appendingPathComponent(slider).path + ":5:5"]
        XCTAssertEqual(staleWarnings(report.warnings), expected)

        try Fixtures.write(["Content/web/tabs.md": "---\ntitle: Tabs\ncategories: widgets\n---\nSaved.\n"], under: root)
        let other = try await XCTUnwrapAsync(await site.update())
        _ = try other.finish()
        XCTAssertEqual(staleWarnings(other.warnings), expected, "another file saved: still one warning")

        try Fixtures.write([slider: slider(tested: "2024-01-10") + "Saved.\n"], under: root)
        let same = try await XCTUnwrapAsync(await site.update())
        _ = try same.finish()
        XCTAssertEqual(staleWarnings(same.warnings), expected, "the entry saved: still one warning")

        try Fixtures.write([slider: slider(tested: "2026-05-20")], under: root)
        let retested = try await XCTUnwrapAsync(await site.update())
        _ = try retested.finish()
        XCTAssertEqual(staleWarnings(retested.warnings), [], "a new record: no warning")
    }
}

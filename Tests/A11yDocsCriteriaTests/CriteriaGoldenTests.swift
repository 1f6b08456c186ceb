import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsCriteria
@testable import A11yDocsMarkdown
@testable import A11yDocsModel

/// The three criteria texts of two fixture entries (one per body layout), compared with golden
/// files in `Golden/`. Set `A11YDOCS_RECORD_SNAPSHOTS=1` to accept a deliberate change.
final class CriteriaGoldenTests: XCTestCase {
    private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
    private static let baseURL = "https://a11y.example.com/docs/"

    func testCondensedGherkinAndWCAGTextsMatchTheGoldenFiles() throws {
        let record = ProcessInfo.processInfo.environment["A11YDOCS_RECORD_SNAPSHOTS"] == "1"
        for slug in ["alert-dialog", "button"] {
            let entry = try XCTUnwrap(Fixtures.entry(try Fixtures.text("native/\(slug).md"), slug: slug).entry)
            let texts = [
                (
                    "\(slug).txt",
                    CondensedCriteria.text(for: entry, url: SitePaths.url(of: entry, baseURL: Self.baseURL))
                ),
                ("\(slug).feature", GherkinCriteria.feature(for: entry)),
                ("\(slug).wcag.txt", try XCTUnwrap(WCAGCriteria.text(for: entry))),
            ]
            for (name, actual) in texts {
                let url = Self.directory.appendingPathComponent(name)
                if record {
                    try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
                    try actual.write(to: url, atomically: true, encoding: .utf8)
                    continue
                }
                XCTAssertEqual(
                    actual, try String(contentsOf: url, encoding: .utf8), "\(name) differs from Golden/\(name)")
            }
        }
    }
}

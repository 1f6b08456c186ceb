import A11yDocsCriteria
import A11yDocsLoading
import A11yDocsModel
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsRendering
@testable import A11yDocsSupport

/// A build makes the three CSV files and `api/entries.json` in one pass over the entries, each
/// entry's test cases made once for all four.
final class TestCaseCSVTests: XCTestCase {
    private func fixtures() throws -> (entries: [Entry], options: SiteOptions) {
        var options = SiteOptions()
        options.baseURL = "https://a11y.example.com/"
        options.evidence = EvidenceSettings(today: RecordDate(year: 2026, month: 3, day: 14))
        return (try ContentLoader(directory: Fixtures.siteContent).load().entries, options)
    }

    private func madeTogether(_ entries: [Entry], options: SiteOptions, kept: [String: [UInt8]] = [:])
        -> SharedTextParts
    {
        TestCaseCSV.shared(
            for: entries, order: CriteriaBuilder.sortedIndices(entries), formats: TestCaseFormat.allCases,
            keptRecords: kept, options: options)
    }

    /// Each file is what it is made alone, and the JSON is in library order, byte for byte what
    /// `a11ydocs criteria --format json` prints.
    func testEachFileMadeTogetherIsWhatItIsAloneInLibraryOrder() throws {
        let (entries, options) = try fixtures()
        XCTAssertNotEqual(
            CriteriaBuilder.sortedIndices(entries), Array(entries.indices),
            "the fixture's library order differs from its files' order")
        let shared = madeTogether(entries, options: options)
        XCTAssertEqual(shared.count, 4)
        for (index, format) in TestCaseFormat.allCases.enumerated() {
            let alone = try XCTUnwrap(CriteriaFormat(rawValue: format.rawValue)).text(for: entries, options: options)
            XCTAssertEqual(try shared.text(index).joined(), alone, format.rawValue)
        }
        XCTAssertEqual(try shared.text(3).joined(), try CriteriaFormat.json.text(for: entries, options: options))
    }

    /// A record the preview kept stands in its entry's place as it was kept; the others are made.
    func testARecordAlreadyEncodedIsWrittenAsKept() throws {
        let (entries, options) = try fixtures()
        let kept = entries[0]
        let whole = try madeTogether(entries, options: options, kept: [kept.file: Array(#"{"kept":true}"#.utf8)])
            .text(3).joined()
        let fresh = try madeTogether(entries, options: options).text(3).joined()
        let records = { (text: String) throws -> [NSDictionary] in
            let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return try XCTUnwrap(document?["entries"] as? [NSDictionary])
        }
        let position = try XCTUnwrap(CriteriaBuilder.sortedIndices(entries).firstIndex(of: 0))
        var expected = try records(fresh)
        expected[position] = ["kept": true]
        XCTAssertEqual(try records(whole), expected)
    }
}

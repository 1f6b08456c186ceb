import XCTest
@testable import A11yDocs

final class CSVTableTests: XCTestCase {
    func testQuotesOnlyFieldsThatNeedItAndEndsEveryRecordWithCRLF() {
        var table = CSVTable(header: ["ID", "Text"])
        for row in [["a", "plain"], ["b", "comma, inside"], ["c", "a \"quoted\" word"], ["d", "two\nlines"], ["e"], ["f", " leading space"]] {
            table.append(row)
        }
        XCTAssertEqual(table.text, "ID,Text\r\na,plain\r\nb,\"comma, inside\"\r\nc,\"a \"\"quoted\"\" word\"\r\nd,\"two\nlines\"\r\ne,\r\nf, leading space\r\n")
    }
}

import XCTest

@testable import A11yDocsSupport

final class CSVTableTests: XCTestCase {
    func testQuotesOnlyFieldsThatNeedItAndEndsEveryRecordWithCRLF() {
        var table = CSVTable(header: ["ID", "Text"])
        for row in [
            ["a", "plain"], ["b", "comma, inside"], ["c", "a \"quoted\" word"], ["d", "two\nlines"], ["e"],
            ["f", " leading space"],
        ] {
            table.append(row)
        }
        XCTAssertEqual(
            table.text,
            "ID,Text\r\na,plain\r\nb,\"comma, inside\"\r\nc,\"a \"\"quoted\"\" word\"\r\nd,\"two\nlines\"\r\ne,\r\nf, "
                + "leading space\r\n"
        )
    }

    func testNeutralisesFieldsASpreadsheetWouldTakeAsFormulas() {
        var table = CSVTable(columns: 1)
        let formulas = [
            "=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "  =cmd", "\n@x", "＝1", "＋1", "－1",
            "＠x", "=\"a\",b", "'=1",
        ]
        for field in formulas { table.append([field]) }
        XCTAssertEqual(
            table.text,
            [
                "\"'=HYPERLINK(\"\"http://x\"\")\"", "\"'+1+1\"", "\"'-2+3\"", "\"'@SUM(A1)\"", "\"'\t=1\"",
                "\"'\r=1\"",
                "\"'  =cmd\"", "\"'\n@x\"", "\"'＝1\"", "\"'＋1\"", "\"'－1\"", "\"'＠x\"", "\"'=\"\"a\"\",b\"", "\"''=1\"",
            ].map { $0 + "\r\n" }.joined())
    }

    func testLeavesSignsInsideAFieldAndOtherFullWidthCharactersAlone() {
        var table = CSVTable(columns: 1)
        for field in ["a=b", "Tab, then arrow", "1-2", "email@example.com", "（note）", "'quoted'", " ", ""] {
            table.append([field])
        }
        XCTAssertEqual(
            table.text, "a=b\r\n\"Tab, then arrow\"\r\n1-2\r\nemail@example.com\r\n（note）\r\n'quoted'\r\n \r\n\r\n")
    }
}

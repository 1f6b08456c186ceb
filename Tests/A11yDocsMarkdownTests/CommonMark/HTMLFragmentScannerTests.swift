import XCTest

@testable import A11yDocsMarkdown

final class HTMLFragmentScannerTests: XCTestCase {
    /// Each token as text: `text(…)`, `<name a=value b>`, `</name>`, `comment(…)`.
    private func tokens(_ html: String) -> [String] {
        var html = html
        return html.withUTF8 { bytes in
            var result: [String] = []
            let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
            HTMLFragmentScanner(bytes: bytes).forEachToken { token in
                switch token {
                case let .text(range): result.append("text(\(text(range)))")
                case let .comment(range): result.append("comment(\(text(range)))")
                case let .endTag(name, _): result.append("</\(name)>")
                case let .startTag(name, attributes, _):
                    let written = attributes.map { attribute in
                        attribute.value.map { "\(attribute.name)=\(text($0))" } ?? attribute.name
                    }
                    result.append("<" + ([name] + written).joined(separator: " ") + ">")
                }
            }
            return result
        }
    }

    func testAttributesQuotedUnquotedAndWithoutValue() {
        XCTAssertEqual(
            tokens("<A HREF = \"x y\" title='a\"b' data=c d open/>"), ["<a href=x y title=a\"b data=c d open>"])
        XCTAssertEqual(tokens("<img\nsrc=x\tonerror=alert(1)>"), ["<img src=x onerror=alert(1)>"])
        XCTAssertEqual(tokens("<br/>a</b x=\">\">"), ["<br>", "text(a)", "</b>"])
        XCTAssertEqual(tokens("<a =x>"), ["<a =x>"], "a name may start with '=' as in a browser")
    }

    func testWhatIsNotATagIsText() {
        XCTAssertEqual(
            tokens("1 < 2 <3 </ x> <!DOCTYPE html> <?php ?>"), ["text(1 < 2 <3 </ x> <!DOCTYPE html> <?php ?>)"])
        XCTAssertEqual(
            tokens("a<!-- b -->c<!-->d<!--->e<!-- f --!>g"),
            [
                "text(a)", "comment(<!-- b -->)", "text(c)", "comment(<!-->)", "text(d)", "comment(<!--->)", "text(e)",
                "comment(<!-- f --!>)", "text(g)",
            ])
    }

    func testAnUnfinishedTagMakesTheRestText() {
        XCTAssertEqual(
            tokens("<b>x</b> <a href=\"y>z <b>w</b>"), ["<b>", "text(x)", "</b>", "text( <a href=\"y>z <b>w</b>)"])
        XCTAssertEqual(tokens("a <!-- open"), ["text(a <!-- open)"])
        XCTAssertEqual(tokens("<a title"), ["text(<a title)"])
    }

    func testAMegabyteOfOpenTagsIsReadOnce() {
        let line = String(repeating: "<a ", count: 350_000)
        let started = Date()
        XCTAssertEqual(tokens(line), ["text(\(line))"])
        XCTAssertEqual(tokens(line + ">").count, 1)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}

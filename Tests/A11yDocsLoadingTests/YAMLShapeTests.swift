import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading

final class YAMLShapeTests: XCTestCase {
    private let laughs =
        "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        + (1...6).map { level in
            let previous = Character(UnicodeScalar(UInt8(96 + level)))
            let name = Character(UnicodeScalar(UInt8(97 + level)))
            return "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }.joined()

    func testExpansionPastTheLimitIsRefusedAtTheAliasThatCrossesIt() throws {
        let found = try XCTUnwrap(YAMLShape.check(laughs))
        XCTAssertEqual(found.problem, .yamlTooLarge(limit: YAMLShape.maximumNodes))
        XCTAssertEqual(found.line, 5, "a to d stand for 12,344 nodes; the first *d in e crosses 20,000")
    }

    func testAnAliasAsAMapKeyIsMeasuredBeforeYamsComparesKeys() throws {
        let found = try XCTUnwrap(
            YAMLShape.check(
                laughs.components(separatedBy: "\n").prefix(4).joined(separator: "\n") + "\n? *d\n: 1\n? *d\n: 2\n"))
        XCTAssertEqual(found.problem, .yamlTooLarge(limit: YAMLShape.maximumNodes))
    }

    func testDepthCountsWhatAliasesExpandTo() throws {
        let chain = "l0: &l0 [x]\n" + (1...40).map { "l\($0): &l\($0) [*l\($0 - 1)]\n" }.joined()
        XCTAssertEqual(YAMLShape.check(chain)?.problem, .yamlTooDeep(limit: YAMLShape.maximumDepth))
        let flow = "wcag: " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)
        XCTAssertEqual(YAMLShape.check(flow)?.problem, .yamlTooDeep(limit: YAMLShape.maximumDepth))
    }

    func testRealFrontMatterPasses() {
        XCTAssertNil(
            YAMLShape.check(
                "title: Slider\ncategories: [controls]\nkeyboard:\n  tab: &m Moves\n  shift+tab: *m\nwcag:\n  - name: "
                    + "Perceivable\n    list:\n      - criteria: 1.4.10\n"
            ))
        XCTAssertNil(YAMLShape.check("title: \"unclosed\n"), "syntax errors are Yams' to report")
    }

    func testTheDecoderReportsTheLimitWithItsLocation() {
        let (entry, diagnostics) = Fixtures.entry("---\ntitle: A\ncategories: b\n" + laughs + "---\n")
        XCTAssertNil(entry)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:8:8: error: front matter stands for more than 20000 values once its aliases "
                    + "('*name') are expanded — write the values out, or use fewer aliases"
            ])
    }
}

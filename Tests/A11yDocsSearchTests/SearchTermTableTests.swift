import XCTest

@testable import A11yDocsSearch

final class SearchTermTableTests: XCTestCase {
    private func number(_ term: String, in table: inout SearchTermTable<[Int]>, value: Int) -> Int {
        var term = term
        return term.withUTF8 { bytes in
            let number = table.number(of: bytes, making: { [] })
            table.values[number].append(value)
            return number
        }
    }

    func testATermKeepsItsNumberAndCollectsItsValues() {
        var table = SearchTermTable<[Int]>()
        XCTAssertEqual(number("button", in: &table, value: 1), 0)
        XCTAssertEqual(number("slider", in: &table, value: 2), 1)
        XCTAssertEqual(number("button", in: &table, value: 3), 0)
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(table.value(of: "button"), [1, 3])
        XCTAssertEqual(table.value(of: "slider"), [2])
        XCTAssertNil(table.value(of: "butto"))
        XCTAssertNil(table.value(of: "buttons"))
        XCTAssertNil(table.value(of: ""))
        XCTAssertEqual(table.terms, ["button", "slider"])
    }

    func testThousandsOfTermsSurviveTheTableGrowing() {
        var table = SearchTermTable<[Int]>()
        let words = (0..<5_000).map { "w\($0)" } + ["", "ä", "ボタン", "1.4.10"]
        for (index, word) in words.enumerated() { _ = number(word, in: &table, value: index) }
        for (index, word) in words.enumerated().reversed() { _ = number(word, in: &table, value: -index) }
        XCTAssertEqual(table.count, words.count)
        XCTAssertEqual(table.terms, words)
        for (index, word) in words.enumerated() {
            XCTAssertEqual(table.value(of: word), [index, -index], word)
        }
        XCTAssertNil(table.value(of: "w5000"))
    }

    func testTermsOfOneLengthAndOneHashBucketAreKeptApart() {
        // Every two-letter term: many share their slot's low bits, none is mistaken for another.
        var table = SearchTermTable<[Int]>()
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        let words = letters.flatMap { first in letters.map { first + $0 } }
        for (index, word) in words.enumerated() { _ = number(word, in: &table, value: index) }
        for (index, word) in words.enumerated() { XCTAssertEqual(table.value(of: word), [index]) }
    }

    func testMappedValuesKeepTheirTerms() {
        var table = SearchTermTable<[Int]>()
        _ = number("focus", in: &table, value: 4)
        _ = number("order", in: &table, value: 5)
        let counts = table.mapValues(\.count)
        XCTAssertEqual(counts.value(of: "focus"), 1)
        XCTAssertEqual(counts.value(of: "order"), 1)
        XCTAssertEqual(counts.terms, ["focus", "order"])
    }
}

import Foundation
import XCTest

@testable import A11yDocsMCP

final class LineSplitterTests: XCTestCase {
    private func text(_ pieces: [LineSplitter.Piece]) -> [String] {
        pieces.map {
            switch $0 {
            case .message(let data): return String(decoding: data, as: UTF8.self)
            case .oversized(let bytes): return "<\(bytes) bytes dropped>"
            }
        }
    }

    func testALineSplitAcrossReadsIsOneMessageAndBlankLinesCarryNothing() {
        var splitter = LineSplitter(limit: 100)
        XCTAssertEqual(text(splitter.append(Data("{\"a\":".utf8))), [])
        XCTAssertEqual(text(splitter.append(Data("1}\r\n\n  \n{\"b\"".utf8))), ["{\"a\":1}"])
        XCTAssertEqual(text(splitter.append(Data(":2}\n{\"c\":3}\n".utf8))), ["{\"b\":2}", "{\"c\":3}"])
        XCTAssertNil(splitter.finish())
    }

    func testTheLastLineCountsWithoutANewline() {
        var splitter = LineSplitter(limit: 100)
        XCTAssertEqual(text(splitter.append(Data("{}\n{\"end\":1}".utf8))), ["{}"])
        XCTAssertEqual(splitter.finish().map { text([$0]) }, ["{\"end\":1}"])
    }

    func testALineOverTheLimitIsDroppedAsItArrivesAndTheNextOneIsKept() {
        var splitter = LineSplitter(limit: 10)
        XCTAssertEqual(text(splitter.append(Data("12345678".utf8))), [])
        XCTAssertEqual(text(splitter.append(Data("90abcdef".utf8))), [])
        XCTAssertEqual(text(splitter.append(Data("gh\n{\"ok\":1}\n".utf8))), ["<18 bytes dropped>", "{\"ok\":1}"])
        XCTAssertEqual(
            text(splitter.append(Data("0123456789\n".utf8))), ["0123456789"], "a line of exactly the limit is kept")
        XCTAssertEqual(text(splitter.append(Data("0123456789012".utf8))), [])
        XCTAssertEqual(splitter.finish().map { text([$0]) }, ["<13 bytes dropped>"])
    }
}

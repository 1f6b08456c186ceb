import A11yDocsModel
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsRendering
@testable import A11yDocsSupport

/// `CompactJSONEncoder` must write exactly what `JSONEncoder` writes with sorted keys and
/// unescaped slashes: the criteria builder's data and the search index are compared byte for byte.
final class CompactJSONEncoderTests: XCTestCase {
    fileprivate func compact(_ value: some Encodable) throws -> String {
        String(decoding: try CompactJSONEncoder.encode(value), as: UTF8.self)
    }

    /// The fixture site's entries and the library's own, drafts too.
    func testEveryEntryRecordIsEncodedAsJSONEncoderDoes() throws {
        let own = Fixtures.repository.appendingPathComponent("Content").path
        let entries = try [Fixtures.siteContent, own].flatMap { try ContentLoader(directory: $0).load().entries }
        XCTAssertGreaterThan(entries.count, 10)
        for entry in entries {
            let record = EntriesJSON.EntryRecord(
                entry, url: "https://example.org/a11y/\(entry.slug)/", evidence: EvidenceSettings(today: .today()))
            XCTAssertEqual(try compact(record), try foundationJSON(record), entry.file)
        }
    }

    func testStringsAreEscapedAsJSONEncoderEscapesThem() throws {
        var everyASCII = ""
        for byte in 0..<0x80 { everyASCII.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
        let strings = [everyASCII, "\u{2028}\u{2029}\u{FEFF}\u{85}é/ü", "e\u{301}", "", "\"\\\"", "👩🏽‍🦯 </script>"]
        XCTAssertEqual(try compact(strings), try foundationJSON(strings))
        XCTAssertEqual(try compact("\u{1}\u{8}\u{C}\t"), #""\u0001\b\f\t""#)
    }

    fileprivate struct Keys: Encodable {
        var b = 1
        var a10 = "ten"
        var a9: Bool? = nil
        var iOS = [Int64.min, 0]
        var id: UInt8 = 255
        var Zed: [String: Int] = ["é": 1, "e": 2, "E": 3, "x10": 4, "x9": 5, "Ａ": 6, "\u{E9}a": 7, "e\u{301}z": 8]
        var nested: [[String?]] = [["a", nil], []]
        var shape = Shape.line(from: 1, to: 2)
    }

    fileprivate enum Shape: Encodable {
        case point
        case line(from: Int, to: Int)
    }

    func testKeysSortAndValuesNestAsJSONEncoderWritesThem() throws {
        XCTAssertEqual(try compact(Keys()), try foundationJSON(Keys()))
        XCTAssertEqual(
            try compact([Shape.point, Shape.line(from: -3, to: 4)]),
            try foundationJSON([Shape.point, Shape.line(from: -3, to: 4)]))
        XCTAssertEqual(try compact(Keys()).prefix(12), #"{"Zed":{"E":"#)
        // By bytes: the accent written apart sorts before the one written as one character.
        XCTAssertEqual(try compact(["\u{E9}a": 1, "e\u{301}z": 2]), "{\"e\u{301}z\":2,\"\u{E9}a\":1}")
    }

    private struct Measured: Encodable {
        var name = "slider"
        var ratio = 0.5
        var when = Date(timeIntervalSince1970: 0)
    }

    /// Numbers with fractions and dates are `JSONEncoder`'s to write; `JSONText` falls back to it.
    func testValuesJSONEncoderWritesItsOwnWayAreLeftToIt() throws {
        XCTAssertThrowsError(try CompactJSONEncoder.encode(Measured()))
        XCTAssertThrowsError(try CompactJSONEncoder.encode([Date(timeIntervalSince1970: 0)]))
        XCTAssertThrowsError(try CompactJSONEncoder.encode(URL(string: "https://example.org/")!))
        XCTAssertEqual(JSONText.encode(Measured()), try foundationJSON(Measured()))
        XCTAssertEqual(JSONText.encode(Measured()), #"{"name":"slider","ratio":0.5,"when":-978307200}"#)
    }

    /// A type that encodes a key twice: the record keeps the last value, as `JSONEncoder` does,
    /// written once at its key's place.
    private struct Repeated: Encodable {
        enum Key: String, CodingKey { case b, a, c }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("first", forKey: .a)
            try container.encode(1, forKey: .c)
            try container.encode("last", forKey: .a)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .b)
            try nested.encode(true, forKey: .c)
            try nested.encode(false, forKey: .c)
        }
    }

    func testAKeyEncodedTwiceKeepsItsLastValue() throws {
        XCTAssertEqual(try compact(Repeated()), try foundationJSON(Repeated()))
        XCTAssertEqual(try compact(Repeated()), #"{"a":"last","b":{"c":false},"c":1}"#)
    }
}

extension CompactJSONEncoderTests {
    /// A nested container filled after its parent went on: written in order, the buffer cannot
    /// take it, so the encoder says so and `JSONText` leaves the value to `JSONEncoder`.
    private struct FilledLate: Encodable {
        enum Key: String, CodingKey { case outer, early, late }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .outer)
            try nested.encode(1, forKey: .early)
            try container.encode("after", forKey: .late)
            try nested.encode(2, forKey: .late)
        }
    }

    func testANestedContainerFilledLateIsLeftToJSONEncoder() throws {
        XCTAssertThrowsError(try CompactJSONEncoder.encode(FilledLate()))
        XCTAssertEqual(JSONText.encode(FilledLate()), try foundationJSON(FilledLate()))
        XCTAssertEqual(JSONText.encode(FilledLate()), #"{"late":"after","outer":{"early":1,"late":2}}"#)
    }

    /// Records inside lists inside records, each written in the order its type declares and
    /// sorted in place when it closes.
    func testNestedRecordsSortInPlace() throws {
        let value = ["z": [Keys(), Keys()], "a": [], "m": [Keys()]]
        XCTAssertEqual(try compact(value), try foundationJSON(value))
    }
}

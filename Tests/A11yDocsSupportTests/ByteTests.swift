import XCTest

@_spi(Bytes) @testable import A11yDocsSupport

/// The shared byte vocabulary answers as the tests it replaced did, for every byte.
final class ByteTests: XCTestCase {
    func testClassesMatchTheirDefinitions() {
        for value in 0...255 {
            let byte = UInt8(value)
            let scalar = Unicode.Scalar(byte)
            XCTAssertEqual(Byte.isBlank(byte), [0x20, 0x09, 0x0D].contains(value), "\(value)")
            XCTAssertEqual(Byte.isSpaceOrTab(byte), value == 0x20 || value == 0x09, "\(value)")
            XCTAssertEqual(Byte.isWhitespace(byte), value == 0x20 || (0x09...0x0D).contains(value), "\(value)")
            XCTAssertEqual(Byte.isHTMLSpace(byte), [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(value), "\(value)")
            XCTAssertEqual(Byte.isLineEnd(byte), value == 0x0A || value == 0x0D, "\(value)")
            XCTAssertEqual(Byte.isDigit(byte), (0x30...0x39).contains(value), "\(value)")
            XCTAssertEqual(Byte.isHexDigit(byte), value < 0x80 && scalar.properties.isASCIIHexDigit, "\(value)")
            XCTAssertEqual(Byte.isUppercase(byte), (0x41...0x5A).contains(value), "\(value)")
            XCTAssertEqual(Byte.isLowercase(byte), (0x61...0x7A).contains(value), "\(value)")
            XCTAssertEqual(Byte.isASCIILetter(byte), Byte.isUppercase(byte) || Byte.isLowercase(byte), "\(value)")
            XCTAssertEqual(Byte.lowercased(byte), (0x41...0x5A).contains(value) ? byte + 32 : byte, "\(value)")
            XCTAssertEqual(
                Byte.isIdentifierStart(byte),
                Byte.isASCIILetter(byte) || value == 0x5F || value == 0x24 || value >= 0x80, "\(value)")
        }
    }

    func testDecimalDigitsAreWrittenAsStringDescribingWouldWriteThem() {
        var values: [UInt64] = [0, UInt64(UInt32.max), UInt64.max, UInt64.max - 1] + (0..<64).map { 1 << $0 }
        // Every number below 1,100: those of three digits or fewer are written a digit at a time.
        values += (0..<1_100).map(UInt64.init)
        var power: UInt64 = 1
        for _ in 0..<19 {
            values += [power - 1, power, power + 1, 7 * power]
            power *= 10
        }
        for value in values {
            var bytes: [UInt8] = [UInt8(ascii: "[")]
            Byte.appendDecimal(value, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "[\(value)")
        }
    }
}

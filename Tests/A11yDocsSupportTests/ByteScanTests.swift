import XCTest

@testable import A11yDocsSupport

/// `ByteScan` tests eight bytes at once: each byte of the class must be found at every place in
/// a word, after runs of every length, and nothing else.
final class ByteScanTests: XCTestCase {
    private enum Specials: ByteClass {
        static func contains(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x80 }
        static func anyIn(_ word: UInt64) -> Bool {
            ByteScan.any(word, below: 0x20) || ByteScan.any(word, equalTo: 0x22) || ByteScan.any(word, equalTo: 0x80)
        }
    }

    private func positions(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            var index = ByteScan.next(Specials.self, in: buffer, from: 0)
            while index < buffer.count {
                found.append(index)
                index = ByteScan.next(Specials.self, in: buffer, from: index + 1)
            }
            return found
        }
    }

    func testEveryByteIsTestedAtEveryPlace() {
        for byte in 0...255 {
            let expected = Specials.contains(UInt8(byte))
            for length in 1...19 {
                for place in 0..<length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = UInt8(byte)
                    XCTAssertEqual(positions(bytes), expected ? [place] : [], "byte \(byte) at \(place) of \(length)")
                }
            }
        }
    }

    func testNeighbouringBytesAreEachFound() {
        // A borrow from one byte's test into the next must not hide or invent a match.
        let bytes: [UInt8] = [0x21, 0x22, 0x23, 0x1F, 0x20, 0x00, 0x01, 0x7F, 0x80, 0x81, 0xFF, 0x22, 0x22]
        XCTAssertEqual(positions(bytes), [1, 3, 5, 6, 8, 11, 12])
        XCTAssertEqual(positions([]), [])
    }
}

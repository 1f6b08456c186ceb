import Foundation

/// Compact JSON with sorted keys and unescaped slashes: the bytes `JSONEncoder` writes with
/// `[.sortedKeys, .withoutEscapingSlashes]`, made without its boxed values, dictionaries and coding
/// paths: the search index and the criteria data are megabytes, and `JSONEncoder` was most of
/// their cost. (`entries.json`'s records go further and write themselves, `JSONWriter`.)
///
/// Values are written as they encode themselves, straight into one buffer: a record's fields go
/// down in the order they come, and when the record is done they are put in key order in place.
/// A tree of the values first (as an earlier version built) cost more than the writing.
///
/// Only what the model holds is written here: strings, integers, booleans, nulls, records, lists.
/// A value `JSONEncoder` writes its own way (a number with a fraction, a date, a URL, data) throws
/// `Unsupported`, and so does a container filled after its parent went on, which a buffer written
/// in order cannot take; the caller then hands the value to `JSONEncoder`.
package enum CompactJSONEncoder {
    struct Unsupported: Error {}

    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        let sink = UnsafeMutablePointer<Sink>.allocate(capacity: 1)
        sink.initialize(to: Sink())
        defer {
            sink.deinitialize(count: 1)
            sink.deallocate()
        }
        sink.pointee.bytes.reserveCapacity(4096)
        try sink.write(value)
        if sink.pointee.unsupported { throw Unsupported() }
        return sink.pointee.bytes
    }

    /// The order of `JSONEncoder`'s sorted keys: by UTF-8 bytes, so `e` with a combining accent
    /// comes before `é` written as one character, which `String`'s own order treats as equal.
    package static func keyPrecedes(_ first: String, _ second: String) -> Bool {
        first.withUTF8Bytes { a in
            second.withUTF8Bytes { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    /// The bytes `writeString` escapes: quote, backslash and control characters.
    private enum Escaped: ByteClass {
        static func contains(_ byte: UInt8) -> Bool { byte < 0x20 || byte == Byte.quote || byte == Byte.backslash }
        static func anyIn(_ word: UInt64) -> Bool {
            ByteScan.any(word, below: 0x20) || ByteScan.any(word, equalTo: Byte.quote)
                || ByteScan.any(word, equalTo: Byte.backslash)
        }
    }

    /// Escapes as `JSONEncoder` does: quote, backslash and control characters; `\b \t \n \f \r`
    /// by their short names, the rest as `\u00XX`.
    package static func writeString(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        string.withUTF8Bytes { utf8 in
            var start = 0
            var index = ByteScan.next(Escaped.self, in: utf8, from: 0)
            while index < utf8.count {
                defer { index = ByteScan.next(Escaped.self, in: utf8, from: start) }
                let byte = utf8[index]
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes += [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
                        hex[Int(byte & 0xF)],
                    ]
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

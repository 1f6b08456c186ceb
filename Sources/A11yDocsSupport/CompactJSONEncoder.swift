import Foundation

/// Compact JSON with sorted keys and unescaped slashes: the bytes `JSONEncoder` writes with
/// `[.sortedKeys, .withoutEscapingSlashes]`, made without its boxed values, dictionaries and coding
/// paths. `entries.json` is a build's largest file, and `JSONEncoder` was most of its cost.
///
/// Only what the model holds is written here: strings, integers, booleans, nulls, records, lists.
/// A value `JSONEncoder` writes its own way (a number with a fraction, a date, a URL, data) throws
/// `Unsupported`, so that the caller can hand it to `JSONEncoder`.
package enum CompactJSONEncoder {
    struct Unsupported: Error {}

    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        let root = try Slot.encoding(value)
        var bytes: [UInt8] = []
        write(root, into: &bytes)
        return bytes
    }

    /// One value as it is encoded; records and lists are filled in by their containers.
    package enum Slot {
        case null
        case bool(Bool)
        case signed(Int64)
        case unsigned(UInt64)
        case string(String)
        case composite(Node)

        static func encoding<T: Encodable>(_ value: T) throws -> Slot {
            // Compared by type first: a cast on every value costs more than the encoding.
            if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
            if T.self == Int.self { return .signed(Int64(unsafeBitCast(value, to: Int.self))) }
            if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
            // `JSONEncoder` writes these its own way, not as their `encode(to:)` says.
            if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
                throw Unsupported()
            }
            let node = Node()
            try value.encode(to: NodeEncoder(node: node))
            return node.kind == .single ? node.content : .composite(node)
        }
    }

    /// Where a value encoding itself puts what it holds: one value (`content`), or a record or list
    /// that its containers fill in (a nested container may be filled after the parent's next key).
    package final class Node {
        package var content: Slot = .null
        package var keys: [String] = []
        package var values: [Slot] = []
        package var kind: Kind = .single

        package enum Kind { case single, record, list }

        func become(_ kind: Kind) {
            guard self.kind != kind else { return }
            self.kind = kind
            keys = []
            values = []
            // Records and lists of the model hold a few to twenty values: room for most at once.
            if kind == .record { keys.reserveCapacity(8) }
            values.reserveCapacity(8)
        }

        /// A key encoded twice keeps both here; the record is written with the last, as `JSONEncoder` does.
        func set(_ value: Slot, forKey key: String) {
            keys.append(key)
            values.append(value)
        }
    }

    private static func write(_ slot: Slot, into bytes: inout [UInt8]) {
        switch slot {
        case .null: bytes += "null".utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .signed(let value): bytes += String(value).utf8
        case .unsigned(let value): bytes += String(value).utf8
        case .string(let value): writeString(value, into: &bytes)
        case .composite(let node):
            switch node.kind {
            case .single:
                write(node.content, into: &bytes)
            case .list:
                bytes.append(UInt8(ascii: "["))
                for (index, value) in node.values.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    write(value, into: &bytes)
                }
                bytes.append(UInt8(ascii: "]"))
            case .record:
                bytes.append(UInt8(ascii: "{"))
                let keys = node.keys
                // Equal keys sort together in the order they were set: only the last of them is written.
                let order = keys.indices.sorted { keyPrecedes(keys[$0], keys[$1]) || (keys[$0] == keys[$1] && $0 < $1) }
                var first = true
                for (position, index) in order.enumerated() {
                    if position + 1 < order.count, keys[order[position + 1]] == keys[index] { continue }
                    if !first { bytes.append(UInt8(ascii: ",")) }
                    first = false
                    writeString(keys[index], into: &bytes)
                    bytes.append(UInt8(ascii: ":"))
                    write(node.values[index], into: &bytes)
                }
                bytes.append(UInt8(ascii: "}"))
            }
        }
    }

    /// The order of `JSONEncoder`'s sorted keys: by UTF-8 bytes, so `e` with a combining accent
    /// comes before `é` written as one character, which `String`'s own order treats as equal.
    package static func keyPrecedes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    /// The bytes `writeString` escapes, looked up rather than compared: strings are most of the file.
    private static let needsEscape: [Bool] = (0...255).map {
        $0 < 0x20 || $0 == Int(UInt8(ascii: "\"")) || $0 == Int(UInt8(ascii: "\\"))
    }

    /// Escapes as `JSONEncoder` does: quote, backslash and control characters; `\b \t \n \f \r`
    /// by their short names, the rest as `\u00XX`.
    static func writeString(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        let needsEscape = Self.needsEscape
        string.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices where needsEscape[Int(utf8[index])] {
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

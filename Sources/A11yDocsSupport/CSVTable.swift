/// Comma-separated values as RFC 4180 writes them: a header row, records ended by CRLF, and a
/// field quoted (its quotes doubled) when it holds a comma, a quote or a line break, so that an
/// author's multi-line results stay one field. Written as UTF-8 bytes: a large library's tables
/// run to megabytes.
///
/// A field that a spreadsheet would take as a formula (it starts with `=`, `+`, `-` or `@`, their
/// full-width forms, a tab or a carriage return, or such a sign after leading white space, which
/// importers trim) is neutralised as OWASP recommends: a `'` goes before it and it is quoted, so
/// that Excel, LibreOffice and Google Sheets show it as text and run nothing. A field that already
/// starts with `'` before such a sign gets one more, so that a reader drops exactly one `'` from
/// any field that starts with `'` and a formula sign, and has the author's text.
package struct CSVTable {
    package let columns: Int
    package private(set) var bytes: [UInt8] = []

    /// A table that starts with its header.
    package init(header: [String]) {
        columns = header.count
        append(header)
    }

    /// A table of records only, to be joined after another's: a part made on another core.
    /// `capacity` bytes are reserved: a table grown from empty was copied at every doubling.
    package init(columns: Int, capacity: Int = 0) {
        self.columns = columns
        bytes.reserveCapacity(capacity)
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A record; fields past the header's count are an error of the caller, missing ones empty.
    package mutating func append(_ fields: [String]) {
        appendRecord(fields: fields.count) { fields[$0] }
    }

    /// A record of `count` fields, `field(i)` the i-th, written as each is made: no array of them.
    package mutating func appendRecord(fields count: Int, _ field: (Int) -> String) {
        for index in 0..<columns {
            if index > 0 { bytes.append(Byte.comma) }
            if index < count { appendField(field(index)) }
        }
        bytes.append(Byte.carriageReturn)
        bytes.append(Byte.newline)
    }

    private mutating func appendField(_ value: String) {
        // A native string's UTF-8 is contiguous: read in place, not through string indices.
        value.withUTF8Bytes { appendField($0) }
    }

    private mutating func appendField(_ utf8: UnsafeBufferPointer<UInt8>) {
        if Self.startsLikeFormula(utf8) || (utf8.first == Byte.apostrophe && Self.startsLikeFormula(utf8.dropFirst())) {
            bytes.append(Byte.quote)
            bytes.append(Byte.apostrophe)
            appendQuoted(utf8)
            return
        }
        guard ByteScan.next(Quoted.self, in: utf8, from: 0) < utf8.count else {
            bytes.append(contentsOf: utf8)
            return
        }
        bytes.append(Byte.quote)
        appendQuoted(utf8)
    }

    /// The bytes that make a field quoted: comma, quote and line ends.
    private enum Quoted: ByteClass {
        static func contains(_ byte: UInt8) -> Bool { byte == Byte.comma || byte == Byte.quote || Byte.isLineEnd(byte) }
        static func anyIn(_ word: UInt64) -> Bool {
            ByteScan.any(word, equalTo: Byte.comma) || ByteScan.any(word, equalTo: Byte.quote)
                || ByteScan.any(word, equalTo: Byte.newline) || ByteScan.any(word, equalTo: Byte.carriageReturn)
        }
    }

    private enum Quote: ByteClass {
        static func contains(_ byte: UInt8) -> Bool { byte == Byte.quote }
        static func anyIn(_ word: UInt64) -> Bool { ByteScan.any(word, equalTo: Byte.quote) }
    }

    /// The field's bytes, its quotes doubled, and the closing quote: copied a run at a time, up
    /// to and including each quote, which is then written again.
    private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        while case let quote = ByteScan.next(Quote.self, in: utf8, from: runStart), quote < utf8.count {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...quote]))
            bytes.append(Byte.quote)
            runStart = quote + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(Byte.quote)
    }

    /// Whether a spreadsheet could read the field as a formula. Full-width signs are three bytes
    /// in UTF-8: EF BC 8B (＋), 8D (－), 9D (＝), A0 (＠).
    static func startsLikeFormula(_ utf8: some Collection<UInt8>) -> Bool {
        guard let first = utf8.first else { return false }
        if first == Byte.tab || first == Byte.carriageReturn { return true }
        guard let start = utf8.firstIndex(where: { !Byte.isBlank($0) && $0 != Byte.newline }) else { return false }
        switch utf8[start] {
        case UInt8(ascii: "="), UInt8(ascii: "+"), Byte.hyphen, UInt8(ascii: "@"):
            return true
        case 0xEF:
            let rest = Array(utf8[start...].dropFirst().prefix(2))
            return rest.count == 2 && rest[0] == 0xBC && [0x8B, 0x8D, 0x9D, 0xA0].contains(rest[1])
        default:
            return false
        }
    }
}

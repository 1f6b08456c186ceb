/// Comma-separated values as RFC 4180 writes them: a header row, records ended by CRLF, and a
/// field quoted (its quotes doubled) when it holds a comma, a quote or a line break, so that an
/// author's multi-line results stay one field. Written as UTF-8 bytes: a large library's tables
/// run to megabytes.
struct CSVTable {
    let columns: Int
    private(set) var bytes: [UInt8] = []

    /// A table that starts with its header.
    init(header: [String]) {
        columns = header.count
        append(header)
    }

    /// A table of records only, to be joined after another's: a part made on another core.
    init(columns: Int) {
        self.columns = columns
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A record; fields past the header's count are an error of the caller, missing ones empty.
    mutating func append(_ fields: [String]) {
        for index in 0..<columns {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if index < fields.count { appendField(fields[index]) }
        }
        bytes += [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
    }

    private mutating func appendField(_ value: String) {
        let utf8 = value.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            bytes += utf8
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 {
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

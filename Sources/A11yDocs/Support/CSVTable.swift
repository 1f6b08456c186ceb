/// Comma-separated values as RFC 4180 writes them: a header row, records ended by CRLF, and a
/// field quoted (its quotes doubled) when it holds a comma, a quote or a line break, so that an
/// author's multi-line results stay one field.
struct CSVTable {
    let header: [String]
    private(set) var text: String

    init(header: [String]) {
        self.header = header
        text = ""
        append(header)
    }

    /// A record; fields past the header's count are an error of the caller, missing ones empty.
    mutating func append(_ fields: [String]) {
        for index in header.indices {
            if index > 0 { text += "," }
            text += Self.field(index < fields.count ? fields[index] : "")
        }
        text += "\r\n"
    }

    static func field(_ value: String) -> String {
        let needsQuotes = value.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        guard needsQuotes else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

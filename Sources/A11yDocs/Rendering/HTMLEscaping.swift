/// HTML escaping on UTF-8 bytes: the five characters that matter are ASCII, so a text without them
/// is copied whole.
enum HTMLEscaping {
    static func append(_ text: String, to output: inout [UInt8]) {
        var start = text.utf8.startIndex
        var index = start
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let replacement: StaticString
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default:
                utf8.formIndex(after: &index)
                continue
            }
            output += utf8[start..<index]
            output += UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount)
            utf8.formIndex(after: &index)
            start = index
        }
        output += utf8[start...]
    }
}

extension String {
    /// Text made safe for HTML element content and quoted attribute values.
    var htmlEscaped: String {
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        HTMLEscaping.append(self, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// HTML escaping on UTF-8 bytes: the five characters that matter are ASCII, so a text without them
/// is copied whole.
enum HTMLEscaping {
    static func append(_ text: String, to output: inout [UInt8]) {
        // Through the contiguous bytes: appending a `UTF8View` slice goes byte by byte.
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let replacement: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
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

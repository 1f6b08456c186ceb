/// The header that starts a Matroska or WebM file: the magic number, then elements, one of
/// them the DocType ("webm", "matroska") that tells the two apart.
enum EBMLHeader {
    static let magic: [UInt8] = [0x1A, 0x45, 0xDF, 0xA3]
    private static let docTypeID = 0x4282

    /// The DocType, when the bytes reach it; nil when they stop short or the header is damaged.
    static func docType(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: magic), let headerSize = number(in: bytes, at: magic.count, keepingMarker: false)
        else { return nil }
        var position = magic.count + headerSize.length
        let headerEnd = position + headerSize.value
        while position < headerEnd {
            guard let id = number(in: bytes, at: position, keepingMarker: true),
                let size = number(in: bytes, at: position + id.length, keepingMarker: false)
            else { return nil }
            let dataStart = position + id.length + size.length
            if id.value == docTypeID {
                guard size.value <= bytes.count - dataStart else { return nil }
                // Strings may be padded with zero bytes.
                let text = bytes[dataStart..<(dataStart + size.value)].prefix { $0 != 0 }
                return String(decoding: text, as: UTF8.self)
            }
            position = dataStart + size.value
        }
        return nil
    }

    /// A variable-length integer: the first byte's leading zero bits give its length in bytes
    /// (1 to 8). An element ID keeps that length marker in its value; a size drops it.
    private static func number(in bytes: [UInt8], at index: Int, keepingMarker: Bool) -> (value: Int, length: Int)? {
        guard index < bytes.count, bytes[index] != 0 else { return nil }
        let length = bytes[index].leadingZeroBitCount + 1
        guard length <= bytes.count - index else { return nil }
        var value = keepingMarker ? Int(bytes[index]) : Int(bytes[index]) & (0xFF >> length)
        for byte in bytes[(index + 1)..<(index + length)] { value = value << 8 | Int(byte) }
        return (value, length)
    }
}

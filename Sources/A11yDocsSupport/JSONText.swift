import Foundation

/// JSON as a11ydocs writes it everywhere: sorted keys (the same input always gives the same
/// bytes) and unescaped slashes (readable paths and URLs).
public enum JSONText {
    public static func encode(_ value: some Encodable, pretty: Bool = false) -> String {
        String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
    }

    package static func data(_ value: some Encodable, pretty: Bool = false) -> Data {
        Data(bytes(value, pretty: pretty))
    }

    package static func bytes(_ value: some Encodable, pretty: Bool) -> [UInt8] {
        if !pretty, let bytes = try? CompactJSONEncoder.encode(value) { return bytes }
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        // Only plain strings, numbers, arrays and records are encoded here; that cannot fail.
        return [UInt8]((try? encoder.encode(value)) ?? Data("null".utf8))
    }
}

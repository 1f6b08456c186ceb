import Foundation

/// JSON as a11ydocs writes it everywhere: sorted keys (the same input always gives the same
/// bytes) and unescaped slashes (readable paths and URLs).
public enum JSONText {
    public static func encode(_ value: some Encodable, pretty: Bool = false) -> String {
        String(decoding: data(value, pretty: pretty), as: UTF8.self)
    }

    static func data(_ value: some Encodable, pretty: Bool = false) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        // Only plain strings, numbers, arrays and records are encoded here; that cannot fail.
        return (try? encoder.encode(value)) ?? Data("null".utf8)
    }
}

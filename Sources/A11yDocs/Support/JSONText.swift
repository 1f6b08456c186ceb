import Foundation

/// JSON as a11ydocs writes it everywhere: sorted keys (the same input always gives the same
/// bytes) and unescaped slashes (readable paths and URLs).
public enum JSONText {
    public static func encode(_ value: some Encodable, pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        // Only plain strings, numbers, arrays and records are encoded here; that cannot fail.
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}

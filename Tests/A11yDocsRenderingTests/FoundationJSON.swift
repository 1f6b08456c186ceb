import Foundation

/// What `JSONEncoder` writes with sorted keys and unescaped slashes: the bytes a11ydocs' own JSON
/// writers are compared with.
func foundationJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

import Foundation
import MCP

/// JSON as the SDK's `Value`, decoded without `Value`'s own decoder: that one tests every string
/// against a data-URL pattern, which costs most of a listing's time on a large library.
struct JSONValue: Decodable {
    let value: Value

    /// An `Encodable` as JSON, then as `Value`.
    static func make(_ value: some Encodable) throws -> Value {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try parse(Array(try encoder.encode(value)))
    }

    /// A JSON document as `Value`.
    static func parse(_ bytes: [UInt8]) throws -> Value {
        try JSONDecoder().decode(JSONValue.self, from: Data(bytes)).value
    }

    /// In `Value`'s own order: null, Boolean, whole number, number, text, list, object.
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            value = .int(int)
        } else if let double = try? container.decode(Double.self) {
            value = .double(double)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            value = .array(array.map(\.value))
        } else {
            value = .object(try container.decode([String: JSONValue].self).mapValues(\.value))
        }
    }
}

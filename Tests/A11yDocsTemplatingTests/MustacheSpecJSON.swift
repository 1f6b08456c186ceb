@testable import A11yDocsTemplating

/// A JSON value from a spec test's `data`, kept apart from `TemplateValue` so that what the
/// engine cannot hold (a decimal) is seen as such rather than silently changed.
enum MustacheSpecJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case decimal(Double)
    case string(String)
    case array([MustacheSpecJSON])
    case object([String: MustacheSpecJSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Bool before the numbers, Int before Double: JSON does not tell `1` from `1.0` otherwise.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .decimal(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheSpecJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MustacheSpecJSON].self))
        }
    }

    /// A value the engine cannot hold.
    struct Unrepresentable: Error, CustomStringConvertible {
        let value: MustacheSpecJSON
        var description: String { "TemplateValue cannot hold \(value)" }
    }

    /// The value as templates see it: objects as fields by name, null as `.null` (falsey, and it
    /// stops the lookup as a present key does).
    func templateValue() throws -> TemplateValue {
        switch self {
        case .null: return .null
        case .bool(let value): return .flag(value)
        case .integer(let value): return .number(value)
        case .decimal: throw Unrepresentable(value: self)
        case .string(let value): return .text(value)
        case .array(let items): return .list(try items.map { try $0.templateValue() })
        case .object(let fields):
            return .object(MustacheSpecObject(values: try fields.mapValues { try $0.templateValue() }))
        }
    }
}

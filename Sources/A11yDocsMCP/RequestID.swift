/// A JSON-RPC request id as this server takes it: a string or a whole number that fits in `Int`
/// (`MessageCheck` refuses the other kinds JSON-RPC allows before a request is handled).
enum RequestID: Hashable, Sendable {
    case string(String)
    case number(Int)

    /// The id a value names, if it is one this server takes.
    init?(_ value: JSONValue?) {
        switch value {
        case .string(let string)?: self = .string(string)
        case .int(let number)?: self = .number(number)
        default: return nil
        }
    }
}

extension RequestID: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .number(let number): try container.encode(number)
        }
    }
}

import Foundation

extension MessageCheck {
    /// A line as JSON-RPC reads it: one message, a batch, or something else.
    enum Line: Decodable {
        case single(Envelope)
        case batch([Envelope])
        case other

        init(from decoder: Decoder) throws {
            if let items = try? [Envelope](from: decoder) {
                self = .batch(items)
            } else if (try? decoder.container(keyedBy: Envelope.Key.self)) != nil {
                self = .single(try Envelope(from: decoder))
            } else {
                self = .other
            }
        }
    }

    /// One message's fields, read without failing, so that whatever is wrong with it can be named.
    /// `params` is read only for requests and notifications: a response's result is never used.
    struct Envelope: Decodable {
        var isObject = false
        var jsonrpc: String?
        var hasMethod = false
        var method: String?
        var id = IDKind.absent
        var hasResult = false
        var params: JSONValue?

        enum Key: String, CodingKey {
            case jsonrpc, method, id, result, error, params
        }

        init(from decoder: Decoder) throws {
            guard let container = try? decoder.container(keyedBy: Key.self) else { return }
            isObject = true
            jsonrpc = try? container.decode(String.self, forKey: .jsonrpc)
            hasMethod = container.contains(.method)
            method = try? container.decode(String.self, forKey: .method)
            if container.contains(.id) { id = IDKind(container, .id) }
            hasResult = container.contains(.result) || container.contains(.error)
            if hasMethod, let value = try? container.decode(JSONValue.self, forKey: .params), value != .null {
                params = value
            }
        }

        /// `params` is there and is not an object: what it is instead.
        var paramsNotObject: String? {
            switch params {
            case nil, .object?, .null?: return nil
            case .string?: return "text"
            case .bool?: return "true or false"
            case .int?, .double?: return "a number"
            case .array?: return "a list"
            }
        }
    }

    /// An id as JSON-RPC allows it, sorted by what this server does with it.
    enum IDKind {
        case absent
        case null
        /// A string or a whole number that fits in `Int`: requests with these are answered.
        case valid(RequestID)
        case fraction(Double)
        /// A whole number too large for `Int`.
        case huge
        /// `true`, an object or a list.
        case other(String)

        init(_ container: KeyedDecodingContainer<Envelope.Key>, _ key: Envelope.Key) {
            guard container.contains(key) else {
                self = .absent
                return
            }
            if (try? container.decodeNil(forKey: key)) == true {
                self = .null
            } else if let string = try? container.decode(String.self, forKey: key) {
                self = .valid(.string(string))
            } else if let number = try? container.decode(Int.self, forKey: key) {
                self = .valid(.number(number))
            } else if let bool = try? container.decode(Bool.self, forKey: key) {
                self = .other(String(bool))
            } else if let number = try? container.decode(Double.self, forKey: key) {
                self = number.rounded() == number ? .huge : .fraction(number)
            } else if (try? container.nestedUnkeyedContainer(forKey: key)) != nil {
                self = .other("a list")
            } else {
                self = .other("an object")
            }
        }

        /// The id to answer with when the message itself is refused.
        var echo: OutgoingMessage.ReplyID {
            switch self {
            case .valid(let id): return .id(id)
            case .fraction(let number): return .number(number)
            default: return .null
            }
        }
    }
}

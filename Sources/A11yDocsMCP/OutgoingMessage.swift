import Foundation

/// A message this server sends, one line each: the answer to a request (its result or an error)
/// or a notification. Keys are sorted and slashes left unescaped, so answers read the same from
/// one run to the next.
enum OutgoingMessage: Encodable, Sendable {
    case result(id: RequestID, JSONValue)
    case error(id: ReplyID, RPCError)
    case notification(method: String)

    /// The id an answer carries: the request's, `null` when the request's id could not be read,
    /// or a number JSON-RPC allows but this server does not take (`1.5`), echoed so the client
    /// can tell which request it was.
    enum ReplyID: Encodable, Sendable {
        case null
        case id(RequestID)
        case number(Double)

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .id(let id): try container.encode(id)
            case .number(let number): try container.encode(number)
            }
        }
    }

    private enum Key: String, CodingKey { case jsonrpc, id, result, error, method }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("2.0", forKey: .jsonrpc)
        switch self {
        case .result(let id, let result):
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        case .error(let id, let error):
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        case .notification(let method):
            try container.encode(method, forKey: .method)
        }
    }

    var data: Data { Self.encoded(self) }

    /// The answers to a batch, as one JSON list.
    static func batch(_ messages: [OutgoingMessage]) -> Data { encoded(messages) }

    private static func encoded(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Only a number JSON cannot write (NaN) could fail here, and no answer holds one.
        return (try? encoder.encode(value))
            ?? Data(#"{"error":{"code":-32603,"message":"Internal error"},"id":null,"jsonrpc":"2.0"}"#.utf8)
    }
}

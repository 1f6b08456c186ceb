import Foundation
import MCP

/// Checks each incoming message against JSON-RPC 2.0 before the SDK sees it, and answers the
/// ones it would mishandle: the SDK takes a request whose id is not a string or a whole number
/// for a notification and never answers it, and answers unreadable JSON with a made-up id.
/// An id that cannot be read is answered with `null`, as JSON-RPC asks.
enum MessageCheck {
    struct Verdict {
        /// What to hand the SDK, if anything: the message, or a batch without its refused items.
        var forward: Data?
        /// The ids of the forwarded requests, each of which the SDK will answer.
        var requests: [ID] = []
        /// Requests a client gave up on (`notifications/cancelled`): the SDK does not answer them.
        var cancelled: [ID] = []
        /// Error responses to send back, with why, for the log.
        var replies: [(data: Data, reason: String)] = []
    }

    static func check(_ data: Data) -> Verdict {
        let message: Message
        do {
            message = try JSONDecoder().decode(Message.self, from: data)
        } catch {
            return refused(MCPError.parseError("send one JSON-RPC message per line"), id: nil)
        }
        switch message {
        case .single(let envelope):
            return judge([envelope], data: data, batch: false)
        case .batch(let items):
            guard !items.isEmpty else { return refused(MCPError.invalidRequest("an empty batch — send at least one message"), id: nil) }
            return judge(items, data: data, batch: true)
        case .other:
            return refused(MCPError.invalidRequest("a message must be a JSON object (or a list of them)"), id: nil)
        }
    }

    private static func judge(_ items: [Envelope], data: Data, batch: Bool) -> Verdict {
        var verdict = Verdict()
        var kept: [Int] = []
        for (index, item) in items.enumerated() {
            if let refusal = problem(with: item) {
                verdict.replies.append((reply(to: refusal.id, refusal.error), refusal.error.errorDescription ?? ""))
                continue
            }
            kept.append(index)
            if item.method != nil, case .valid(let id) = item.id { verdict.requests.append(id) }
            if let cancelled = item.cancelledRequest { verdict.cancelled.append(cancelled) }
        }
        if kept.count == items.count {
            verdict.forward = data
        } else if batch, !kept.isEmpty, let all = try? JSONSerialization.jsonObject(with: data) as? [Any] {
            verdict.forward = try? JSONSerialization.data(withJSONObject: kept.map { all[$0] })
        }
        if verdict.forward == nil { verdict.requests = [] }
        return verdict
    }

    /// What is wrong with one message, and the id to answer it with.
    private static func problem(with item: Envelope) -> (error: MCPError, id: ReplyID?)? {
        guard item.isObject else { return (.invalidRequest("a message must be a JSON object"), nil) }
        let echo = item.id.echo
        if item.hasMethod {
            guard item.method != nil else { return (.invalidRequest("'method' must be text"), echo) }
            guard item.jsonrpc == "2.0" else { return (.invalidRequest("'jsonrpc' must be \"2.0\""), echo) }
            guard !item.hasResult else { return (.invalidRequest("a message has a method (a request) or a result or error (a response), not both"), echo) }
            switch item.id {
            case .valid(let id):
                // The SDK reads such params only in its own handlers (initialize), as an internal error.
                if let kind = item.paramsNotObject { return (.invalidParams("params must be an object, not \(kind)"), .id(id)) }
                return nil
            case .absent: return nil
            case .null: return (.invalidRequest("the id must be a string or a number, not null"), nil)
            case .fraction(let number): return (.invalidRequest("this server takes ids that are strings or whole numbers, not \(number)"), .number(number))
            case .huge: return (.invalidRequest("a numeric id must be a whole number from -2^63 to 2^63-1 — use a smaller one or a string"), nil)
            case .other(let kind): return (.invalidRequest("the id must be a string or a number, not \(kind)"), nil)
            }
        }
        // Responses (to requests this server never sends) go to the SDK, which ignores them.
        guard item.hasResult else { return (.invalidRequest("a message needs a method (a request or notification), or a result or error (a response)"), echo) }
        return nil
    }

    private static func refused(_ error: MCPError, id: ReplyID?) -> Verdict {
        Verdict(replies: [(reply(to: id, error), error.errorDescription ?? "")])
    }

    /// A JSON-RPC error response; `nil` is the `null` id.
    static func reply(to id: ReplyID?, _ error: MCPError) -> Data {
        (try? JSONEncoder().encode(ErrorReply(id: id ?? .null, error: error)))
            ?? Data(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"Internal error"}}"#.utf8)
    }

    enum ReplyID: Encodable {
        case null
        case id(ID)
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

    private struct ErrorReply: Encodable {
        var jsonrpc = "2.0"
        var id: ReplyID
        var error: MCPError
    }
}

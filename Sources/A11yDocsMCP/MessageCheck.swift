import Foundation

/// Checks each incoming line against JSON-RPC 2.0 before anything is handled, and answers what
/// cannot be: unreadable JSON, a message that is neither a request, a notification nor a
/// response, and a request whose id this server does not take (not a string or a whole number),
/// which JSON-RPC would otherwise leave unanswered. An id that cannot be read is answered with
/// `null`, as JSON-RPC asks.
enum MessageCheck {
    struct Verdict {
        /// The messages to handle: the line's one message, or a batch without its refused items.
        var messages: [IncomingMessage] = []
        /// Whether the line was a batch, whose answers go back together as one list.
        var isBatch = false
        /// Error responses to send back, with why, for the log.
        var replies: [(data: Data, reason: String)] = []
    }

    static func check(_ data: Data) -> Verdict {
        let line: Line
        do {
            line = try JSONDecoder().decode(Line.self, from: data)
        } catch {
            return refused(RPCError(.notOneMessagePerLine), id: .null)
        }
        switch line {
        case .single(let envelope):
            return judge([envelope], batch: false)
        case .batch(let items):
            guard !items.isEmpty else { return refused(RPCError(.emptyBatch), id: .null) }
            return judge(items, batch: true)
        case .other:
            return refused(RPCError(.notAMessageOrList), id: .null)
        }
    }

    private static func judge(_ items: [Envelope], batch: Bool) -> Verdict {
        var verdict = Verdict(isBatch: batch)
        for item in items {
            switch message(item) {
            case .success(let message):
                verdict.messages.append(message)
            case .failure(let refusal):
                verdict.replies.append(
                    (OutgoingMessage.error(id: refusal.id, refusal.error).data, refusal.error.message))
            }
        }
        return verdict
    }

    private struct Refusal: Error {
        var error: RPCError
        var id: OutgoingMessage.ReplyID
    }

    /// One message as it is to be handled, or what is wrong with it and the id to answer it with.
    private static func message(_ item: Envelope) -> Result<IncomingMessage, Refusal> {
        func refuse(_ error: RPCError, _ id: OutgoingMessage.ReplyID) -> Result<IncomingMessage, Refusal> {
            .failure(Refusal(error: error, id: id))
        }
        guard item.isObject else { return refuse(RPCError(.notAMessage), .null) }
        let echo = item.id.echo
        guard item.hasMethod else {
            // Responses (to requests this server never sends) are let through, and ignored.
            guard item.hasResult else {
                return refuse(RPCError(.neitherRequestNorResponse), echo)
            }
            return .success(.response)
        }
        guard let method = item.method else { return refuse(RPCError(.methodNotText), echo) }
        guard item.jsonrpc == "2.0" else { return refuse(RPCError(.notVersion2), echo) }
        guard !item.hasResult else {
            return refuse(RPCError(.bothRequestAndResponse), echo)
        }
        switch item.id {
        case .valid(let id):
            if let kind = item.paramsNotObject { return refuse(RPCError(.paramsNotObject(kind: kind)), .id(id)) }
            return .success(.request(id: id, method: method, params: item.params))
        case .absent: return .success(.notification(method: method, params: item.params))
        case .null: return refuse(RPCError(.nullID), .null)
        case .fraction(let number): return refuse(RPCError(.fractionalID(number)), .number(number))
        case .huge: return refuse(RPCError(.hugeID), .null)
        case .other(let kind): return refuse(RPCError(.idOfKind(kind)), .null)
        }
    }

    private static func refused(_ error: RPCError, id: OutgoingMessage.ReplyID) -> Verdict {
        Verdict(replies: [(OutgoingMessage.error(id: id, error).data, error.message)])
    }
}

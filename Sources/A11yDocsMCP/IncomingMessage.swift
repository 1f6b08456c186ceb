/// A message from the client that `MessageCheck` let through, ready to be handled.
enum IncomingMessage: Equatable, Sendable {
    /// To be answered; `params` is an object or absent.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// Never answered; `params` is whatever the client sent.
    case notification(method: String, params: JSONValue?)
    /// A response, to a request this server never sends: ignored.
    case response
}

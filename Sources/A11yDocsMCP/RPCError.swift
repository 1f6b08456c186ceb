/// A JSON-RPC error as this server sends it: `message` starts with what kind of error it is
/// ("Invalid params: …") and `data.detail` repeats the detail alone, the shape MCP clients (the
/// Swift and Python SDKs among them) read back into their own error types.
struct RPCError: Error, Equatable, Sendable {
    var code: Int
    var message: String
    var detail: String?

    static func parseError(_ detail: String) -> RPCError { standard(-32700, "Parse error: Invalid JSON", detail) }
    static func invalidRequest(_ detail: String) -> RPCError { standard(-32600, "Invalid Request", detail) }
    static func methodNotFound(_ detail: String) -> RPCError { standard(-32601, "Method not found", detail) }
    static func invalidParams(_ detail: String) -> RPCError { standard(-32602, "Invalid params", detail) }
    static func internalError(_ detail: String) -> RPCError { standard(-32603, "Internal error", detail) }

    /// An error of the range JSON-RPC leaves to servers (MCP's "resource not found" is -32002).
    static func serverError(code: Int, _ message: String) -> RPCError {
        RPCError(code: code, message: "Server error: \(message)", detail: nil)
    }

    private static func standard(_ code: Int, _ kind: String, _ detail: String) -> RPCError {
        RPCError(code: code, message: "\(kind): \(detail)", detail: detail)
    }
}

extension RPCError: Encodable {
    private enum Key: String, CodingKey { case code, message, data }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        if let detail { try container.encode(["detail": detail], forKey: .data) }
    }
}

import A11yDocs

/// A JSON-RPC error as this server sends it, as data: what is wrong with the message or the
/// request. `message` starts with what kind of error it is ("Invalid params: …") and
/// `data.detail` repeats the detail alone, the shape MCP clients (the Swift and Python SDKs
/// among them) read back into their own error types. `detail` is the one place it is worded.
struct RPCError: Error, Equatable, Sendable {
    var reason: Reason

    init(_ reason: Reason) {
        self.reason = reason
    }

    enum Reason: Equatable, Sendable {
        // Parse error
        case notOneMessagePerLine
        // Invalid Request
        case emptyBatch
        case notAMessageOrList
        case notAMessage
        case neitherRequestNorResponse
        case methodNotText
        case notVersion2
        case bothRequestAndResponse
        case nullID
        case fractionalID(Double)
        case hugeID
        /// An id of another JSON kind (`an object`).
        case idOfKind(String)
        case messageTooLarge(bytes: Int, limit: Int)
        case alreadyInitialized
        // Method not found
        case unknownMethod(String)
        // Invalid params
        /// `kind` is what was sent instead, as a summary (`a list`, `"x"`).
        case paramsNotObject(kind: String)
        case fieldNotText(String, got: String)
        case fieldNull(String)
        case fieldMissing(String)
        case fieldNotObject(String, got: String)
        case unknownTool(String)
        case notAResource(uri: String, scheme: String)
        /// `example` is an entry's URI to show how one is written.
        case notAnEntry(uri: String, scheme: String, example: String)
        // Internal error: what went wrong, as the error describes itself.
        case internalError(String)
        // Server errors
        /// A URI naming no entry; `suggestion` is the URI of the entry it may mean.
        case resourceNotFound(uri: String, suggestion: String)
        case resourceNotFoundFor(uri: String, QueryProblem)
    }

    var code: Int {
        switch reason {
        case .notOneMessagePerLine: return -32700
        case .unknownMethod: return -32601
        case .paramsNotObject, .fieldNotText, .fieldNull, .fieldMissing, .fieldNotObject, .unknownTool, .notAResource,
            .notAnEntry:
            return -32602
        case .internalError: return -32603
        // MCP's "resource not found", of the range JSON-RPC leaves to servers.
        case .resourceNotFound, .resourceNotFoundFor: return -32002
        default: return -32600
        }
    }

    /// What kind of error it is, as JSON-RPC names it.
    private var kind: String {
        switch code {
        case -32700: return "Parse error: Invalid JSON"
        case -32601: return "Method not found"
        case -32602: return "Invalid params"
        case -32603: return "Internal error"
        case -32600: return "Invalid Request"
        default: return "Server error"
        }
    }

    /// The whole message: the kind, then the detail.
    var message: String { "\(kind): \(detailText)" }

    /// The detail alone, as `data.detail` carries it; a server error carries none.
    var detail: String? {
        switch reason {
        case .resourceNotFound, .resourceNotFoundFor: return nil
        default: return detailText
        }
    }

    private var detailText: String {
        switch reason {
        case .notOneMessagePerLine:
            return "send one JSON-RPC message per line"
        case .emptyBatch:
            return "an empty batch — send at least one message"
        case .notAMessageOrList:
            return "a message must be a JSON object (or a list of them)"
        case .notAMessage:
            return "a message must be a JSON object"
        case .neitherRequestNorResponse:
            return "a message needs a method (a request or notification), or a result or error (a response)"
        case .methodNotText:
            return "'method' must be text"
        case .notVersion2:
            return "'jsonrpc' must be \"2.0\""
        case .bothRequestAndResponse:
            return "a message has a method (a request) or a result or error (a response), not both"
        case .nullID:
            return "the id must be a string or a number, not null"
        case let .fractionalID(number):
            return "this server takes ids that are strings or whole numbers, not \(number)"
        case .hugeID:
            return "a numeric id must be a whole number from -2^63 to 2^63-1 — use a smaller one or a string"
        case let .idOfKind(kind):
            return "the id must be a string or a number, not \(kind)"
        case let .messageTooLarge(bytes, limit):
            return "a message of \(bytes) bytes is over the limit of \(limit) bytes — send smaller messages"
        case .alreadyInitialized:
            return "Server is already initialized"
        case let .unknownMethod(method):
            return "Unknown method: \(method)"
        case let .paramsNotObject(kind):
            return "params must be an object, not \(kind)"
        case let .fieldNotText(name, got):
            return "\(name) must be text, got \(got)"
        case let .fieldNull(name):
            return "\(name) must be text, not null"
        case let .fieldMissing(name):
            return "\(name) is required"
        case let .fieldNotObject(name, got):
            return "\(name) must be an object, got \(got)"
        case let .unknownTool(requested):
            return
                "Unknown tool: "
                + "'\(requested)'\(Suggestion.didYouMean(requested, in: ToolCatalog.Name.allCases.map(\.rawValue)))"
        case let .notAResource(uri, scheme):
            return "'\(uri)' is not an a11ydocs resource — entries are \(scheme)<collection>/<slug>"
        case let .notAnEntry(uri, scheme, example):
            return "'\(uri)' does not name an entry — use \(scheme)<collection>/<slug>, e.g. \(example)"
        case let .internalError(description):
            return description
        case let .resourceNotFound(uri, suggestion):
            return "Resource not found: \(uri)\(Wording.didYouMean(suggestion))"
        case let .resourceNotFoundFor(uri, problem):
            return "Resource not found: \(uri)\(Wording.hint(problem.message))"
        }
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

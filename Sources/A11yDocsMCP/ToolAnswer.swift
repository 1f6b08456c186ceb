import MCP

/// What a tool returns: text for the assistant to read and, where it helps a program, the same
/// answer as JSON.
struct ToolAnswer {
    var text: String
    var structured: Value?

    var result: CallTool.Result {
        CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: structured, isError: false)
    }

    /// A call that could not be answered as asked: the argument and what to give instead.
    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }
}

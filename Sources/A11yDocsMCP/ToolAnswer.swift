/// What a tool returns: text for the assistant to read and, where it helps a program, the same
/// answer as JSON (`structuredContent`).
struct ToolAnswer {
    var text: String
    var structured: JSONValue?
    var isError = false

    /// A call that could not be answered as asked: the argument and what to give instead. A tool
    /// error is a result, so the assistant reads it and can try again.
    static func failure(_ message: String) -> ToolAnswer {
        ToolAnswer(text: message, structured: nil, isError: true)
    }

    /// The `tools/call` result.
    var json: JSONValue {
        var result: [String: JSONValue] = [
            "content": [["type": "text", "text": .string(text)]], "isError": .bool(isError),
        ]
        if let structured { result["structuredContent"] = structured }
        return .object(result)
    }
}

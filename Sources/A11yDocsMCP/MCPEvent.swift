import A11yDocs

/// What the server reports as it works, for the CLI to log on standard error (standard output
/// carries only the protocol).
public enum MCPEvent: Sendable {
    /// The library was loaded (`reload` false) or loaded again after a change.
    case loaded(entries: Int, diagnostics: [Diagnostic], milliseconds: Int, reload: Bool)
    /// Loading after a change failed; the last library that loaded is still served.
    case loadFailed(String)
    /// A tool call was answered.
    case called(tool: String, milliseconds: Int, isError: Bool)
    /// A message was answered with a JSON-RPC error before reaching the server: why.
    case refused(String)
    /// Input ended and this many requests were still unanswered after waiting; the server stops anyway.
    case unanswered(Int)
}

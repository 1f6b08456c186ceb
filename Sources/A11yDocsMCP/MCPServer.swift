import A11yDocs

/// `a11ydocs mcp`: the library served to AI assistants over the Model Context Protocol
/// (JSON-RPC 2.0, one message per line on standard input and output). Tools list, get and search
/// entries and give their criteria; each entry is also a resource. Every request sees the
/// content as it is on disk.
public enum MCPServer {
    public static let name = "a11ydocs"

    /// Serves over standard input and output until the client closes its input, then returns
    /// once every request has been answered (waiting at most 5 s for the next answer). Throws
    /// when the library cannot be loaded at all (a missing folder, a broken template); content
    /// errors leave those entries out and are reported as events.
    public static func run(
        source: LibrarySource, version: String,
        events: @escaping @Sendable (MCPEvent) -> Void = { _ in }
    ) async throws {
        let state = try LibraryState(source: source, events: events)
        let channel = StdioLineTransport(refused: { events(.refused($0)) })
        let dispatcher = dispatcher(state: state, version: version, channel: channel, events: events)
        await dispatcher.serve()
        await dispatcher.answered()
    }

    /// The server's dispatcher over `channel`, for `run` and for tests that talk to it in memory.
    static func dispatcher(
        state: LibraryState, version: String, channel: any LineChannel,
        events: @escaping @Sendable (MCPEvent) -> Void
    ) -> Dispatcher {
        let handlers = RequestHandlers(
            state: state, handshake: Handshake(version: version), channel: channel, events: events)
        return Dispatcher(channel: channel, handle: { try await handlers.answer($0, $1) }, events: events)
    }
}

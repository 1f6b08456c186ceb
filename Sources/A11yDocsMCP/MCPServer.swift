import A11yDocs
import Foundation
import MCP

/// `a11ydocs mcp`: the library served to AI assistants over the Model Context Protocol. Tools
/// list, get and search entries and give their criteria; each entry is also a resource. Every
/// request sees the content as it is on disk.
public enum MCPServer {
    public static let name = "a11ydocs"

    /// Serves until the client closes the connection, then returns once every request has been
    /// answered. Throws when the library cannot be loaded at all (a missing folder, a broken
    /// template); content errors leave those entries out and are reported as events. Without a
    /// `transport`, it talks over standard input and output.
    public static func run(source: LibrarySource, version: String, transport: (any Transport)? = nil,
                           events: @escaping @Sendable (MCPEvent) -> Void = { _ in }) async throws {
        let state = try LibraryState(source: source, events: events)
        let transport = transport ?? StdioLineTransport(refused: { events(.refused($0)) })
        let server = try await start(state: state, version: version, transport: transport, events: events)
        await server.server.waitUntilCompleted()
        await server.transport.answered()
        await server.server.stop()
    }

    /// A started server, for tests that talk to it in memory.
    static func start(state: LibraryState, version: String, transport: any Transport,
                      events: @escaping @Sendable (MCPEvent) -> Void) async throws -> (server: Server, transport: AnsweringTransport) {
        let server = Server(
            name: name, version: version, title: "a11ydocs pattern library",
            instructions: """
            An accessibility pattern library: one entry per UI pattern, with how to test it (keyboard, \
            screen-reader gestures, screen-reader output, device settings) and developer notes and \
            code for iOS (UIKit, SwiftUI), Android (Views, Jetpack Compose) and the web. Use search \
            or list_entries to find an entry, get_entry for its content (optionally for one platform \
            or framework), get_criteria for acceptance criteria and test cases.
            """,
            capabilities: .init(resources: .init(subscribe: false, listChanged: true), tools: .init(listChanged: false)))
        let handlers = RequestHandlers(state: state, server: server, events: events)
        await handlers.register()
        let answering = AnsweringTransport(transport, events: events)
        try await server.start(transport: answering)
        return (server, answering)
    }
}

import Foundation
import MCP

@testable import A11yDocsMCP

/// The server's end of an in-memory connection whose other end is the MCP Swift SDK's own
/// `Client`: each message the client sends is one line for the server, and each line the server
/// sends is one message for the client, as over standard input and output.
final class SDKLineChannel: LineChannel {
    private let transport: InMemoryTransport

    private init(_ transport: InMemoryTransport) {
        self.transport = transport
    }

    /// The client's transport and the server's channel, connected to each other.
    static func connectedPair() async throws -> (client: InMemoryTransport, server: SDKLineChannel) {
        let (client, server) = await InMemoryTransport.createConnectedPair()
        // Connected before the client sends anything: the SDK drops messages to an unconnected end.
        try await server.connect()
        return (client, SDKLineChannel(server))
    }

    func lines() async -> AsyncThrowingStream<Data, Error> {
        await transport.receive()
    }

    func send(_ message: Data) async throws {
        try await transport.send(message)
    }
}

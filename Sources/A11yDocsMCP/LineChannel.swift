import Foundation

/// Where the server's messages come from and go: one JSON-RPC message per line. Standard input
/// and output in use (`StdioLineTransport`); anything that carries lines in tests.
protocol LineChannel: Sendable {
    /// The incoming messages, one line each (without its end), until the client closes its end.
    /// Asked for once.
    func lines() async -> AsyncThrowingStream<Data, Error>

    /// Sends one message as a line of its own.
    func send(_ message: Data) async throws
}

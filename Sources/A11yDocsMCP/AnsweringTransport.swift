import Foundation
import Logging
import MCP

/// A transport that counts the requests it hands the server and the responses the server sends
/// back, so that when the client closes its end the process can wait for every answer before it
/// exits: the SDK handles each request in a task of its own, which may still be running when
/// the stream of messages ends.
actor AnsweringTransport: Transport {
    private let inner: any Transport
    private var requests = 0
    private var responses = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Silent: the server reports through `MCPEvent`s, and standard output is the protocol's.
    nonisolated let logger = Logger(label: "a11ydocs.mcp", factory: { _ in SwiftLogNoOpLogHandler() })

    init(_ inner: any Transport) {
        self.inner = inner
    }

    func connect() async throws { try await inner.connect() }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws {
        try await inner.send(data)
        responses += Self.count(in: data) { $0.method == nil && $0.id != nil }
        resumeIfAnswered()
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let messages = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let (stream, continuation) = messages
        Task {
            do {
                for try await data in await inner.receive() {
                    self.received(data)
                    continuation.yield(data)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        return stream
    }

    private func received(_ data: Data) {
        requests += Self.count(in: data) { $0.method != nil && $0.id != nil }
    }

    /// Returns once every request received so far has had its response.
    func answered() async {
        if responses >= requests { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func resumeIfAnswered() {
        guard responses >= requests else { return }
        waiting.forEach { $0.resume() }
        waiting = []
    }

    /// The JSON-RPC fields that tell a request (method and id) from a response (id alone).
    private struct Envelope: Decodable {
        var id: Value?
        var method: String?
    }

    private static func count(in data: Data, where matches: (Envelope) -> Bool) -> Int {
        let decoder = JSONDecoder()
        if let one = try? decoder.decode(Envelope.self, from: data) { return matches(one) ? 1 : 0 }
        if let batch = try? decoder.decode([Envelope].self, from: data) { return batch.filter(matches).count }
        return 0
    }
}

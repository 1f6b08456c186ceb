import Foundation
import Logging
import MCP

/// Stands between the transport and the SDK's server: refuses messages the SDK would mishandle
/// (see `MessageCheck`), and keeps the ids of the requests handed on until each is answered, so
/// that when the client closes its end the process can wait for every answer before it exits:
/// the SDK handles each request in a task of its own, which may still be running when the
/// stream of messages ends. The wait is bounded, so a request that is never answered cannot keep
/// the process alive.
actor AnsweringTransport: Transport {
    private let inner: any Transport
    private let events: @Sendable (MCPEvent) -> Void
    /// Requests handed on and not yet answered, by id (a client may reuse one).
    private var pending: [ID: Int] = [:]
    private var lastAnswer = ContinuousClock().now

    /// Silent: the server reports through `MCPEvent`s, and standard output is the protocol's.
    nonisolated let logger = Logger(label: "a11ydocs.mcp", factory: { _ in SwiftLogNoOpLogHandler() })

    init(_ inner: any Transport, events: @escaping @Sendable (MCPEvent) -> Void = { _ in }) {
        self.inner = inner
        self.events = events
    }

    func connect() async throws { try await inner.connect() }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws {
        try await inner.send(data)
        for id in Self.responseIDs(in: data) { settle(id) }
        lastAnswer = ContinuousClock().now
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        Task {
            do {
                for try await data in await inner.receive() {
                    if let forward = await self.received(data) { continuation.yield(forward) }
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        return stream
    }

    /// The message to hand the SDK, once its requests are noted and anything refused is answered.
    private func received(_ data: Data) async -> Data? {
        let verdict = MessageCheck.check(data)
        for (reply, reason) in verdict.replies {
            events(.refused(reason))
            try? await inner.send(reply)
        }
        for id in verdict.requests { pending[id, default: 0] += 1 }
        verdict.cancelled.forEach(settle)
        return verdict.forward
    }

    private func settle(_ id: ID) {
        guard let count = pending[id] else { return }
        pending[id] = count > 1 ? count - 1 : nil
    }

    /// Returns once every request received so far has been answered, or when `patience` has
    /// passed with requests still open and no answer sent; then reports how many were left.
    func answered(patience: Duration = .seconds(5)) async {
        lastAnswer = max(lastAnswer, ContinuousClock().now)
        while !pending.isEmpty {
            if ContinuousClock().now - lastAnswer > patience {
                events(.unanswered(pending.values.reduce(0, +)))
                return
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    private struct Response: Decodable {
        var id: ID?
        var method: String?
    }

    private static func responseIDs(in data: Data) -> [ID] {
        let decoder = JSONDecoder()
        let responses = (try? decoder.decode([Response].self, from: data)) ?? (try? decoder.decode(Response.self, from: data)).map { [$0] } ?? []
        return responses.filter { $0.method == nil }.compactMap(\.id)
    }
}

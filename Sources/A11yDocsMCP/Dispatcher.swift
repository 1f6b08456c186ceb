import Foundation

/// Reads the client's messages and answers them. Each line is checked first (`MessageCheck`):
/// what cannot be handled is answered with an error at once. Each request is then worked on in a
/// task of its own, so a slow answer holds up no other; a batch is answered in one list, its
/// requests in order. Notifications are never answered: a cancellation ends the work on its
/// request, which is then not answered either, as MCP asks; any other is accepted silently.
///
/// When the client closes its end, `answered()` waits for the answers still being worked on,
/// but not for ever: a request that is never answered cannot keep the process alive.
actor Dispatcher {
    /// One request's answer: its result, or an `RPCError` thrown (any other error is an
    /// internal error).
    typealias Handler = @Sendable (_ method: String, _ params: JSONValue?) async throws -> JSONValue

    private let channel: any LineChannel
    private let handle: Handler
    private let events: @Sendable (MCPEvent) -> Void
    /// Requests being worked on, by a number of their own: a client may reuse an id.
    private var working: [Int: Work] = [:]
    private var nextNumber = 0
    private var lastAnswer = ContinuousClock().now

    private struct Work {
        /// The requests answered together: one, or a batch's.
        var ids: [RequestID]
        var task: Task<Void, Never>
        var isBatch: Bool
    }

    init(channel: any LineChannel, handle: @escaping Handler, events: @escaping @Sendable (MCPEvent) -> Void = { _ in })
    {
        self.channel = channel
        self.handle = handle
        self.events = events
    }

    /// Handles every message until the client closes its end; a read that fails ends the input
    /// the same way.
    func serve() async {
        do {
            for try await line in await channel.lines() { await received(line) }
        } catch {}
    }

    private func received(_ line: Data) async {
        let verdict = MessageCheck.check(line)
        for (reply, reason) in verdict.replies {
            events(.refused(reason))
            await send(reply)
        }
        var requests: [(id: RequestID, method: String, params: JSONValue?)] = []
        for message in verdict.messages {
            switch message {
            case .request(let id, let method, let params):
                if verdict.isBatch {
                    requests.append((id, method, params))
                } else {
                    start([id], isBatch: false) { [handle] in await Self.answer(id, method, params, handle).data }
                }
            case .notification(let method, let params):
                if method == "notifications/cancelled", let id = RequestID(params?.objectValue?["requestId"]) {
                    cancel(id)
                }
            case .response:
                break
            }
        }
        guard !requests.isEmpty else { return }
        start(requests.map(\.id), isBatch: true) { [handle, requests] in
            var answers: [OutgoingMessage] = []
            for request in requests {
                answers.append(await Self.answer(request.id, request.method, request.params, handle))
            }
            return OutgoingMessage.batch(answers)
        }
    }

    private func start(_ ids: [RequestID], isBatch: Bool, _ answer: @escaping @Sendable () async -> Data) {
        let number = nextNumber
        nextNumber += 1
        let task = Task { [self] in
            let reply = await answer()
            await finish(number, reply)
        }
        working[number] = Work(ids: ids, task: task, isBatch: isBatch)
    }

    /// Sends the answer unless its request was cancelled meanwhile; it counts as outstanding
    /// until it is written.
    private func finish(_ number: Int, _ reply: Data) async {
        guard working[number] != nil else { return }
        await send(reply)
        working[number] = nil
    }

    /// A cancellation names one request; the requests of a batch are answered together, so a
    /// batch goes on.
    private func cancel(_ id: RequestID) {
        for (number, work) in working where !work.isBatch && work.ids == [id] {
            work.task.cancel()
            working[number] = nil
        }
    }

    private func send(_ data: Data) async {
        // A client that is gone cannot be told; the input ends soon after.
        try? await channel.send(data)
        lastAnswer = ContinuousClock().now
    }

    private static func answer(_ id: RequestID, _ method: String, _ params: JSONValue?, _ handle: Handler) async
        -> OutgoingMessage
    {
        do {
            return .result(id: id, try await handle(method, params))
        } catch let error as RPCError {
            return .error(id: .id(id), error)
        } catch {
            return .error(id: .id(id), RPCError(.internalError("\(error)")))
        }
    }

    /// Returns once every request received so far has been answered, or when `patience` has
    /// passed with requests still open and no answer sent; then reports how many were left and
    /// stops working on them.
    func answered(patience: Duration = .seconds(5)) async {
        lastAnswer = max(lastAnswer, ContinuousClock().now)
        while !working.isEmpty {
            if ContinuousClock().now - lastAnswer > patience {
                events(.unanswered(working.values.reduce(0) { $0 + $1.ids.count }))
                working.values.forEach { $0.task.cancel() }
                working = [:]
                return
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

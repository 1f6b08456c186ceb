import Foundation

/// Parts handed from the thread that makes them to the thread that writes them, a few at a time:
/// the maker waits while the writer is behind, so that no more than `capacity` parts are held.
final class PartsChannel: @unchecked Sendable {
    /// Why a writer's parts ended with none: the first text's writer never asked for its parts,
    /// so they were never made.
    struct Unfinished: Error {}

    private let condition = NSCondition()
    private var waiting: [[UInt8]] = []
    private var finished = false
    private var failure: Error?
    /// The writer is done (or failed): parts sent after that are dropped, and the maker never waits.
    private var closed = false
    private let capacity: Int

    init(capacity: Int = 4) { self.capacity = capacity }

    func send(_ part: [UInt8]) {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= capacity, !closed { condition.wait() }
        guard !closed else { return }
        waiting.append(part)
        condition.broadcast()
    }

    /// No more parts: the writer ends after those sent, with `failure` when there is one.
    func finish(failure: Error? = nil) {
        condition.lock()
        defer { condition.unlock() }
        guard !finished else { return }
        finished = true
        self.failure = failure
        condition.broadcast()
    }

    /// The next part, or nil after the last; throws what stopped the maker.
    func receive() throws -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty, !finished { condition.wait() }
        guard waiting.isEmpty else {
            condition.broadcast()
            return waiting.removeFirst()
        }
        if let failure { throw failure }
        return nil
    }

    /// The writer stops reading.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        waiting = []
        condition.broadcast()
    }
}

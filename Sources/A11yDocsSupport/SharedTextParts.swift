import Foundation

/// Several texts made in one pass, part by part, each written as it is made: `make` hands over
/// one part for each text at a time. The first text is written on the calling thread as the
/// parts are made, each other on a thread of its own, so a text's parts are never all held.
/// What one costs to make is paid once for all of them (an entry's test cases for the three
/// CSV layouts).
package struct SharedTextParts: Sendable {
    package typealias Make = @Sendable (_ parts: ([[UInt8]]) throws -> Void) throws -> Void
    package let count: Int
    private let make: Make

    package init(count: Int, make: @escaping Make) {
        self.count = count
        self.make = make
    }

    /// Hands each text to its writer, `writers[i]` the text `i`; returns when all are written and
    /// throws the first failure, of making the parts or of writing them.
    package func write(with writers: [@Sendable (TextParts) throws -> Void]) throws {
        precondition(writers.count == count, "one writer for each text")
        let channels = (1..<max(count, 1)).map { _ in PartsChannel() }
        let failures = Failures()
        let done = DispatchSemaphore(value: 0)
        for (channel, writer) in zip(channels, writers.dropFirst()) {
            // A thread of its own, not a queue's: every worker of the pool may be waiting here.
            let thread = Thread {
                defer {
                    channel.close()
                    done.signal()
                }
                do {
                    try writer(TextParts { part in while let next = try channel.receive() { try part(next) } })
                } catch {
                    failures.add(error)
                }
            }
            thread.start()
        }
        let make = self.make
        do {
            try writers[0](
                TextParts { part in
                    do {
                        try make { parts in
                            for (channel, other) in zip(channels, parts.dropFirst()) { channel.send(other) }
                            try part(parts[0])
                        }
                        channels.forEach { $0.finish(failure: nil) }
                    } catch {
                        channels.forEach { $0.finish(failure: error) }
                        throw error
                    }
                })
        } catch {
            channels.forEach { $0.finish(failure: error) }
            failures.add(error)
        }
        // A writer that never asked for its text leaves the others without an end: they have one now.
        channels.forEach { $0.finish(failure: PartsChannel.Unfinished()) }
        for _ in channels { done.wait() }
        if let first = failures.first { throw first }
    }

    /// One text on its own, made on the calling thread: for a caller that wants the text.
    package func text(_ index: Int) -> TextParts {
        let make = self.make
        return TextParts { part in try make { try part($0[index]) } }
    }

    /// Errors from several threads; the first one added is thrown.
    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [Error] = []

        func add(_ error: Error) {
            lock.lock()
            errors.append(error)
            lock.unlock()
        }

        var first: Error? {
            lock.lock()
            defer { lock.unlock() }
            return errors.first
        }
    }
}

import Foundation
import Synchronization

@testable import A11yDocsMCP

/// A channel that hands the server the lines a test writes and keeps every line it sends back.
final class RecordingChannel: LineChannel, Sendable {
    private let sentLines = Mutex<[String]>([])
    private let stream: AsyncThrowingStream<Data, Error>
    private let continuation: AsyncThrowingStream<Data, Error>.Continuation

    init(_ lines: [String] = [], closed: Bool = true) {
        (stream, continuation) = AsyncThrowingStream<Data, Error>.makeStream()
        lines.forEach(write)
        if closed { close() }
    }

    func write(_ line: String) { continuation.yield(Data(line.utf8)) }

    /// The client closes its end: the input ends after the lines written so far.
    func close() { continuation.finish() }

    func lines() async -> AsyncThrowingStream<Data, Error> { stream }

    func send(_ message: Data) async throws {
        sentLines.withLock { $0.append(String(decoding: message, as: UTF8.self)) }
    }

    var sent: [String] { sentLines.withLock { $0 } }

    /// The lines sent, as JSON.
    func sentJSON() throws -> [JSONValue] {
        try sent.map { try JSONValue.parse(Array($0.utf8)) }
    }
}

@testable import A11yDocsMCP
import Foundation
import MCP
import XCTest

/// After input ends the server waits for answers still being worked on, but not for ever.
final class AnsweringTransportTests: XCTestCase {
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ event: MCPEvent) {
            lock.lock()
            defer { lock.unlock() }
            switch event {
            case .unanswered(let count): lines.append("unanswered \(count)")
            case .refused(let reason): lines.append("refused: \(reason)")
            default: break
            }
        }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    /// Hands `lines` (each one it forwards) to an `AnsweringTransport` as a client would, and reads them on the server's side.
    private func serve(_ lines: [String], log: Log) async throws -> (AnsweringTransport, InMemoryTransport) {
        let (client, server) = await InMemoryTransport.createConnectedPair()
        let answering = AnsweringTransport(server, events: log.add)
        try await client.connect()
        try await answering.connect()
        let stream = await answering.receive()
        for line in lines { try await client.send(Data(line.utf8)) }
        var iterator = stream.makeAsyncIterator()
        for _ in lines { _ = try await iterator.next() }
        return (answering, client)
    }

    func testARequestNeverAnsweredIsGivenUpAfterThePatienceAndReported() async throws {
        let log = Log()
        let (answering, _) = try await serve([#"{"jsonrpc":"2.0","id":1,"method":"slow"}"#], log: log)
        await answering.answered(patience: .milliseconds(50))
        XCTAssertEqual(log.all, ["unanswered 1"])
    }

    func testAnsweredAndCancelledRequestsAreNotWaitedFor() async throws {
        let log = Log()
        let (answering, _) = try await serve([#"{"jsonrpc":"2.0","id":1,"method":"a"}"#, #"{"jsonrpc":"2.0","id":"two","method":"b"}"#,
                                              #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"two"}}"#], log: log)
        try await answering.send(Data(#"{"jsonrpc":"2.0","id":1,"result":{}}"#.utf8))
        await answering.answered(patience: .seconds(60))
        XCTAssertEqual(log.all, [])
    }
}

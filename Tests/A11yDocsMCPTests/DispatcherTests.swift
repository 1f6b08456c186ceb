import Foundation
import Synchronization
import XCTest

@testable import A11yDocsMCP

/// Requests are answered each on its own, batches together, notifications never; after input
/// ends the server waits for answers still being worked on, but not for ever.
final class DispatcherTests: XCTestCase {
    private final class Log: Sendable {
        private let lines = Mutex<[String]>([])
        func add(_ event: MCPEvent) {
            lines.withLock { lines in
                switch event {
                case .unanswered(let count): lines.append("unanswered \(count)")
                case .refused(let reason): lines.append("refused: \(reason)")
                default: break
                }
            }
        }
        var all: [String] { lines.withLock { $0 } }
    }

    /// "slow" takes a minute unless cancelled, "fail" throws an error of no JSON-RPC kind, and
    /// anything else answers with its own name.
    private static let handler: Dispatcher.Handler = { method, _ in
        switch method {
        case "slow":
            try await Task.sleep(for: .seconds(60))
            return "slow"
        case "fail":
            throw CocoaError(.fileNoSuchFile)
        default:
            return .string(method)
        }
    }

    private func serve(_ lines: [String], patience: Duration = .seconds(60), log: Log = Log()) async -> RecordingChannel
    {
        let channel = RecordingChannel(lines)
        let dispatcher = Dispatcher(channel: channel, handle: Self.handler, events: log.add)
        await dispatcher.serve()
        await dispatcher.answered(patience: patience)
        return channel
    }

    func testARequestNeverAnsweredIsGivenUpAfterThePatienceAndReported() async throws {
        let log = Log()
        let clock = ContinuousClock(), start = clock.now
        let channel = await serve([#"{"jsonrpc":"2.0","id":1,"method":"slow"}"#], patience: .milliseconds(50), log: log)
        XCTAssertLessThan(clock.now - start, .seconds(30))
        XCTAssertEqual(log.all, ["unanswered 1"])
        XCTAssertEqual(channel.sent, [])
    }

    func testAnsweredAndCancelledRequestsAreNotWaitedForAndACancelledOneIsNotAnswered() async throws {
        let log = Log()
        let clock = ContinuousClock(), start = clock.now
        let channel = await serve(
            [
                #"{"jsonrpc":"2.0","id":"two","method":"slow"}"#, #"{"jsonrpc":"2.0","id":1,"method":"a"}"#,
                #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"two","reason":"gone"}}"#,
            ], log: log)
        XCTAssertLessThan(clock.now - start, .seconds(30))
        XCTAssertEqual(log.all, [])
        XCTAssertEqual(channel.sent, [#"{"id":1,"jsonrpc":"2.0","result":"a"}"#])
    }

    func testEveryRequestIsAnsweredAfterInputEndsAndNotificationsAndResponsesAreNot() async throws {
        let channel = await serve([
            #"{"jsonrpc":"2.0","id":1,"method":"a"}"#, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":99}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/unknown","params":[1]}"#,
            #"{"jsonrpc":"2.0","id":5,"result":{}}"#, #"{"jsonrpc":"2.0","id":"b","method":"b"}"#,
        ])
        XCTAssertEqual(
            channel.sent.sorted(),
            [#"{"id":"b","jsonrpc":"2.0","result":"b"}"#, #"{"id":1,"jsonrpc":"2.0","result":"a"}"#])
    }

    func testABatchIsAnsweredInOneListInOrderAfterTheRefusalsOfItsItems() async throws {
        let log = Log()
        let channel = await serve(
            [
                #"[{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","id":true,"method":"b"},"#
                    + #"{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":"c","#
                    + #""method":"fail"}]"#
            ], log: log)
        XCTAssertEqual(channel.sent.count, 2)
        XCTAssertEqual(
            channel.sent.first,
            #"{"error":{"code":-32600,"data":{"detail":"the id must be a string or a number, not true"},"#
                + #""message":"Invalid Request: the id must be a string or a number, not true"},"id":null,"#
                + #""jsonrpc":"2.0"}"#
        )
        let answers = try XCTUnwrap(try channel.sentJSON().last?.arrayValue)
        XCTAssertEqual(answers.count, 2)
        XCTAssertEqual(answers.first, ["jsonrpc": "2.0", "id": 1, "result": "a"])
        XCTAssertEqual(answers.last?.objectValue?["id"], "c")
        XCTAssertEqual(answers.last?.objectValue?["error"]?.objectValue?["code"], -32603)
        XCTAssertEqual(log.all, ["refused: Invalid Request: the id must be a string or a number, not true"])
    }

    func testABatchOfNotificationsIsNotAnswered() async throws {
        let channel = await serve([
            #"[{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":1,"result":{}}]"#
        ])
        XCTAssertEqual(channel.sent, [])
    }

    func testUnreadableLinesAreAnsweredWithANullId() async throws {
        let log = Log()
        let channel = await serve(["{not json", #"{"jsonrpc":"2.0","id":2.5,"method":"a"}"#], log: log)
        XCTAssertEqual(
            channel.sent,
            [
                #"{"error":{"code":-32700,"data":{"detail":"send one JSON-RPC message per line"},"message":"Parse "#
                    + #"error: Invalid JSON: send one JSON-RPC message per line"},"id":null,"jsonrpc":"2.0"}"#,
                #"{"error":{"code":-32600,"data":{"detail":"this server takes ids that are strings or whole numbers, "#
                    + #"not 2.5"},"message":"Invalid Request: this server takes ids that are strings or "#
                    + #"whole numbers, "#
                    + #"not 2.5"},"id":2.5,"jsonrpc":"2.0"}"#,
            ])
        XCTAssertEqual(log.all.count, 2)
    }
}

import Foundation
import XCTest

@testable import A11yDocsMCP

/// Messages that cannot be handled are answered at once; the rest are handed on as read.
final class MessageCheckTests: XCTestCase {
    private func check(_ line: String) -> MessageCheck.Verdict { MessageCheck.check(Data(line.utf8)) }

    private func replies(_ verdict: MessageCheck.Verdict) throws -> [[String: Any]] {
        try verdict.replies.map { try XCTUnwrap(JSONSerialization.jsonObject(with: $0.data) as? [String: Any]) }
    }

    private func code(_ reply: [String: Any]) -> Int? { (reply["error"] as? [String: Any])?["code"] as? Int }
    private func message(_ reply: [String: Any]) -> String {
        (reply["error"] as? [String: Any])?["message"] as? String ?? ""
    }

    func testRequestsWithStringOrWholeNumberIdsNotificationsAndResponsesPass() {
        let cases: [(String, IncomingMessage)] = [
            (#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#, .request(id: .number(7), method: "ping", params: nil)),
            (
                #"{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"search","#
                    + #""arguments":{"query":"x"}}}"#,
                .request(
                    id: .string("a"), method: "tools/call", params: ["name": "search", "arguments": ["query": "x"]])
            ),
            (
                #"{"jsonrpc":"2.0","id":-9223372036854775808,"method":"ping","params":null}"#,
                .request(id: .number(Int.min), method: "ping", params: nil)
            ),
            (
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                .notification(method: "notifications/initialized", params: nil)
            ),
            (#"{"jsonrpc":"2.0","id":3,"result":{}}"#, .response),
        ]
        for (line, message) in cases {
            let verdict = check(line)
            XCTAssertEqual(verdict.messages, [message], line)
            XCTAssertFalse(verdict.isBatch, line)
            XCTAssertTrue(verdict.replies.isEmpty, line)
        }
    }

    func testAnIdThatIsNotAStringOrANumberIsAnInvalidRequestAnsweredWithANullId() throws {
        for id in ["true", "{\"a\":1}", "[1]", "null", "123456789012345678901234567890"] {
            let verdict = check(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#)
            XCTAssertEqual(verdict.messages, [], id)
            let reply = try XCTUnwrap(try replies(verdict).first, id)
            XCTAssertEqual(reply["jsonrpc"] as? String, "2.0")
            XCTAssertTrue(reply["id"] is NSNull, "\(id): \(reply)")
            XCTAssertEqual(code(reply), -32600, id)
            XCTAssertTrue(message(reply).hasPrefix("Invalid Request: "), message(reply))
        }
    }

    func testAFractionalIdIsEchoedInTheError() throws {
        let reply = try XCTUnwrap(try replies(check(#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#)).first)
        XCTAssertEqual(reply["id"] as? Double, 1.5)
        XCTAssertEqual(code(reply), -32600)
        XCTAssertEqual(
            message(reply), "Invalid Request: this server takes ids that are strings or whole numbers, not 1.5")
    }

    func testTextThatIsNotAMessageIsAnswered() throws {
        for (line, expected) in [
            ("{not json", -32700), ("42", -32600), ("[]", -32600), (#"{"jsonrpc":"2.0","id":1}"#, -32600),
            (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, -32600), (#"{"jsonrpc":"2.0","id":1,"method":5}"#, -32600),
        ] {
            let verdict = check(line)
            XCTAssertEqual(verdict.messages, [], line)
            XCTAssertEqual(try replies(verdict).map(code), [expected], line)
        }
        XCTAssertEqual(
            try replies(check("{not json")).map(message),
            ["Parse error: Invalid JSON: send one JSON-RPC message per line"])
    }

    func testParamsThatAreNotAnObjectAreInvalidParams() throws {
        for (params, kind) in [("\"x\"", "text"), ("[1]", "a list"), ("3", "a number"), ("false", "true or false")] {
            let verdict = check(#"{"jsonrpc":"2.0","id":4,"method":"initialize","params":\#(params)}"#)
            XCTAssertEqual(verdict.messages, [], params)
            let reply = try XCTUnwrap(try replies(verdict).first, params)
            XCTAssertEqual(reply["id"] as? Int, 4)
            XCTAssertEqual(code(reply), -32602)
            XCTAssertEqual(message(reply), "Invalid params: params must be an object, not \(kind)")
        }
        XCTAssertEqual(
            check(#"{"jsonrpc":"2.0","id":4,"method":"ping","params":null}"#).messages,
            [.request(id: .number(4), method: "ping", params: nil)])
    }

    func testABatchLosesOnlyItsRefusedItems() throws {
        let verdict = check(
            #"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":false,"method":"ping"},{"jsonrpc":"2.0","#
                + #""method":"notifications/initialized"}]"#
        )
        XCTAssertTrue(verdict.isBatch)
        XCTAssertEqual(
            verdict.messages,
            [
                .request(id: .number(1), method: "ping", params: nil),
                .notification(method: "notifications/initialized", params: nil),
            ])
        XCTAssertEqual(try replies(verdict).map(code), [-32600])
        XCTAssertEqual(
            try replies(verdict).map(message), ["Invalid Request: the id must be a string or a number, not false"])
    }

    func testACancellationNamesTheRequestItEnds() {
        let verdict = check(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"r1"}}"#)
        XCTAssertEqual(
            verdict.messages, [.notification(method: "notifications/cancelled", params: ["requestId": "r1"])])
    }
}

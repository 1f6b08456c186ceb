import A11yDocsSupport
import Foundation
import XCTest

@testable import A11yDocsMCP

/// The server's answers as they go over the wire, line by line, on a copy of the fixture site.
final class ProtocolTests: XCTestCase {
    private var library: FixtureLibrary!

    override func setUp() async throws {
        library = try FixtureLibrary(for: self)
    }

    /// Hands the server `lines`, closes its input and returns what it sent once it is done.
    private func session(_ lines: [String]) async throws -> RecordingChannel {
        let channel = RecordingChannel(lines)
        let dispatcher = try library.dispatcher(over: channel)
        await dispatcher.serve()
        await dispatcher.answered()
        return channel
    }

    private func request(_ id: Int, _ method: String, _ params: String? = nil) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)""# + (params.map { #","params":\#($0)"# } ?? "") + "}"
    }

    /// Each answer by its (whole-number) id.
    private func answers(_ channel: RecordingChannel) throws -> [Int: [String: JSONValue]] {
        var answers: [Int: [String: JSONValue]] = [:]
        for message in try channel.sentJSON() {
            guard let fields = message.objectValue, case .int(let id)? = fields["id"] else { continue }
            answers[id] = fields
        }
        return answers
    }

    private static let initializeParams =
        #"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"tests","version":"1"}}"#

    func testInitializeNegotiatesTheVersionNamesTheServerAndHappensOnce() async throws {
        let channel = try await session([
            "[" + request(1, "initialize", Self.initializeParams) + ","
                + request(2, "initialize", Self.initializeParams) + "]"
        ])
        let expected: JSONValue = [
            "protocolVersion": "2025-06-18",
            "capabilities": ["resources": ["subscribe": false, "listChanged": true], "tools": ["listChanged": false]],
            "serverInfo": ["name": "a11ydocs", "title": "a11ydocs pattern library", "version": "test"],
            "instructions": .string(Handshake.instructions),
        ]
        XCTAssertEqual(
            try channel.sentJSON(),
            [
                [
                    ["jsonrpc": "2.0", "id": 1, "result": expected],
                    [
                        "jsonrpc": "2.0", "id": 2,
                        "error": [
                            "code": -32600, "message": "Invalid Request: Server is already initialized",
                            "data": ["detail": "Server is already initialized"],
                        ],
                    ],
                ]
            ])
        for params in [
            #"{"protocolVersion":"1999-01-01","capabilities":{},"clientInfo":{"name":"x","version":"1"}}"#, "{}",
        ] {
            let later = try await session([request(1, "initialize", params)])
            XCTAssertEqual(try answers(later)[1]?["result"]?.objectValue?["protocolVersion"], "2025-11-25", params)
        }
    }

    func testPingUnknownMethodsAndListsAnswerExactly() async throws {
        let channel = try await session([
            request(1, "ping"), request(2, "prompts/list"), request(3, "resources/templates/list", "{}"),
        ])
        XCTAssertEqual(
            Set(channel.sent),
            [
                #"{"id":1,"jsonrpc":"2.0","result":{}}"#,
                #"{"error":{"code":-32601,"data":{"detail":"Unknown method: prompts/list"},"message":"Method not "#
                    + #"found: Unknown method: prompts/list"},"id":2,"jsonrpc":"2.0"}"#,
                #"{"id":3,"jsonrpc":"2.0","result":{"resourceTemplates":[{"description":"An entry's Markdown: how to "#
                    + #"test it, screen-reader output, developer notes and code.","mimeType":"text/markdown","#
                    + #""name":"entry","title":"Pattern entry","uriTemplate":"a11ydocs://{collection}/{slug}"}]}}"#,
            ])
    }

    func testParamsOfTheWrongShapeAreInvalidParamsNamingTheField() async throws {
        let cases: [(method: String, params: String, message: String)] = [
            ("tools/call", "{}", "name is required"),
            ("tools/call", #"{"name":5}"#, "name must be text, got 5"),
            ("tools/call", #"{"name":null}"#, "name must be text, not null"),
            ("tools/call", #"{"name":"search","arguments":"x"}"#, #"arguments must be an object, got "x""#),
            ("tools/call", #"{"name":"search","arguments":[1]}"#, "arguments must be an object, got a list"),
            ("tools/call", #"{"name":"search","_meta":5}"#, "_meta must be an object, got 5"),
            ("tools/call", #"{"name":"serch"}"#, "Unknown tool: 'serch' — did you mean 'search'?"),
            ("resources/read", "{}", "uri is required"),
            ("resources/read", #"{"uri":7}"#, "uri must be text, got 7"),
            (
                "resources/read", #"{"uri":"https://example.org/web/link"}"#,
                "'https://example.org/web/link' is not an a11ydocs resource — entries are "
                    + "a11ydocs://<collection>/<slug>"
            ),
            ("tools/list", #"{"cursor":1}"#, "cursor must be text, got 1"),
            ("initialize", #"{"protocolVersion":2025}"#, "protocolVersion must be text, got 2025"),
            ("initialize", #"{"clientInfo":"me"}"#, #"clientInfo must be an object, got "me""#),
        ]
        let answers = try answers(
            try await session(cases.enumerated().map { request($0.offset, $0.element.method, $0.element.params) }))
        for (id, (method, params, message)) in cases.enumerated() {
            XCTAssertEqual(
                answers[id]?["error"],
                [
                    "code": -32602, "message": .string("Invalid params: " + message),
                    "data": ["detail": .string(message)],
                ],
                "\(method) \(params)")
        }
    }

    func testAToolAnswerIsTextWithStructuredContentAndAToolErrorIsAResult() async throws {
        let answers = try answers(
            try await session([
                request(
                    1, "tools/call",
                    #"{"name":"list_entries","arguments":{"collection":"web"},"_meta":{"progressToken":1}}"#),
                request(2, "tools/call", #"{"name":"get_entry","arguments":{}}"#),
                request(3, "tools/call", #"{"name":"list_wcag","arguments":null}"#),
            ]))
        let listed = try XCTUnwrap(answers[1]?["result"]?.objectValue)
        XCTAssertEqual(Set(listed.keys), ["content", "structuredContent", "isError"])
        XCTAssertEqual(listed["isError"], false)
        let text = try XCTUnwrap(listed["content"]?.arrayValue?.first?.objectValue?["text"]?.stringValue)
        XCTAssertEqual(listed["content"], [["type": "text", "text": .string(text)]])
        XCTAssertTrue(text.hasPrefix("1 entry of 3 in the library with collection web:\n- web/link — Link"), text)
        XCTAssertEqual(listed["structuredContent"]?.objectValue?["count"], 1)
        XCTAssertEqual(
            answers[2]?["result"],
            ["content": [["type": "text", "text": "Invalid argument 'slug': is required"]], "isError": true])
        XCTAssertEqual(answers[3]?["result"]?.objectValue?["isError"], false, "arguments: null is no arguments")
    }

    func testAMissingResourceIsMCPsResourceNotFound() async throws {
        let answers = try answers(try await session([request(1, "resources/read", #"{"uri":"a11ydocs://web/lnk"}"#)]))
        XCTAssertEqual(
            answers[1]?["error"],
            [
                "code": -32002,
                "message": .string(
                    "Server error: Resource not found: a11ydocs://web/lnk — no entry 'web/lnk' — did you mean "
                        + "'web/link'?"),
            ])
    }

    func testTheClientIsToldTheListChangedBeforeTheAnswerThatFoundIt() async throws {
        let unchanged = try await session([request(1, "resources/list")])
        XCTAssertEqual(unchanged.sent.count, 1)
        XCTAssertFalse(unchanged.sent[0].contains("list_changed"))

        let channel = RecordingChannel([], closed: false)
        let dispatcher = try library.dispatcher(over: channel)
        try "---\ntitle: Switch\ncategories: controls\n---\n".write(
            to: library.content.appendingPathComponent("native/switch.md"), atomically: true, encoding: .utf8)
        channel.write(request(1, "resources/list"))
        channel.close()
        await dispatcher.serve()
        await dispatcher.answered()
        XCTAssertEqual(channel.sent.first, #"{"jsonrpc":"2.0","method":"notifications/resources/list_changed"}"#)
        let resources = try XCTUnwrap(
            try channel.sentJSON().last?.objectValue?["result"]?.objectValue?["resources"]?.arrayValue)
        XCTAssertEqual(
            resources.compactMap { $0.objectValue?["uri"]?.stringValue },
            [
                "a11ydocs://native/button", "a11ydocs://native/alert-dialog", "a11ydocs://native/switch",
                "a11ydocs://web/link",
            ])
        XCTAssertEqual(
            resources.first,
            [
                "name": "native/button", "uri": "a11ydocs://native/button", "title": "Button",
                "description": "Performs an action when activated.", "mimeType": "text/markdown",
            ])
        XCTAssertEqual(channel.sent.count, 2)
    }
}

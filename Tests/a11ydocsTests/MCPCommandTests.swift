import Foundation
import XCTest

/// `a11ydocs mcp` as a client starts it: messages on standard input, then end of file.
final class MCPCommandTests: XCTestCase {
    private var site: URL!

    override func setUpWithError() throws {
        site = try CommandLineRunner.site(
            self,
            entries: [
                "native/button.md": "---\ntitle: Button\ncategories: controls\nkeyboard:\n  enter: Activates\n---\n",
                "native/slider.md": "---\ntitle: Slider\ncategories: controls\nkeyboard:\n  up arrow: Increases\n---\n",
            ])
    }

    private func messages(_ list: [[String: Any]]) throws -> String {
        try list.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) + "\n" }.joined()
    }

    func testAnswersEveryRequestOnStandardOutputOnlyAndExitsWhenInputEnds() throws {
        let input = try messages([
            [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": [
                    "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
                    "clientInfo": ["name": "tests", "version": "1"],
                ],
            ],
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            [
                "jsonrpc": "2.0", "id": 2, "method": "tools/call",
                "params": ["name": "search", "arguments": ["query": "slid"]],
            ],
            [
                "jsonrpc": "2.0", "id": 3, "method": "tools/call",
                "params": ["name": "get_entry", "arguments": ["slug": "buton"]],
            ],
            ["jsonrpc": "2.0", "id": 4, "method": "resources/read", "params": ["uri": "a11ydocs://native/button"]],
        ])
        let run = try CommandLineRunner.run(["mcp"], in: site, timeout: 30, input: input)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        let responses = try lines.map {
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(responses.compactMap { $0["jsonrpc"] as? String }, ["2.0", "2.0", "2.0", "2.0"], run.stdout)
        let byID = Dictionary(
            uniqueKeysWithValues: responses.map { ($0["id"] as? Int ?? 0, $0["result"] as? [String: Any] ?? [:]) })
        XCTAssertEqual(Set(byID.keys), [1, 2, 3, 4])
        let text = { (id: Int) in ((byID[id]?["content"] as? [[String: Any]])?.first?["text"] as? String) ?? "" }
        XCTAssertTrue(text(2).hasPrefix("1 result(s) for 'slid':\n1. native/slider — Slider"), text(2))
        XCTAssertEqual(byID[3]?["isError"] as? Bool, true)
        XCTAssertEqual(text(3), "Invalid argument 'slug': no entry 'buton' — did you mean 'button'?")
        XCTAssertTrue(
            ((byID[4]?["contents"] as? [[String: Any]])?.first?["text"] as? String ?? "").hasPrefix("# Button\n"))
        XCTAssertTrue(run.stderr.hasPrefix("a11ydocs mcp: serving 2 entries in "), run.stderr)
    }

    /// Started outside the library with `--content`, the server reads the library's a11ydocs.yml
    /// beside that folder: the same collection names and addresses as the published site.
    func testReadsTheConfigBesideTheContentFolder() throws {
        try Data("base_url: https://example.org/a11y/\ncollections:\n  native:\n    name: Native apps\n".utf8)
            .write(to: site.appendingPathComponent("a11ydocs.yml"))
        let input = try messages([
            Self.initialize,
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            [
                "jsonrpc": "2.0", "id": 2, "method": "tools/call",
                "params": ["name": "list_entries", "arguments": [String: Any]()],
            ],
            [
                "jsonrpc": "2.0", "id": 3, "method": "tools/call",
                "params": ["name": "get_criteria", "arguments": ["slugs": ["native/button"]]],
            ],
        ])
        let run = try CommandLineRunner.run(
            ["mcp", "--content", "../Content"], in: site.appendingPathComponent("Templates"), timeout: 30, input: input)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("native/button — Button (Native apps · controls)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("https://example.org/a11y/native/button/"), run.stdout)
    }

    /// Made at each use: `Any` is not Sendable, so a stored static of it could not be shared.
    private static var initialize: [String: Any] {
        [
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": [
                "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
                "clientInfo": ["name": "tests", "version": "1"],
            ],
        ]
    }

    /// Every line of standard output as a JSON-RPC response: "2.0", an id (maybe null), and a result or an error.
    private func responses(_ run: CommandLineRunner.Run, file: StaticString = #filePath, line: UInt = #line) throws
        -> [[String: Any]]
    {
        try run.stdout.split(separator: "\n").map { text in
            let response = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], String(text), file: file,
                line: line)
            XCTAssertEqual(response["jsonrpc"] as? String, "2.0", String(text), file: file, line: line)
            XCTAssertTrue(response.keys.contains("id"), String(text), file: file, line: line)
            XCTAssertEqual(
                response.keys.filter { $0 == "result" || $0 == "error" }.count, 1, String(text), file: file, line: line)
            return response
        }
    }

    private func error(_ response: [String: Any]) -> (code: Int, message: String)? {
        (response["error"] as? [String: Any]).map { ($0["code"] as? Int ?? 0, $0["message"] as? String ?? "") }
    }

    func testARequestWithAnIdTheServerCannotTakeIsRefusedAndTheServerStillExitsWhenInputEnds() throws {
        for id in ["1.5", "true", "false", "{\"n\":1}", "[1]", "null", "123456789012345678901234567890"] {
            let input =
                #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/list"}"# + "\n"
                + (try messages([["jsonrpc": "2.0", "id": 2, "method": "ping"]]))
            let run = try CommandLineRunner.run(["mcp"], in: site, timeout: 30, input: input)
            XCTAssertFalse(run.timedOut, id)
            XCTAssertEqual(run.status, 0, "\(id): \(run.stderr)")
            let responses = try responses(run)
            XCTAssertEqual(responses.count, 2, "\(id): \(run.stdout)")
            let refusal = try XCTUnwrap(responses.first { $0["error"] != nil }, id)
            XCTAssertEqual(error(refusal)?.code, -32600, id)
            XCTAssertTrue(error(refusal)?.message.hasPrefix("Invalid Request: ") == true, "\(id): \(refusal)")
            if id == "1.5" {
                XCTAssertEqual(refusal["id"] as? Double, 1.5)
            } else {
                XCTAssertTrue(refusal["id"] is NSNull, "\(id): \(refusal)")
            }
            XCTAssertTrue(responses.contains { $0["id"] as? Int == 2 && $0["result"] != nil }, "\(id): \(run.stdout)")
            XCTAssertTrue(run.stderr.contains("a11ydocs mcp: refused a message — Invalid Request: "), run.stderr)
            XCTAssertFalse(run.stderr.contains("unanswered"), run.stderr)
        }
    }

    func testToolArgumentsThatAreNotAnObjectAreInvalidParams() throws {
        let tools = ["list_entries", "get_entry", "search", "get_criteria", "list_wcag", "list_stale"]
        let values: [Any] = ["slider", [1, 2], 5]
        var calls: [[String: Any]] = [Self.initialize]
        for (index, (tool, value)) in tools.flatMap({ tool in values.map { (tool, $0) } }).enumerated() {
            calls.append([
                "jsonrpc": "2.0", "id": 10 + index, "method": "tools/call",
                "params": ["name": tool, "arguments": value],
            ])
        }
        let run = try CommandLineRunner.run(["mcp"], in: site, timeout: 30, input: try messages(calls))
        XCTAssertEqual(run.status, 0, run.stderr)
        let errors = try responses(run).filter { ($0["id"] as? Int ?? 0) >= 10 }.compactMap(error)
        XCTAssertEqual(errors.count, tools.count * values.count, run.stdout)
        for error in errors {
            XCTAssertEqual(error.code, -32602, error.message)
            XCTAssertTrue(error.message.hasPrefix("Invalid params: arguments must be an object, got "), error.message)
        }
    }

    func testAnEightMegabyteLineIsAnsweredAndOneOverTheLimitIsRefused() throws {
        let slug = String(repeating: "a", count: 8 << 20)
        let oversized = String(repeating: "b", count: 17 << 20)
        let input =
            try messages([
                Self.initialize,
                [
                    "jsonrpc": "2.0", "id": 2, "method": "tools/call",
                    "params": ["name": "get_entry", "arguments": ["slug": slug]],
                ],
            ])
            + #"{"jsonrpc":"2.0","id":3,"method":"ping","params":{"pad":""# + oversized + "\"}}\n"
            + (try messages([["jsonrpc": "2.0", "id": 4, "method": "ping"]]))
        let run = try CommandLineRunner.run(["mcp"], in: site, timeout: 60, input: input)
        XCTAssertEqual(run.status, 0, run.stderr)
        let responses = try responses(run)
        XCTAssertEqual(responses.compactMap { $0["id"] as? Int }.sorted(), [1, 2, 4], run.stdout)
        let answer = try XCTUnwrap(responses.first { $0["id"] as? Int == 2 }?["result"] as? [String: Any])
        XCTAssertEqual(answer["isError"] as? Bool, true)
        let text = (answer["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
        XCTAssertEqual(text, "Invalid argument 'slug': is 8388608 characters long — give at most 1000 characters")
        let refusal = try XCTUnwrap(responses.first { $0["id"] is NSNull }, run.stdout)
        XCTAssertEqual(error(refusal)?.code, -32600)
        XCTAssertTrue(error(refusal)?.message.contains("is over the limit of 16777216 bytes") == true, "\(refusal)")
    }

    func testAMissingContentFolderIsAUsageError() throws {
        let run = try CommandLineRunner.run(["mcp", "--content", "Missing"], in: site, input: "")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("folder 'Missing' not found"), run.stderr)
    }
}

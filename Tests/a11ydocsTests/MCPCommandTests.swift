import Foundation
import XCTest

/// `a11ydocs mcp` as a client starts it: messages on standard input, then end of file.
final class MCPCommandTests: XCTestCase {
    private var site: URL!

    override func setUpWithError() throws {
        site = try CommandLineRunner.site(self, entries: [
            "native/button.md": "---\ntitle: Button\ncategories: controls\nkeyboard:\n  enter: Activates\n---\n",
            "native/slider.md": "---\ntitle: Slider\ncategories: controls\nkeyboard:\n  up arrow: Increases\n---\n",
        ])
    }

    private func messages(_ list: [[String: Any]]) throws -> String {
        try list.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) + "\n" }.joined()
    }

    func testAnswersEveryRequestOnStandardOutputOnlyAndExitsWhenInputEnds() throws {
        let input = try messages([
            ["jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": ["protocolVersion": "2025-06-18", "capabilities": [String: Any](), "clientInfo": ["name": "tests", "version": "1"]]],
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": ["name": "search", "arguments": ["query": "slid"]]],
            ["jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": ["name": "get_entry", "arguments": ["slug": "buton"]]],
            ["jsonrpc": "2.0", "id": 4, "method": "resources/read", "params": ["uri": "a11ydocs://native/button"]],
        ])
        let run = try CommandLineRunner.run(["mcp"], in: site, timeout: 30, input: input)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        let responses = try lines.map { try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(responses.compactMap { $0["jsonrpc"] as? String }, ["2.0", "2.0", "2.0", "2.0"], run.stdout)
        let byID = Dictionary(uniqueKeysWithValues: responses.map { ($0["id"] as? Int ?? 0, $0["result"] as? [String: Any] ?? [:]) })
        XCTAssertEqual(Set(byID.keys), [1, 2, 3, 4])
        let text = { (id: Int) in ((byID[id]?["content"] as? [[String: Any]])?.first?["text"] as? String) ?? "" }
        XCTAssertTrue(text(2).hasPrefix("1 result(s) for 'slid':\n1. native/slider — Slider"), text(2))
        XCTAssertEqual(byID[3]?["isError"] as? Bool, true)
        XCTAssertEqual(text(3), "Invalid argument 'slug': no entry 'buton' — did you mean 'button'?")
        XCTAssertTrue(((byID[4]?["contents"] as? [[String: Any]])?.first?["text"] as? String ?? "").hasPrefix("# Button\n"))
        XCTAssertTrue(run.stderr.hasPrefix("a11ydocs mcp: serving 2 entries in "), run.stderr)
    }

    func testAMissingContentFolderIsAUsageError() throws {
        let run = try CommandLineRunner.run(["mcp", "--content", "Missing"], in: site, input: "")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("folder 'Missing' not found"), run.stderr)
    }
}

import A11yDocs
import A11yDocsMarkdown
import A11yDocsSupport
import Foundation
import MCP
import Synchronization
import XCTest

@testable import A11yDocsMCP

/// The server as the MCP Swift SDK's own client sees it, over an in-memory connection, on a copy
/// of the fixture site.
final class MCPServerTests: XCTestCase {
    private var content: URL!
    private var options: BuildOptions!
    private var client: Client!
    private var serving: Task<Void, Never>?
    private var initialized: Initialize.Result!

    override func setUp() async throws {
        let library = try FixtureLibrary(for: self)
        (content, options) = (library.content, library.options)
        let (clientTransport, serverChannel) = try await SDKLineChannel.connectedPair()
        let dispatcher = try library.dispatcher(over: serverChannel)
        serving = Task { await dispatcher.serve() }
        client = Client(name: "tests", version: "1")
        initialized = try await client.connect(transport: clientTransport)
    }

    override func tearDown() async throws {
        await client?.disconnect()
        serving?.cancel()
        await serving?.value
    }

    private func call(_ tool: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
        try await client.callTool(name: tool, arguments: arguments).value
    }

    private func text(_ result: CallTool.Result) -> String {
        result.content.compactMap { if case .text(let text, _, _) = $0 { return text } else { return nil } }.joined()
    }

    func testTheHandshakeNamesTheServerAndWhatItOffers() async throws {
        XCTAssertEqual(initialized.protocolVersion, Version.latest)
        XCTAssertEqual(initialized.serverInfo.name, "a11ydocs")
        XCTAssertEqual(initialized.serverInfo.title, "a11ydocs pattern library")
        XCTAssertEqual(initialized.serverInfo.version, "test")
        XCTAssertEqual(initialized.instructions, Handshake.instructions)
        XCTAssertEqual(initialized.capabilities.resources, .init(subscribe: false, listChanged: true))
        XCTAssertEqual(initialized.capabilities.tools, .init(listChanged: false))
        XCTAssertNil(initialized.capabilities.prompts)
        XCTAssertNil(initialized.capabilities.logging)
        try await client.ping()
    }

    func testEveryToolIsListedWithASchemaThatRefusesOtherArguments() async throws {
        let tools = try await client.listTools().tools
        XCTAssertEqual(
            tools.map(\.name), ["list_entries", "get_entry", "search", "get_criteria", "list_wcag", "list_stale"])
        for tool in tools {
            XCTAssertEqual(tool.inputSchema.objectValue?["type"], "object", tool.name)
            XCTAssertEqual(tool.inputSchema.objectValue?["additionalProperties"], false, tool.name)
            XCTAssertEqual(tool.annotations.readOnlyHint, true, tool.name)
            XCTAssertEqual(tool.annotations.openWorldHint, false, tool.name)
            XCTAssertNotNil(tool.title, tool.name)
        }
        XCTAssertEqual(tools[1].inputSchema.objectValue?["required"], ["slug"])
    }

    func testEachToolAnswersFromTheLibrary() async throws {
        let library = try PatternLibrary.load(options)
        let listed = try await call("list_entries", ["framework": "jetpack-compose", "collection": "native"])
        XCTAssertNotEqual(listed.isError, true)
        XCTAssertEqual(
            listed.structuredContent?.objectValue?["entries"]?.arrayValue?.compactMap {
                $0.objectValue?["id"]?.stringValue
            },
            ["native/button", "native/alert-dialog"])
        XCTAssertTrue(
            text(listed).hasPrefix(
                "2 entries of 3 in the library with collection native, notes for Jetpack Compose:\n- native/button — "
                    + "Button (Native · controls · actions)"
            ), text(listed))

        let entry = try await call("get_entry", ["slug": "Alert dialog"])
        XCTAssertEqual(text(entry), try library.markdown(of: try library.entry(named: "alert-dialog").get()))
        XCTAssertEqual(entry.structuredContent?.objectValue?["id"], "native/alert-dialog")
        let scoped = try await call("get_entry", ["slug": "link", "platform": "web"])
        XCTAssertTrue(text(scoped).hasPrefix("> Link has no Web developer notes"), text(scoped))

        let found = try await call("search", ["query": "dialog", "limit": "5"])
        let ids = found.structuredContent?.objectValue?["results"]?.arrayValue?.compactMap {
            $0.objectValue?["id"]?.stringValue
        }
        XCTAssertEqual(ids, try library.search("dialog").get().map { PatternLibrary.id(of: $0.entry) })
        XCTAssertEqual(ids?.first, "native/alert-dialog")

        let gherkin = try await call("get_criteria", ["slugs": ["link", "button"], "format": "gherkin"])
        XCTAssertTrue(
            text(gherkin).hasPrefix(
                "Feature: Accessibility acceptance criteria\n\n  @a11y-native-button\n  Rule: Button\n"), text(gherkin))
        let csv = try await call("get_criteria", ["slugs": "button", "format": "CSV"])
        XCTAssertTrue(text(csv).hasPrefix("ID,Title,"), text(csv))

        let wcag = try await call("list_wcag", ["criterion": "4.1.2"])
        XCTAssertEqual(
            text(wcag),
            "1 WCAG 2.2 success criteria named by entries:\n- 4.1.2 Name, Role, Value (Level A) — 2 entries: "
                + "native/button, native/alert-dialog"
        )
    }

    func testADraftConformanceReportOfChosenOrAllPublishedEntries() async throws {
        let chosen = try await call("get_criteria", ["slugs": ["button"], "format": "acr"])
        XCTAssertNotEqual(chosen.isError, true, text(chosen))
        XCTAssertTrue(
            text(chosen).hasPrefix("# Accessibility pattern library Accessibility Conformance Report — DRAFT\n"),
            text(chosen))
        XCTAssertTrue(
            text(chosen).contains(
                "| [2.1.1 Keyboard (Level A)](https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html) | Not "
                    + "Evaluated | Not tested yet: Button. |"), text(chosen))
        XCTAssertEqual(chosen.structuredContent?.objectValue?["format"], "acr")
        XCTAssertEqual(chosen.structuredContent?.objectValue?["entries"], ["native/button"])

        // No slugs: the product uses every published entry.
        let all = try await call("get_criteria", ["format": "acr-csv"])
        XCTAssertNotEqual(all.isError, true, text(all))
        XCTAssertTrue(text(all).hasPrefix("Criteria,Level,Conformance Level,Remarks and Explanations\r\n"), text(all))
        let library = try PatternLibrary.load(options)
        XCTAssertEqual(
            all.structuredContent?.objectValue?["entries"]?.arrayValue?.compactMap(\.stringValue),
            library.entries.filter { !$0.isDraft }.map(PatternLibrary.id))
        XCTAssertEqual(all.structuredContent?.objectValue?["entries"]?.arrayValue?.count, 3)

        let page = try await call("get_criteria", ["slugs": "link", "format": "acr-html"])
        XCTAssertTrue(text(page).hasPrefix("<!DOCTYPE html>\n"), text(page))
        XCTAssertTrue(text(page).contains("<li>Link (web/link)</li>"), text(page))

        // Other formats still need entries named.
        let criteria = try await call("get_criteria", ["format": "condensed"])
        XCTAssertEqual(criteria.isError, true)
        XCTAssertEqual(text(criteria), "Invalid argument 'slugs': is required — name one or more entries")
    }

    func testBadArgumentsAreToolErrorsNamingTheArgument() async throws {
        let cases: [(String, [String: Value], String)] = [
            ("get_entry", ["slugg": "button"], "Invalid argument 'slugg': unknown argument — did you mean 'slug'?"),
            ("get_entry", [:], "Invalid argument 'slug': is required"),
            ("get_entry", ["slug": "buton"], "Invalid argument 'slug': no entry 'buton' — did you mean 'button'?"),
            (
                "get_entry", ["slug": "button", "platform": "windows"],
                "Invalid argument 'platform': 'windows' is not a platform Choices: ios, android, web."
            ),
            (
                "search", ["query": "x", "limit": 0],
                "Invalid argument 'limit': expected a whole number from 1 to 100, got 0"
            ),
            ("search", ["query": ["a"]], "Invalid argument 'query': expected text, got a list"),
            (
                "get_criteria", ["slugs": ["button"], "format": "gherkn"],
                "Invalid argument 'format': 'gherkn' is not one of condensed, gherkin, wcag, json, csv, xray, "
                    + "testrail, acr, acr-html, acr-csv — did you mean 'gherkin'?"
            ),
            (
                "list_entries", ["category": "widget"],
                "Invalid argument 'category': 'widget' is not a category of any entry Choices: actions, controls, "
                    + "feedback, navigation."
            ),
            (
                "search", ["query": "link", "collection": "nativ"],
                "Invalid argument 'collection': 'nativ' is not a collection — did you mean 'native'? Choices: native, "
                    + "web."
            ),
            (
                "search", ["query": "link", "category": "controls"],
                "Invalid argument 'category': unknown argument — it takes collection, framework, limit, platform, query"
            ),
            (
                "list_wcag", ["criterion": "4.1.1"],
                "Invalid argument 'criterion': '4.1.1' is not a WCAG 2.2 success criterion — 4.1.1 Parsing was removed "
                    + "in WCAG 2.2"
            ),
        ]
        for (tool, arguments, message) in cases {
            let result = try await call(tool, arguments)
            XCTAssertEqual(result.isError, true, message)
            XCTAssertEqual(text(result), message)
        }
        do {
            _ = try await call("serch")
            XCTFail("an unknown tool is a protocol error")
        } catch let error as MCPError {
            XCTAssertEqual(error.code, -32602)
            XCTAssertTrue("\(error)".contains("Unknown tool: 'serch' — did you mean 'search'?"), "\(error)")
        }
    }

    func testANameTooLongToBeATypoIsANoEntryErrorWithoutSuggestions() async throws {
        let long = String(repeating: "butto", count: 100)
        let entry = try await call("get_entry", ["slug": .string(long)])
        XCTAssertEqual(entry.isError, true)
        XCTAssertEqual(
            text(entry),
            "Invalid argument 'slug': no entry '\(long.prefix(60))…' (500 characters) — names are short; list_entries "
                + "names every entry"
        )
        do {
            _ = try await client.readResource(uri: "a11ydocs://native/" + String(repeating: "butto", count: 20_000))
            XCTFail("an unknown entry is not a resource")
        } catch let error as MCPError {
            XCTAssertEqual(error.code, -32002)
            XCTAssertTrue(
                "\(error)".contains("(100007 characters) — names are short; list_entries names every entry"),
                String("\(error)".suffix(200)))
        }
    }

    func testTextArgumentsOverAThousandCharactersAreRefusedBeforeAnyWork() async throws {
        let long = Value.string(String(repeating: "butto", count: 20_000))
        let calls: [(String, [String: Value], String)] = [
            ("get_entry", ["slug": long], "slug"), ("get_criteria", ["slugs": long], "slugs"),
            ("get_criteria", ["slugs": [long]], "slugs"),
            ("get_criteria", ["slugs": "button", "format": long], "format"), ("search", ["query": long], "query"),
            ("list_entries", ["category": long], "category"), ("list_wcag", ["criterion": long], "criterion"),
        ]
        for (tool, arguments, argument) in calls {
            let result = try await call(tool, arguments)
            XCTAssertEqual(result.isError, true, tool)
            XCTAssertEqual(
                text(result),
                "Invalid argument '\(argument)': is 100000 characters long — give at most 1000 characters", tool)
        }
    }

    func testEntriesAreResourcesOfTheirMarkdown() async throws {
        let library = try PatternLibrary.load(options)
        let resources = try await client.listResources().resources
        XCTAssertEqual(
            resources.map(\.uri), ["a11ydocs://native/button", "a11ydocs://native/alert-dialog", "a11ydocs://web/link"])
        XCTAssertEqual(resources.first?.mimeType, "text/markdown")
        let templates = try await client.listResourceTemplates().templates
        XCTAssertEqual(templates.map(\.uriTemplate), ["a11ydocs://{collection}/{slug}"])
        let read = try await client.readResource(uri: "a11ydocs://web/link")
        XCTAssertEqual(read.first?.text, try library.markdown(of: try library.entry(named: "web/link").get()))
        for (uri, words) in [
            ("https://example.org/web/link", "is not an a11ydocs resource"),
            ("a11ydocs://link", "does not name an entry"),
        ] {
            do {
                _ = try await client.readResource(uri: uri)
                XCTFail("\(uri) is not an entry's resource")
            } catch let error as MCPError {
                XCTAssertEqual(error.code, -32602, uri)
                XCTAssertTrue("\(error)".contains(words), "\(error)")
            }
        }
        do {
            _ = try await client.readResource(uri: "a11ydocs://web/lnk")
            XCTFail("an unknown entry is not a resource")
        } catch let error as MCPError {
            XCTAssertEqual(error.code, -32002)
            XCTAssertTrue("\(error)".contains("did you mean 'web/link'?"), "\(error)")
        }
    }

    func testALibraryThatNoLongerLoadsLeavesTheLastOneServed() async throws {
        let loaded = options!
        let switchFile = content.appendingPathComponent("fails")
        let events = EventLog()
        let state = try LibraryState(
            source: LibrarySource(watchedPaths: [content.path]) {
                if FileManager.default.fileExists(atPath: switchFile.path) { throw CocoaError(.fileReadCorruptFile) }
                return try PatternLibrary.load(loaded)
            }, events: events.record)
        try "".write(to: switchFile, atomically: true, encoding: .utf8)
        let (library, listChanged) = await state.current()
        XCTAssertEqual(library.entries.count, 3, "the last library that loaded")
        XCTAssertFalse(listChanged)
        XCTAssertEqual(events.kinds, ["loaded", "loadFailed"])
        let unchanged = await state.current()
        XCTAssertEqual(unchanged.library.entries.count, 3)
        XCTAssertEqual(events.kinds, ["loaded", "loadFailed"], "nothing changed since: no second attempt")
    }

    func testAnEditedOrAddedEntryIsInTheNextAnswer() async throws {
        let changed = expectation(description: "the client hears that the list changed")
        _ = await client.onNotification(ResourceListChangedNotification.self) { _ in changed.fulfill() }
        let file = content.appendingPathComponent("web/link.md")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "title: Link", with: "title: Hyperlink")
            .write(to: file, atomically: true, encoding: .utf8)
        try "---\ntitle: Switch\ncategories: controls\nkeyboard:\n  space: Toggles\n---\n"
            .write(to: content.appendingPathComponent("native/switch.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: [unclosed\n---\n".write(
            to: content.appendingPathComponent("web/broken.md"), atomically: true, encoding: .utf8)
        let entry = try await call("get_entry", ["slug": "Hyperlink"])
        XCTAssertTrue(text(entry).hasPrefix("# Hyperlink\n"), text(entry))
        let listed = try await call("list_entries")
        XCTAssertTrue(text(listed).contains("- native/switch — Switch"), text(listed))
        XCTAssertTrue(
            text(listed).contains(
                "\n\nNot in the library until fixed (1 problem(s)):\n- \(content.path)/web/broken.md:"), text(listed))
        await fulfillment(of: [changed], timeout: 5)
    }
}

/// The server's events, in order, from whichever task reports them.
private final class EventLog: Sendable {
    private let events = Mutex<[MCPEvent]>([])

    func record(_ event: MCPEvent) {
        events.withLock { $0.append(event) }
    }

    var kinds: [String] {
        events.withLock { $0 }.map { event in
            switch event {
            case .loaded: return "loaded"
            case .loadFailed: return "loadFailed"
            case .called: return "called"
            case .refused: return "refused"
            case .unanswered: return "unanswered"
            }
        }
    }
}

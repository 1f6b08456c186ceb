import A11yDocs
import Foundation
import MCP
import XCTest

@testable import A11yDocsMCP

/// Test records over MCP, on a copy of the fixture site with one entry that has records:
/// `list_stale`, and the records in `list_entries` and `get_entry`.
final class EvidenceToolTests: XCTestCase {
    private var client: Client?
    private var serving: Task<Void, Never>?
    private var library: PatternLibrary!

    /// The entry with records. Judged on 2026-06-01: VoiceOver iOS's latest is current, TalkBack's
    /// is a year and more old and of version 14 where 15 is current, NVDA's is current.
    private static let switchEntry = """
        ---
        title: Switch
        categories: controls
        keyboard:
          space: Toggles the switch
        tested:
          - with: VoiceOver iOS
            version: "17.4"
            on: iPhone 15
            date: 2026-03-14
            result: pass
            notes: |
              Reads on and off
              after each double tap.
            by: Ana
            groups: [screenreader]
          - with: voiceover ios
            version: "18.1"
            date: 2026-03-14
            result: partial
          - with: TalkBack
            version: "14"
            date: 2025-05-31
            result: fail
          - with: NVDA
            date: 2025-06-01
            result: pass
        ---

        """

    /// `records: false`: the fixture site as it is, and no technologies in the settings.
    private func connect(requireTested: Bool = false, records: Bool = true) async throws {
        let technologies = [
            AssistiveTechnology(name: "VoiceOver iOS", current: 18), AssistiveTechnology(name: "TalkBack", current: 15),
        ]
        let evidence = EvidenceSettings(
            technologies: records ? technologies : [], requireTested: requireTested,
            today: RecordDate(year: 2026, month: 6, day: 1))
        let fixture = try FixtureLibrary(for: self, evidence: evidence)
        if records {
            try Self.switchEntry.write(
                to: fixture.content.appendingPathComponent("native/switch.md"), atomically: true, encoding: .utf8)
        }
        library = try PatternLibrary.load(fixture.options)
        let (clientTransport, serverChannel) = try await SDKLineChannel.connectedPair()
        let dispatcher = try fixture.dispatcher(over: serverChannel)
        serving = Task { await dispatcher.serve() }
        let client = Client(name: "tests", version: "1")
        _ = try await client.connect(transport: clientTransport)
        self.client = client
    }

    override func tearDown() async throws {
        await client?.disconnect()
        serving?.cancel()
        await serving?.value
    }

    private func call(_ tool: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
        try await XCTUnwrap(client).callTool(name: tool, arguments: arguments).value
    }

    private func text(_ result: CallTool.Result) -> String {
        result.content.compactMap { if case .text(let text, _, _) = $0 { return text } else { return nil } }.joined()
    }

    private func ids(_ value: Value?) -> [String]? {
        value?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue }
    }

    func testListStaleNamesEachTechnologysLatestRecordThatIsOutOfDateAndWhy() async throws {
        try await connect()
        let result = try await call("list_stale")
        XCTAssertNotEqual(result.isError, true)
        XCTAssertEqual(
            text(result),
            """
            1 latest record(s) to renew among 4 entries, judged on 2026-06-01: older than 12 months (before \
            2025-06-01) or of a version below the current one:
            - native/switch — Switch: TalkBack 14, 2025-05-31, fail — older than 12 months; version 14 is below the \
            current 15

            3 entries published without a record (give include_untested: true to list them).
            """)
        let answer = try XCTUnwrap(result.structuredContent?.objectValue)
        XCTAssertEqual(answer["judgedOn"], "2026-06-01")
        XCTAssertEqual(answer["currentSince"], "2025-06-01")
        XCTAssertEqual(answer["staleAfter"], "12 months")
        XCTAssertEqual(answer["count"], 1)
        XCTAssertEqual(
            answer["records"],
            [
                [
                    "id": "native/switch", "title": "Switch", "with": "TalkBack", "version": "14", "date": "2025-05-31",
                    "result": "fail", "stale": true, "behind": true, "current": 15,
                    "why": ["older than 12 months", "version 14 is below the current 15"],
                ]
            ])
        XCTAssertEqual(answer["untestedCount"], 3)
        XCTAssertNil(answer["untested"], "counted, not listed, unless records are required or asked for")
    }

    func testEntriesWithoutARecordAreListedWhenTheLibraryRequiresRecordsOrTheCallAsks() async throws {
        try await connect(requireTested: true)
        let required = try await call("list_stale")
        XCTAssertEqual(
            ids(required.structuredContent?.objectValue?["untested"]),
            ["native/button", "native/alert-dialog", "web/link"])
        XCTAssertTrue(
            text(required).hasSuffix(
                "\n\n3 entries published without a record:\n- native/button — Button\n- native/alert-dialog — "
                    + "Alert dialog\n- web/link — Link"), text(required))
        let declined = try await call("list_stale", ["include_untested": false])
        XCTAssertNil(declined.structuredContent?.objectValue?["untested"])
        XCTAssertEqual(declined.structuredContent?.objectValue?["untestedCount"], 3)
    }

    func testATechnologyOrACollectionNarrowsTheAnswer() async throws {
        try await connect()
        let talkBack = try await call("list_stale", ["technology": "talkback", "include_untested": "true"])
        XCTAssertTrue(text(talkBack).hasPrefix("1 latest record(s) for TalkBack to renew"), text(talkBack))
        XCTAssertEqual(ids(talkBack.structuredContent?.objectValue?["records"]), ["native/switch"])
        let voiceOver = try await call("list_stale", ["technology": "VoiceOver  iOS"])
        XCTAssertEqual(voiceOver.structuredContent?.objectValue?["count"], 0, "its latest record, 18.1, is current")
        XCTAssertTrue(text(voiceOver).contains("renew among 4 entries, judged on 2026-06-01: older"), text(voiceOver))
        XCTAssertTrue(text(voiceOver).contains(":\n(none)\n"), text(voiceOver))
        let web = try await call("list_stale", ["collection": "web", "include_untested": true])
        XCTAssertEqual(ids(web.structuredContent?.objectValue?["records"]), [])
        XCTAssertEqual(ids(web.structuredContent?.objectValue?["untested"]), ["web/link"])

        let cases: [([String: Value], String)] = [
            (
                ["technology": "Talkbak"],
                "Invalid argument 'technology': 'Talkbak' is not an assistive technology of the library's records "
                    + "or a11ydocs.yml — did you mean 'TalkBack'? Choices: VoiceOver iOS, TalkBack, NVDA."
            ),
            (
                ["collection": "nativ"],
                "Invalid argument 'collection': 'nativ' is not a collection — did you mean 'native'? Choices: "
                    + "native, web."
            ),
            (
                ["include_untested": "maybe"],
                "Invalid argument 'include_untested': expected true or false, got \"maybe\""
            ),
            (
                ["platform": "ios"],
                "Invalid argument 'platform': unknown argument — it takes collection, include_untested, technology"
            ),
        ]
        for (arguments, message) in cases {
            let result = try await call("list_stale", arguments)
            XCTAssertEqual(result.isError, true, message)
            XCTAssertEqual(text(result), message)
        }
    }

    /// A library without records, as every library was before them: nothing to renew, every
    /// entry untested, and no technology to ask about.
    func testALibraryWithoutRecordsHasNothingToRenew() async throws {
        try await connect(records: false)
        let result = try await call("list_stale", ["include_untested": true])
        XCTAssertEqual(result.structuredContent?.objectValue?["count"], 0)
        XCTAssertEqual(
            ids(result.structuredContent?.objectValue?["untested"]),
            ["native/button", "native/alert-dialog", "web/link"])
        let asked = try await call("list_stale", ["technology": "NVDA"])
        XCTAssertEqual(asked.isError, true)
        XCTAssertEqual(
            text(asked),
            "Invalid argument 'technology': 'NVDA' is not an assistive technology of the library — no record and no "
                + "'assistive_technologies' in a11ydocs.yml names one")
    }

    func testListEntriesGivesEachTechnologysLatestRecordAndGetEntryEveryRecord() async throws {
        try await connect()
        let listed = try await call("list_entries")
        let entries = try XCTUnwrap(listed.structuredContent?.objectValue?["entries"]?.arrayValue)
        let summaries = Dictionary(
            entries.compactMap { entry in
                entry.objectValue.flatMap { object in object["id"]?.stringValue.map { ($0, object) } }
            },
            uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(
            summaries["native/switch"]?["tested"],
            [
                [
                    "with": "voiceover ios", "version": "18.1", "date": "2026-03-14", "result": "partial",
                    "stale": false, "behind": false,
                ],
                ["with": "NVDA", "date": "2025-06-01", "result": "pass", "stale": false, "behind": false],
                [
                    "with": "TalkBack", "version": "14", "date": "2025-05-31", "result": "fail", "stale": true,
                    "behind": true,
                ],
            ])
        XCTAssertNil(summaries["native/button"]?["tested"], "no records: no key")
        XCTAssertTrue(
            text(listed).contains(
                "\n- native/switch — Switch (Native · controls) Tested: voiceover ios 18.1 partial 2026-03-14; NVDA "
                    + "pass 2025-06-01; TalkBack 14 fail 2025-05-31 (stale, behind)\n"), text(listed))

        let entry = try await call("get_entry", ["slug": "switch"])
        let mirror = try library.markdown(of: try library.entry(named: "switch").get())
        XCTAssertEqual(text(entry), mirror, "the mirror, with its 'Tested with' table")
        XCTAssertTrue(mirror.contains("## Tested with"), mirror)
        XCTAssertEqual(
            entry.structuredContent?.objectValue?["tested"]?.arrayValue?.compactMap {
                $0.objectValue?["date"]?.stringValue
            }, ["2026-03-14", "2026-03-14", "2025-06-01", "2025-05-31"])
        let record = try JSONValue.parse(library.record(of: try library.entry(named: "switch").get()))
        XCTAssertEqual(
            entry.structuredContent?.objectValue?["tested"]?.arrayValue?.count,
            record.objectValue?["tested"]?.arrayValue?.count)

        let untested = try await call("get_entry", ["slug": "button"])
        XCTAssertEqual(text(untested), try library.markdown(of: try library.entry(named: "button").get()))
    }
}

import A11yDocsLoading
import A11yDocsLoadingTestSupport
import A11yDocsModel
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsRendering

/// `entries.json` records write themselves (`JSONWritable`); the bytes must be exactly what
/// `JSONEncoder` writes for the same record with sorted keys and unescaped slashes.
final class JSONWriterTests: XCTestCase {
    private func written(_ value: some JSONWritable) -> String {
        var json = JSONWriter()
        value.write(to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// An entry with every kind of field filled: test records (with and without their optional
    /// fields), a draft flag, an order, authored scenarios, a checklist and a snippet.
    private var sloppyEntry: Entry {
        get throws {
            let text = """
                ---
                title: "Toggle \\"switch\\" </script>"
                categories: [controls, "forms/inputs"]
                description: "Tab\\there, a line\\nbreak and a \\u0001 control"
                order: -3
                draft: true
                wcag:
                  - name: Operable
                    list:
                      - criteria: 2.1.1
                      - criteria: Every action works from a keyboard
                keyboard:
                  space: Toggles the switch
                  tab: Moves focus to the switch
                screenreader:
                  name: Its label, "Wi-Fi"
                  state: On or off
                gherkin-keyboard:
                  - when: Space is pressed
                    then: it reads "on"
                  - and it stays on
                tested:
                  - with: VoiceOver iOS
                    version: "17.4"
                    on: iPhone 15
                    date: 2026-03-14
                    result: pass
                    notes: Reads on and off.
                    by: Ana
                    groups: [screenreader]
                  - with: NVDA
                    date: 2025-05-31
                    result: fail
                ---
                ## iOS
                ### Name
                - The label names it. Café ✓, e\u{301}.
                - **UIKit**
                  - `switch.accessibilityLabel = "Wi-Fi"`
                - **SwiftUI**
                  - `Toggle("Wi-Fi", isOn: $on)`

                ```swift
                Toggle("Wi-Fi", isOn: $on)
                ```

                """
            let (entry, diagnostics) = Fixtures.entry(text, slug: "switch")
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [])
            return try XCTUnwrap(entry)
        }
    }

    func testEveryEntryRecordIsWrittenAsJSONEncoderEncodesIt() throws {
        let own = Fixtures.repository.appendingPathComponent("Content").path
        let entries = try [Fixtures.siteContent, own].flatMap { try ContentLoader(directory: $0).load().entries }
        XCTAssertGreaterThan(entries.count, 10)
        let evidence = EvidenceSettings(
            technologies: [AssistiveTechnology(name: "VoiceOver iOS", current: 18)],
            today: RecordDate(year: 2026, month: 6, day: 1))
        for entry in try entries + [sloppyEntry] {
            let record = EntriesJSON.EntryRecord(
                entry, url: "https://example.org/a11y/\(entry.slug)/", evidence: evidence)
            XCTAssertEqual(written(record), try foundationJSON(record), entry.file)
            XCTAssertEqual(
                String(decoding: EntriesJSON.fragment(for: entry, url: record.url, evidence: evidence), as: UTF8.self),
                written(record))
        }
        let sloppy = try foundationJSON(EntriesJSON.EntryRecord(try sloppyEntry, url: "/", evidence: evidence))
        for key in ["\"tested\":[{", "\"order\":-3", "\"draft\":true", "\"authoredScenarios\":[{", "\"snippets\":[{"] {
            XCTAssertTrue(sloppy.contains(key), "the sloppy entry fills \(key)")
        }
    }

    private struct Pair: JSONWritable {
        var name: String?
        var count: Int?
        var tags: [String]?

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.field("count", count)
                json.field("name", name)
                json.field("tags", tags)
            }
        }
    }

    func testMembersAreSeparatedAndNilsLeftOut() {
        XCTAssertEqual(written(Pair()), "{}")
        XCTAssertEqual(written(Pair(name: "a\"b", count: 0, tags: [])), #"{"count":0,"name":"a\"b","tags":[]}"#)
        var json = JSONWriter()
        json.object { json in
            json.field("pairs", [Pair(count: -12), Pair(), Pair(tags: ["x", "y"])])
            json.field("z", true)
        }
        XCTAssertEqual(
            String(decoding: json.bytes, as: UTF8.self), #"{"pairs":[{"count":-12},{},{"tags":["x","y"]}],"z":true}"#)
    }
}

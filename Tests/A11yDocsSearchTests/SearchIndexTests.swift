import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsModel
@testable import A11yDocsSearch
@testable import A11yDocsSupport

final class SearchIndexTests: XCTestCase {
    private struct Decoded {
        var entries: [[String: Any]]
        var terms: [String]
        /// Term → (entry position, field bits).
        var postings: [String: [(Int, Int)]]
    }

    private func decode(_ bytes: [UInt8]) throws -> Decoded {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(json["fields"] as? [String], ["title", "category", "description", "criteria", "notes", "code"])
        let terms = try XCTUnwrap(json["terms"] as? [String])
        let lists = try XCTUnwrap(json["postings"] as? [[Int]])
        XCTAssertEqual(terms.count, lists.count)
        var postings: [String: [(Int, Int)]] = [:]
        for (term, list) in zip(terms, lists) {
            var entry = 0
            postings[term] = list.map { number in
                entry += number / 64
                return (entry, number % 64)
            }
        }
        return Decoded(entries: try XCTUnwrap(json["entries"] as? [[String: Any]]), terms: terms, postings: postings)
    }

    private func entry(_ text: String, slug: String) throws -> Entry {
        try XCTUnwrap(Fixtures.entry(text, slug: slug).entry)
    }

    /// The index as the build writes it, its parts joined.
    private func json(_ entries: [Entry]) throws -> [UInt8] {
        Array(
            try SearchIndex(entries) { SearchDocument(entry: $0, url: "native/\($0.slug)/", collectionName: "Native") }
                .parts().joined().utf8)
    }

    func testIndexHoldsEveryFieldWithItsBitsAndEntriesInIndexOrder() throws {
        let slider = try entry(
            """
            ---
            title: Slider
            categories: [Form controls]
            description: Picks a value from a range.
            wcag: [1.4.10]
            keyboard:
              arrow keys: value changes by one step
            ---
            ## Android
            ### Role
            - **Jetpack Compose**
              - Use `Modifier.semantics` with a progress range.

                ```kotlin
                Slider(modifier = Modifier.semantics { stateDescription = "Volume" })
                ```
            """, slug: "slider")
        let button = try entry(
            """
            ---
            title: Button
            categories: [Actions]
            ---
            """, slug: "button")
        let index = try decode(json([slider, button]))
        // Index order: Button before Slider.
        XCTAssertEqual(index.entries.map { $0["title"] as? String }, ["Button", "Slider"])
        XCTAssertEqual(index.entries[1]["url"] as? String, "native/slider/")
        XCTAssertEqual(index.entries[1]["categories"] as? [String], ["Form controls"])
        XCTAssertEqual(index.entries[1]["platforms"] as? [String], ["android"])
        XCTAssertEqual(index.entries[1]["frameworks"] as? [String], ["jetpack-compose"])
        XCTAssertEqual(index.entries[1]["code"] as? Bool, true)
        XCTAssertEqual(index.entries[0]["code"] as? Bool, false)
        XCTAssertNil(index.entries[0]["description"])
        XCTAssertEqual(index.terms, index.terms.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })

        func bits(_ term: String) -> [Int: Int] {
            Dictionary(uniqueKeysWithValues: (index.postings[term] ?? []).map { ($0.0, $0.1) })
        }
        XCTAssertEqual(bits("slider"), [1: 1 | 32], "title, and the Slider(…) call in the note's code")
        XCTAssertEqual(bits("button"), [0: 1])
        XCTAssertEqual(bits("form"), [1: 2])
        XCTAssertEqual(bits("native"), [0: 2, 1: 2], "the collection is a category")
        XCTAssertEqual(bits("range"), [1: 4 | 16], "description and notes")
        XCTAssertEqual(bits("1.4.10"), [1: 8])
        XCTAssertEqual(bits("arrow"), [1: 8])
        XCTAssertEqual(bits("statedescription"), [1: 32], "a fenced block in a note is code, not notes")
        XCTAssertEqual(bits("description"), [1: 32])
        XCTAssertEqual(bits("semantics"), [1: 16 | 32], "named in the note's words and in its code")
        XCTAssertNil(index.postings["kotlin"], "a fence's language is not a word of the note")
        XCTAssertEqual(bits("role"), [1: 16], "section titles are notes")
    }

    func testTableCellsAreIndexedAsNotes() throws {
        let slider = try entry(
            """
            ---
            title: Slider
            categories: [Form controls]
            ---
            ## Developer notes
            ### Focus
            - **UIKit**
              | Gesture | Result |
              | :-- | --: |
              | swipe up | `accessibilityIncrement()` |
              | three-finger|scrolls
            """, slug: "slider")
        let index = try decode(json([slider]))
        for term in ["gesture", "swipe", "accessibilityincrement", "three", "finger", "scrolls"] {
            XCTAssertEqual(index.postings[term]?.map(\.1), [16], term)
        }
    }

    func testAFenceEndsOnlyAtAMatchingMarkerAsLongAsItsOpening() throws {
        let tilde = try entry(
            """
            ---
            title: Fences
            categories: [Other]
            ---
            ## iOS
            ### Name
            - Before the block.

              ~~~~swift
              let insideCode = 1
              ```
              let stillCode = 2
              ~~~~
              After the block.
            """, slug: "fences")
        let index = try decode(json([tilde]))
        func bits(_ term: String) -> Int? { index.postings[term]?.first?.1 }
        XCTAssertEqual(bits("before"), 16)
        XCTAssertEqual(bits("insidecode"), 32)
        XCTAssertEqual(bits("stillcode"), 32, "three backticks do not close a fence of four tildes")
        XCTAssertEqual(bits("after"), 16)
        XCTAssertNil(index.postings["swift"])
    }

    func testRawHTMLIsIndexedByItsTextNotItsTags() throws {
        let markup = try entry(
            """
            ---
            title: Markup
            categories: [Other]
            ---
            ## iOS
            ### Name
            - Press <kbd>Ctrl</kbd>+<kbd>Copy</kbd>, see <a href="checkbox.md" title="Boxes">the toggle</a><!-- hidden \
            remark -->.
            - Use a `<button>` element, not <span lang="en">spans</span>.
            """, slug: "markup")
        let index = try decode(json([markup]))
        for word in ["press", "ctrl", "copy", "see", "the", "toggle", "use", "button", "element", "not", "spans"] {
            XCTAssertEqual(index.postings[word]?.first?.1, 16, word)
        }
        for markupWord in ["kbd", "href", "checkbox", "md", "boxes", "hidden", "remark", "span", "lang", "en"] {
            XCTAssertNil(index.postings[markupWord], markupWord)
        }
    }

    func testPostingGapsAreSmallNumbers() throws {
        let entries = try (0..<300).map { number in
            try entry(
                "---\ntitle: Pattern \(String(format: "%03d", number))\ncategories: [Controls]\n---\n",
                slug: "pattern-\(number)")
        }
        let bytes = try json(entries)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let terms = try XCTUnwrap(json["terms"] as? [String]), lists = try XCTUnwrap(json["postings"] as? [[Int]])
        let pattern = try XCTUnwrap(terms.firstIndex(of: "pattern"))
        // 300 entries, each one after the previous: a gap of 1 with the title bit, 65, every time.
        XCTAssertEqual(lists[pattern], [1] + Array(repeating: 65, count: 299))
        let index = try decode(bytes)
        XCTAssertEqual(index.postings["042"]?.map(\.0), [42])
    }
}

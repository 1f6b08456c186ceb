import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsSupport

/// Web notes: under a `## Web` heading beside iOS and Android, or a whole body in a `web` collection.
final class WebPlatformTests: XCTestCase {
    func testAWebHeadingSitsBesideIOSAndAndroid() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Switch
            categories: controls
            ---
            ## iOS
            ### Role
            - **SwiftUI**
              - `Toggle` is a switch.
            ## Android
            ### Role
            - **Jetpack Compose**
              - `Switch` is a switch.
            ## Web
            ### Role
            - `role="switch"` on a button.

            ```html example
            <button role="switch" aria-checked="false">Wi-Fi</button>
            ```
            """)
        XCTAssertEqual(diagnostics, [])
        let web = try XCTUnwrap(entry?.notes(for: .web))
        XCTAssertEqual(entry?.platforms.map(\.platform), [.iOS, .android, .web])
        XCTAssertEqual(web.sections.map(\.kind), [.role])
        XCTAssertEqual(entry?.snippets.last?.platform, .web)
        XCTAssertEqual(entry?.snippets.last?.language, "html")
    }

    func testAWebCollectionsBodyIsTheWebPlatformsNotes() throws {
        let loaded = EntryLoader.load(
            Data(
                """
                ---
                title: Disclosure
                categories: disclosure
                ---
                ## Code examples

                ```html example
                <details><summary>More</summary>Hidden text</details>
                ```

                ## Developer notes

                ### State
                - `open` is read as expanded.
                """.utf8), path: "Content/web/disclosure.md", file: "web/disclosure.md", collection: "web",
            slug: "disclosure")
        let entry = try XCTUnwrap(loaded.entry)
        XCTAssertEqual(entry.generalNotes, [])
        XCTAssertEqual(entry.platforms.map(\.platform), [.web])
        // `## Developer notes` holds only the sections under it: no empty section of its own.
        XCTAssertEqual(entry.platforms.first?.sections.map(\.kind), [.codeExample, .state])
        XCTAssertEqual(entry.snippets.map(\.platform), [.web])
        let checks = EntryRules(entry: entry, text: "", contentFiles: [], body: ("", 1, try CMarkDocument(parsing: "")))
            .findings()
            .map(\.problem)
        XCTAssertFalse(checks.contains(.missingPlatform(.iOS)), "a web entry needs no iOS notes")
    }
}

import A11yDocsModel
import XCTest

@testable import A11yDocsPreview

/// What open pages are sent when a build fails or warns.
final class ReloadHubTests: XCTestCase {
    private func firstMessage(after send: (ReloadHub) async -> Void) async -> String {
        let hub = ReloadHub()
        await send(hub)
        var iterator = await hub.subscribe().makeAsyncIterator()
        _ = await iterator.next()  // ": connected"
        return await iterator.next() ?? ""
    }

    func testAFailedBuildListsErrorsBeforeWarningsAndCountsEachInWords() async {
        let warnings = (1...138).map {
            Diagnostic(.placeholder("TODO"), at: SourceLocation(path: "Content/native/a.md", line: $0, column: 1))
        }
        let error = Diagnostic(
            .missingKey("categories"), at: SourceLocation(path: "Content/native/z.md", line: 1, column: 1))
        // Given in file order, the error last: the hub puts it first.
        let message = await firstMessage { await $0.fail(warnings + [error]) }
        XCTAssertTrue(
            message.hasPrefix(
                "event: problems\ndata: "
                    + "{\"problems\":[{\"location\":\"Content/native/z.md:1:1\",\"message\":\"error: "),
            message)
        XCTAssertTrue(message.hasSuffix(",\"summary\":\"1 error, 138 warnings\"}\n\n"), String(message.suffix(80)))
    }

    func testWarningsAreCountedSingularAndPlural() async {
        let one = Diagnostic(.placeholder("TODO"), at: SourceLocation(path: "Content/native/a.md", line: 3, column: 1))
        let single = await firstMessage { await $0.warn([one]) }
        XCTAssertTrue(single.hasPrefix("event: warnings\n"), single)
        XCTAssertTrue(single.contains("\"summary\":\"1 warning\""), single)
        let two = await firstMessage { await $0.warn([one, one]) }
        XCTAssertTrue(two.contains("\"summary\":\"2 warnings\""), two)
    }
}

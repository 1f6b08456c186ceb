import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsMarkdown

/// The theme's assets while previewing: an override of the stylesheet added, edited or removed
/// with no template changing reaches the copied stylesheet and the 404 page, which carries it
/// inline. Found by `IncrementalEquivalenceTests`.
final class IncrementalThemeAssetTests: XCTestCase {
    private func site() async throws -> (IncrementalSite, URL) { try await PreviewedSite.start(self) }

    private func text(_ root: URL, _ path: String) throws -> String { try PreviewedSite.text(root, path) }

    func testAStylesheetOverrideAddedEditedAndRemovedReachesTheStylesheetAndThe404Page() async throws {
        let (site, root) = try await site()
        let builtIn = try text(root, "assets/site.css")

        try Fixtures.write(["Templates/assets/site.css": "body { color: teal; }\n"], under: root)
        let added = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(
            try text(root, "assets/site.css"), "body { color: teal; }\n", "the new override, not the built-in file")
        XCTAssertEqual(try added.finish(), ["404.html"])
        XCTAssertTrue(try text(root, "404.html").contains("<style>body { color: teal; }\n</style>"))

        try Fixtures.write(["Templates/assets/site.css": "body { color: navy; }\n"], under: root)
        _ = try await XCTUnwrapAsync(await site.update()).finish()
        XCTAssertTrue(
            try text(root, "404.html").contains("<style>body { color: navy; }\n</style>"),
            "an edit re-renders the 404 page")

        // Inline, a stylesheet's own `</` is written `<\/`, so that it cannot end the style element.
        try Fixtures.write(["Templates/assets/site.css": "b { color: navy; } /* </style><b> */\n"], under: root)
        _ = try await XCTUnwrapAsync(await site.update()).finish()
        let escaped = try text(root, "404.html")
        XCTAssertTrue(escaped.contains("/* <\\/style><b> */"), escaped)
        XCTAssertFalse(escaped.contains("</style><b>"), escaped)

        try FileManager.default.removeItem(at: root.appendingPathComponent("Templates/assets/site.css"))
        // Removing an override is not an error: the built-in file comes back.
        let removed = try await XCTUnwrapAsync(await site.update())
        _ = try removed.finish()
        XCTAssertEqual(try text(root, "assets/site.css"), builtIn)
        XCTAssertFalse(try text(root, "404.html").contains("color: navy"))
    }
}

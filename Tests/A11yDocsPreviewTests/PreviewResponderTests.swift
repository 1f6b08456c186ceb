import A11yDocs
import A11yDocsTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import XCTest

@testable import A11yDocsPreview

/// The preview's routing and safety, through Hummingbird's test client (no socket).
final class PreviewResponderTests: XCTestCase {
    private var output: URL!
    private var outside: URL!

    override func setUpWithError() throws {
        let root = try Fixtures.temporaryDirectory(self)
        output = root.appendingPathComponent("Output")
        outside = root.appendingPathComponent("secret.txt")
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("native/slider"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let files = [
            "index.html": "<html><body><h1>Library</h1></body></html>",
            "404.html": "<html><body><h1>Page not found</h1></body></html>",
            "native/slider/index.html": "<html><body><h1>Slider</h1></body></html>",
            "native/slider.md": "# Slider\n",
            "assets/site.css": "body {}",
            "api/entries.json": "{}",
        ]
        for (path, text) in files {
            let url = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data("not for the web".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: output.appendingPathComponent("leak.txt").path, withDestinationPath: outside.path)
    }

    /// The preview's responder; `built` as after the preview's first good build.
    private func app(baseURL: String = "/", built: Bool = true) async -> some ApplicationProtocol {
        let hub = ReloadHub()
        if built { await hub.siteBuilt() }
        return Application(responder: PreviewResponder(outputDirectory: output.path, baseURL: baseURL, hub: hub))
    }

    func testServesNothingOfTheFolderUntilThisPreviewHasBuiltIt() async throws {
        try await app(built: false).test(.router) { client in
            for path in ["/", "/native/slider/", "/assets/site.css", "/404.html"] {
                try await client.execute(uri: path, method: .get) { response in
                    XCTAssertEqual(response.status, .notFound, path)
                    XCTAssertTrue(String(buffer: response.body).contains("The site is not built yet"), path)
                    XCTAssertFalse(String(buffer: response.body).contains("Slider"), path)
                }
            }
        }
    }

    func testHiddenFilesAreNeverServed() async throws {
        for (path, text) in [".a11ydocs": "marker", ".git/config": "[core]", "native/.env": "SECRET=1"] {
            let url = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try await app().test(.router) { client in
            for path in ["/.a11ydocs", "/.git/config", "/native/.env", "/%2egit/config"] {
                try await client.execute(uri: path, method: .get) { response in
                    XCTAssertNotEqual(response.status, .ok, path)
                    XCTAssertFalse(
                        ["marker", "[core]", "SECRET"].contains { String(buffer: response.body).contains($0) }, path)
                }
            }
        }
    }

    /// Files are read in chunks as they are sent; the script goes before the last `</body>` of
    /// a page however long it is, and the length says so.
    func testLargeFilesAreSentWholeWithTheirLength() async throws {
        let big = (0..<300_000).map { "line \($0)\n" }.joined()
        try Data(big.utf8).write(to: output.appendingPathComponent("assets/big.txt"))
        let page = "<html><body>" + big + "<p>last</p></body>\n</html>"
        try Data(page.utf8).write(to: output.appendingPathComponent("native/long.html"))
        // `</body>` is looked for in the last 64 KiB; past that the script goes at the end.
        let commented = "<html><body><p>page</p></body>\n<!--" + String(repeating: "x", count: 70_000) + "-->\n</html>"
        try Data(commented.utf8).write(to: output.appendingPathComponent("native/commented.html"))
        try await app().test(.router) { client in
            try await client.execute(uri: "/assets/big.txt", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.headers[.contentLength], String(big.utf8.count))
                XCTAssertEqual(String(buffer: response.body), big)
            }
            let expected = [
                "/native/long.html": page.replacingOccurrences(
                    of: "</body>", with: PreviewClient.scriptTag + "\n</body>"),
                "/native/commented.html": commented + PreviewClient.scriptTag,
            ]
            for (path, text) in expected {
                try await client.execute(uri: path, method: .get) { response in
                    XCTAssertEqual(response.headers[.contentLength], String(text.utf8.count), path)
                    XCTAssertEqual(String(buffer: response.body), text, path)
                }
            }
        }
        let noBodyEnd = try XCTUnwrap(
            FileBody(
                path: output.appendingPathComponent("assets/big.txt").path, insertingBeforeBodyEnd: "<script></script>")
        )
        XCTAssertEqual(noBodyEnd.offset, big.utf8.count, "without </body> the script goes at the end")
    }

    func testServesPagesWithTheReloadScriptAndOtherFilesAsTheyAre() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/native/slider/", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.headers[.contentType], "text/html; charset=utf-8")
                XCTAssertEqual(
                    String(buffer: response.body),
                    "<html><body><h1>Slider</h1><script src=\"/__a11ydocs/client.js\" defer></script>\n</body></html>")
            }
            let types = [
                "/native/slider.md": "text/markdown; charset=utf-8", "/assets/site.css": "text/css; charset=utf-8",
                "/api/entries.json": "application/json", "/__a11ydocs/client.js": "text/javascript; charset=utf-8",
            ]
            for (path, type) in types {
                try await client.execute(uri: path, method: .get) { response in
                    XCTAssertEqual(response.status, .ok, path)
                    XCTAssertEqual(response.headers[.contentType], type, path)
                }
            }
            try await client.execute(uri: "/native/slider.md", method: .get) { response in
                XCTAssertEqual(String(buffer: response.body), "# Slider\n", "only HTML gets the script")
            }
        }
    }

    func testUnknownPathsGetTheSites404PageAndFoldersARedirect() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/native/nope/", method: .get) { response in
                XCTAssertEqual(response.status, .notFound)
                XCTAssertTrue(String(buffer: response.body).contains("<h1>Page not found</h1>"))
            }
            try await client.execute(uri: "/native/slider", method: .get) { response in
                XCTAssertEqual(response.status, .movedPermanently)
                XCTAssertEqual(response.headers[.location], "/native/slider/")
            }
            try await client.execute(uri: "/native/slider/", method: .post) { response in
                XCTAssertEqual(response.status, .methodNotAllowed)
            }
            try await client.execute(uri: "/native/slider/", method: .head) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.body.readableBytes, 0)
            }
        }
    }

    func testRefusesEverythingOutsideTheOutput() async throws {
        let attempts = [
            "/../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
            "/native/..%5c..%5csecret.txt",
            "/native\\..\\..\\secret.txt", "//etc/passwd", "/native/%00.html", "/./index.html",
        ]
        try await app().test(.router) { client in
            for attempt in attempts {
                try await client.execute(uri: attempt, method: .get) { response in
                    XCTAssertEqual(response.status, .badRequest, attempt)
                    XCTAssertFalse(String(buffer: response.body).contains("not for the web"), attempt)
                }
            }
            try await client.execute(uri: "/leak.txt", method: .get) { response in
                XCTAssertEqual(response.status, .badRequest, "a symlink out of the output")
                XCTAssertFalse(String(buffer: response.body).contains("not for the web"))
            }
        }
        let resolver = SitePathResolver(outputDirectory: output.path, baseURL: "/")
        XCTAssertEqual(resolver.resolve(outside.path), .notFound, "an absolute file path is just an unknown page")
    }

    func testServesUnderTheBaseURLAsPublished() async throws {
        try await app(baseURL: "https://example.com/docs/a11y/").test(.router) { client in
            try await client.execute(uri: "/docs/a11y/native/slider/", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
            }
            try await client.execute(uri: "/native/slider/", method: .get) { response in
                XCTAssertEqual(response.status, .notFound)
            }
            try await client.execute(uri: "/", method: .get) { response in
                XCTAssertEqual(response.status, .movedPermanently)
                XCTAssertEqual(response.headers[.location], "/docs/a11y/")
            }
        }
        XCTAssertEqual(
            SitePathResolver(outputDirectory: output.path, baseURL: "/docs/a11y").urlPath(
                ofOutput: "native/slider/index.html"),
            "/docs/a11y/native/slider/")
    }
}

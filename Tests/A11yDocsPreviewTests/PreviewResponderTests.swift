import A11yDocs
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
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-preview-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        output = root.appendingPathComponent("Output")
        outside = root.appendingPathComponent("secret.txt")
        try FileManager.default.createDirectory(at: output.appendingPathComponent("native/slider"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: output.appendingPathComponent("assets"), withIntermediateDirectories: true)
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
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data("not for the web".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("leak.txt").path, withDestinationPath: outside.path)
    }

    private func app(baseURL: String = "/") -> some ApplicationProtocol {
        Application(responder: PreviewResponder(outputDirectory: output.path, baseURL: baseURL, hub: ReloadHub()))
    }

    func testServesPagesWithTheReloadScriptAndOtherFilesAsTheyAre() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/native/slider/", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.headers[.contentType], "text/html; charset=utf-8")
                XCTAssertEqual(String(buffer: response.body),
                               "<html><body><h1>Slider</h1><script src=\"/__a11ydocs/client.js\" defer></script>\n</body></html>")
            }
            let types = ["/native/slider.md": "text/markdown; charset=utf-8", "/assets/site.css": "text/css; charset=utf-8",
                         "/api/entries.json": "application/json", "/__a11ydocs/client.js": "text/javascript; charset=utf-8"]
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
        let attempts = ["/../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/native/..%5c..%5csecret.txt",
                        "/native\\..\\..\\secret.txt", "//etc/passwd", "/native/%00.html", "/./index.html"]
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
        XCTAssertEqual(SitePathResolver(outputDirectory: output.path, baseURL: "/docs/a11y").urlPath(ofOutput: "native/slider/index.html"),
                       "/docs/a11y/native/slider/")
    }
}

import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel

/// The preview's updates meet the same hostile files as the build: each is refused quickly with
/// its location, and the next save that fixes it brings the site back.
final class IncrementalSiteHardeningTests: XCTestCase {
    private func site() async throws -> (IncrementalSite, URL) {
        let (root, options) = try Fixtures.scratchSite(self)
        let site = IncrementalSite(options: options)
        _ = try await site.buildAll()
        return (site, root)
    }

    func testAnAliasBombOrDeepNestingIsRefusedAndTheNextFixRecovers() async throws {
        let (site, root) = try await site()
        let file = root.appendingPathComponent("Content/web/link.md")
        let original = try String(contentsOf: file, encoding: .utf8)
        let bomb =
            "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
            + (1...8).map { level in
                "l\(level): &l\(level) ["
                    + Array(repeating: level == 1 ? "*a" : "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
            }.joined()
        let hostile = [
            original.replacingOccurrences(
                of: "title: Link\n", with: "title: Link\n" + bomb + "keyboard:\n  ? *l8\n  : boom\n"),
            original + "\n" + String(repeating: "> ", count: 10_000) + "deep\n",
        ]
        for text in hostile {
            try text.write(to: file, atomically: true, encoding: .utf8)
            await assertUpdateFails(site) { error in
                let diagnostics = (error as? BuildError)?.diagnostics ?? []
                XCTAssertEqual(diagnostics.map(\.location.path), [file.path])
                XCTAssertTrue(
                    diagnostics.allSatisfy {
                        [.yamlTooLarge(limit: YAMLShape.maximumNodes), .markdownTooDeep(limit: CMark.maximumDepth)]
                            .contains($0.problem)
                    },
                    diagnostics.map(\.description).joined(separator: "\n"))
            }
            try original.replacingOccurrences(of: "title: Link", with: "title: Fixed link").write(
                to: file, atomically: true, encoding: .utf8)
            let update = try await XCTUnwrapAsync(await site.update())
            XCTAssertEqual(update.changedInputs, ["web/link.md"])
            XCTAssertTrue(
                try String(contentsOf: root.appendingPathComponent("Output/web/link/index.html"), encoding: .utf8)
                    .contains("Fixed link"))
            _ = try update.finish()
        }
    }

    func testEditorLeftoversAreNotChanges() async throws {
        let (site, root) = try await site()
        try Fixtures.write(
            ["Content/web/link.md~": "backup", "Content/web/#link.md#": "autosave", "Content/web/4913": ""], under: root
        )
        let unchanged = try await site.update()
        XCTAssertNil(unchanged)
    }

    func testAFileOverAGeneratedPageIsRefusedInThePreviewToo() async throws {
        let (site, root) = try await site()
        try Fixtures.write(["Content/web/link/index.html": "<p>mine</p>"], under: root)
        await assertUpdateFails(site) { error in
            // The same findings as a build's: the collision, and the HTML file named as one that runs script.
            XCTAssertEqual(
                (error as? BuildError)?.diagnostics.map(\.problem),
                [.scriptableFile, .outputCollision(path: "web/link/index.html")])
        }
        XCTAssertFalse(
            try String(contentsOf: root.appendingPathComponent("Output/web/link/index.html"), encoding: .utf8).contains(
                "mine"))
    }
}

/// A write the file system cannot finish (a full disk; here a file-size limit, which fails a
/// write the same way) leaves the served page as it was, whole, with no temporary file beside it.
final class IncrementalWriteAtomicityTests: XCTestCase {
    func testAPageThatCannotBeWrittenWholeLeavesTheOldPage() async throws {
        let (root, options) = try Fixtures.scratchSite(self)
        let site = IncrementalSite(options: options)
        _ = try await site.buildAll()
        let page = root.appendingPathComponent("Output/native/button/index.html")
        let before = try Data(contentsOf: page)
        let entry = root.appendingPathComponent("Content/native/button.md")
        let text = try String(contentsOf: entry, encoding: .utf8)
        try
            (text + "\n"
            + String(repeating: "A long note that makes the page far larger than the limit. ", count: 4_000) + "\n")
            .write(to: entry, atomically: true, encoding: .utf8)

        // Writes past the limit fail with EFBIG instead of raising SIGXFSZ.
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        var lowered = limit
        lowered.rlim_cur = rlim_t(before.count + 4_096)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &lowered)
        var failure = ""
        await assertUpdateFails(site, "past the file-size limit") { failure = "\($0)" }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        signal(SIGXFSZ, previousHandler)

        XCTAssertTrue(failure.contains("File too large"), failure)
        XCTAssertEqual(try Data(contentsOf: page), before, "the old page is served whole")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: page.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers, ["index.html"])
        // With room again, the same change goes through.
        let update = try await XCTUnwrapAsync(await site.update())
        _ = try update.finish()
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains("A long note"))
    }
}

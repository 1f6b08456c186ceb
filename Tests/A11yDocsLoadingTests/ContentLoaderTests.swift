import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

final class ContentLoaderTests: XCTestCase {
    func testLoadsCollectionsAndNestedFoldersAndKeepsOtherFilesAsAssets() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            [
                "native/button.md": "---\ntitle: Button\ncategories: controls\n---\n",
                "native/forms/text-input.md": "---\ntitle: Text input\ncategories: forms\n---\n",
                "web/link.md": "---\ntitle: Link\ncategories: navigation\n---\n",
                "web/images/link.png": "png",
                "native/.draft.md.swp": "editor swap file",
            ], under: root)
        let content = try ContentLoader(directory: root.path).load()
        XCTAssertEqual(content.diagnostics, [])
        XCTAssertEqual(
            content.entries.map { "\($0.collection)/\($0.slug) \($0.file)" },
            [
                "native/button native/button.md",
                "native/text-input native/forms/text-input.md",
                "web/link web/link.md",
            ])
        XCTAssertEqual(content.assets, ["web/images/link.png"])
    }

    func testSymlinksOutOfTheContentFolderAreNeverPublished() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            [
                "content/native/a.md": "---\ntitle: A\ncategories: x\n---\n", "outside.txt": "secret",
                "content/native/real.png": "png",
            ], under: root)
        let content = root.appendingPathComponent("content")
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("native/leak.txt").path,
            withDestinationPath: root.appendingPathComponent("outside.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("native/alias.png").path,
            withDestinationPath: content.appendingPathComponent("native/real.png").path)
        XCTAssertEqual(try ContentTree.files(in: content.path), ["native/a.md", "native/alias.png", "native/real.png"])
        XCTAssertEqual(
            FileFingerprints.scan(content.path).keys.sorted(), ["native/a.md", "native/alias.png", "native/real.png"],
            "the preview sees the same files as the build")
    }

    func testReportsEveryBadFileNotJustTheFirst() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            [
                "native/a-empty.md": "",
                "native/b-open.md": "---\ntitle: B\n",
                "native/c-yaml.md": "---\ntitle: [unclosed\ncategories: x\n---\n",
                "native/d-good.md": "---\ntitle: D\ncategories: x\n---\n",
                "native/forms/d-good.md": "---\ntitle: D again\ncategories: x\n---\n",
                "native/Bad Name.md": "---\ntitle: E\ncategories: x\n---\n",
                "loose.md": "---\ntitle: F\ncategories: x\n---\n",
            ], under: root)
        try Data([0x2D, 0x2D, 0x2D, 0x0A, 0xFF]).write(to: root.appendingPathComponent("native/e-bytes.md"))
        let content = try ContentLoader(directory: root.path).load()
        let base = root.path + "/"
        let found = content.diagnostics.map {
            "\($0.location.path.replacingOccurrences(of: base, with: "")) \($0.severity) \($0.problem)"
        }
        XCTAssertEqual(found.count, 7, found.joined(separator: "\n"))
        XCTAssertEqual(
            content.diagnostics.map(\.problem).filter {
                if case .invalidYAML = $0 { return true }
                return false
            }.count, 1)
        let problems = Set(content.diagnostics.map(\.problem))
        XCTAssertTrue(problems.contains(.emptyFile))
        XCTAssertTrue(problems.contains(.unterminatedFrontMatter))
        XCTAssertTrue(problems.contains(.invalidUTF8))
        XCTAssertTrue(problems.contains(.duplicateSlug(slug: "d-good", firstPath: base + "native/d-good.md")))
        XCTAssertTrue(problems.contains(.invalidSlug("Bad Name")))
        XCTAssertTrue(problems.contains(.entryOutsideCollection))
        XCTAssertEqual(content.entries.map(\.slug), ["d-good"])
    }

    func testCollectionNamesAreCheckedOnceAndUppercaseExtensionsAreEntries() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            [
                "My Stuff/a.md": "---\ntitle: A\ncategories: x\n---\n",
                "My Stuff/b.md": "---\ntitle: B\ncategories: x\n---\n",
                "native/Shouting.MD": "---\ntitle: S\ncategories: x\n---\n",
                "native/loud.MD": "---\ntitle: Loud\ncategories: x\n---\n",
            ], under: root)
        let content = try ContentLoader(directory: root.path).load()
        XCTAssertEqual(content.diagnostics.map(\.problem), [.invalidCollection("My Stuff"), .invalidSlug("Shouting")])
        XCTAssertEqual(content.entries.map(\.slug), ["loud"])
        XCTAssertEqual(content.assets, [])
    }

    func testDuplicateSlugMessage() {
        let diagnostic = Diagnostic(
            .duplicateSlug(slug: "slider", firstPath: "Content/native/slider.md"),
            at: SourceLocation(path: "Content/native/forms/slider.md"))
        XCTAssertEqual(
            diagnostic.description,
            "Content/native/forms/slider.md:1:1: error: another entry in this collection already uses the slug "
                + "'slider' (Content/native/slider.md) — rename one of the files"
        )
    }

    func testMissingFolderThrows() {
        XCTAssertThrowsError(try ContentLoader(directory: "/nonexistent/a11ydocs").load())
    }
}

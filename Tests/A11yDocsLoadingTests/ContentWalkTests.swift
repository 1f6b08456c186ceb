import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading

/// What the content walk does not take is said, never skipped silently; editors' leftovers and
/// hidden files are not content.
final class ContentWalkTests: XCTestCase {
    func testSkippedPathsAreReportedAtThePath() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            ["content/native/a.md": "---\ntitle: A\ncategories: x\n---\n", "outside.txt": "secret"], under: root)
        let content = root.appendingPathComponent("content")
        let links = [
            "native/leak.txt": root.appendingPathComponent("outside.txt").path, "native/loop": "..", "native/self": ".",
            "native/gone.png": "missing.png",
        ]
        for (path, target) in links {
            try FileManager.default.createSymbolicLink(
                atPath: content.appendingPathComponent(path).path, withDestinationPath: target)
        }
        let loaded = try ContentLoader(directory: content.path).load()
        XCTAssertEqual(
            loaded.entries.map(\.file), ["native/a.md"], "a loop does not give the entry again under another path")
        XCTAssertEqual(
            loaded.diagnostics.map {
                "\($0.location.path.replacingOccurrences(of: content.path + "/", with: "")) \($0.severity) "
                    + "\($0.problem)"
            },
            [
                "native/gone.png warning skippedPath(A11yDocsModel.SkippedPath.Reason.brokenSymlink)",
                "native/leak.txt warning skippedPath(A11yDocsModel.SkippedPath.Reason.symlinkOutside(target: "
                    + "\"\(root.resolvingSymlinksInPath().path)/outside.txt\"))",
                "native/loop warning skippedPath(A11yDocsModel.SkippedPath.Reason.symlinkLoop)",
                "native/self warning skippedPath(A11yDocsModel.SkippedPath.Reason.symlinkLoop)",
            ])
    }

    func testEditorLeftoversAreNotContent() throws {
        // `sedJMRYe8`: where `sed -i` writes before it renames over the file.
        for name in ["slider.md~", "#slider.md#", "4913", ".slider.md.swp", ".#slider.md", "sedJMRYe8", "sed000000"] {
            XCTAssertTrue(FileFingerprints.isIgnored(name), name)
        }
        for name in [
            "slider.md", "4913.png", "#", "notes~draft.md", "sediment.md", "sedJMRYe8.md", "sedJMRYe", "sed-JMRYe",
        ] {
            XCTAssertFalse(FileFingerprints.isIgnored(name), name)
        }
    }

    func testDeepFoldersAreWalkedWithoutRecursion() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let deep = (1...200).map { _ in "d" }.joined(separator: "/")
        try Fixtures.write(["native/\(deep)/deep.md": "---\ntitle: Deep\ncategories: x\n---\n"], under: root)
        XCTAssertEqual(try ContentTree.files(in: root.path), ["native/\(deep)/deep.md"])
    }
}

import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsSupport

/// Paths as the command line and a11ydocs.yml give them, one-character ones included (Foundation's
/// `deletingLastPathComponent` traps on those).
final class PathTextTests: XCTestCase {
    func testParent() {
        let cases: [(String, String)] = [
            (".", ".."), ("..", "../.."), ("c", ""), ("c/", ""), ("./c", "."), ("/", "/"), ("//", "/"), ("~", ""),
            ("/c", "/"), ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("my docs/Content", "my docs"),
            ("R&D/Content", "R&D"),
            ("é", ""), ("équipe/Contenu", "équipe"), ("~/lib/Content", "~/lib"), ("a/..", ".."), ("", ""),
        ]
        for (path, parent) in cases {
            XCTAssertEqual(PathText.parent(path), parent, "parent of '\(path)'")
        }
    }

    func testLastComponent() {
        let cases: [(String, String)] = [
            (".", "."), ("..", ".."), ("c", "c"), ("c/", "c"), ("./c", "c"), ("/", "/"), ("//", "/"), ("~", "~"),
            ("a b/c d", "c d"), ("R&D", "R&D"), ("é", "é"), ("docs/équipe/", "équipe"), ("", ""),
        ]
        for (path, last) in cases {
            XCTAssertEqual(PathText.lastComponent(path), last, "last component of '\(path)'")
        }
    }

    func testJoin() {
        XCTAssertEqual(PathText.join("", "a11ydocs.yml"), "a11ydocs.yml")
        XCTAssertEqual(PathText.join(".", "c"), "./c")
        XCTAssertEqual(PathText.join("/", "c"), "/c")
        XCTAssertEqual(PathText.join("a/", "c"), "a/c")
        XCTAssertEqual(PathText.join("my docs", "R&D é"), "my docs/R&D é")
        XCTAssertEqual(PathText.join("lib", "/etc"), "/etc")
        XCTAssertEqual(PathText.join("lib", ""), "lib")
    }

    func testNormalized() {
        let cases: [(String, String)] = [
            (".", "."), ("..", ".."), ("", "."), ("./c", "c"), ("c/", "c"), ("//", "/"), ("/..", "/"),
            ("a/../..", ".."),
            ("./a//b/../c/", "a/c"), ("~/x", "~/x"), ("/a/./b/", "/a/b"),
        ]
        for (path, normal) in cases {
            XCTAssertEqual(PathText.normalized(path), normal, "normalized '\(path)'")
        }
    }

    /// Links are followed; a path that does not exist yet resolves through its nearest folder.
    func testResolvedAndInside() throws {
        let root = try Fixtures.temporaryDirectory(self).resolvingSymlinksInPath().path
        let library = root + "/lib é & co"
        try FileManager.default.createDirectory(atPath: library + "/Content", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: library + "/Static", withDestinationPath: root + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: library + "/Assets", withDestinationPath: "Content")

        XCTAssertEqual(PathText.resolved(library + "/Content/../Content/"), library + "/Content")
        XCTAssertEqual(PathText.resolved(library + "/Output/site"), library + "/Output/site")
        XCTAssertEqual(PathText.resolved(library + "/Static/keys"), root + "/elsewhere/keys")
        XCTAssertTrue(PathText.isInside(library + "/Content", folder: library))
        XCTAssertTrue(PathText.isInside(library, folder: library))
        XCTAssertTrue(PathText.isInside(library + "/Assets", folder: library))
        XCTAssertTrue(
            PathText.isInside(library + "/~/.ssh", folder: library), "'~' is a folder name, not the home folder")
        XCTAssertFalse(PathText.isInside(library + "/Static", folder: library))
        XCTAssertFalse(PathText.isInside(library + "/..", folder: library))
        XCTAssertFalse(PathText.isInside(library + " 2", folder: library), "a sibling whose name starts the same")
        XCTAssertFalse(PathText.isInside("/etc", folder: library))
        XCTAssertTrue(PathText.isInside("/etc", folder: "/"))
    }

    func testRelativePathsResolveFromTheCurrentFolder() {
        let here = PathText.currentFolder()
        XCTAssertEqual(PathText.absolute("."), PathText.normalized(here))
        XCTAssertEqual(PathText.absolute("c"), PathText.join(PathText.normalized(here), "c"))
        XCTAssertTrue(PathText.isInside("c", folder: "."))
        XCTAssertTrue(PathText.isInside(".", folder: ""))
    }
}

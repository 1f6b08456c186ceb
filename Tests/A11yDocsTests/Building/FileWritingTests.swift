import A11yDocsTestSupport
import XCTest

@testable import A11yDocsSupport

final class FileWritingTests: XCTestCase {
    func testMissingFoldersAreMadeOnTheWay() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let path = root.path + "/native/carousel/deeper/index.html"
        try FileWriting.write(Array("<p>Carousel</p>".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "<p>Carousel</p>")
        // A second file beside it finds the folder made.
        try FileWriting.write("Feature: Carousel", to: root.path + "/native/carousel/deeper/carousel.feature")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path + "/native/carousel/deeper").sorted(),
            ["carousel.feature", "index.html"])
    }

    func testAFolderThatCannotBeMadeIsNamedWithTheReason() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let tooLong = String(repeating: "n", count: 300)
        XCTAssertThrowsError(try FileWriting.write("x", to: root.path + "/native/\(tooLong)/index.html")) { error in
            let failure = error as? FileWriting.Failure
            XCTAssertEqual(failure?.path, root.path + "/native/\(tooLong)")
            XCTAssertEqual(failure?.code, ENAMETOOLONG)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.path + "/native"), "the folders above it are made")
    }

    func testAFolderLinkThatLeadsNowhereFailsAtTheFile() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/native", withDestinationPath: root.path + "/gone/native")
        XCTAssertThrowsError(try FileWriting.write("x", to: root.path + "/native/index.html")) { error in
            XCTAssertEqual((error as? FileWriting.Failure)?.path, root.path + "/native/index.html")
            XCTAssertEqual((error as? FileWriting.Failure)?.code, ENOENT)
        }
    }
}

import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsSupport

/// What a build reads and copies is the file it walked: a link put in its place is refused, not
/// followed, and an entry's size is capped before it is read.
final class FileReadingTests: XCTestCase {
    func testReadsARegularFileUnderItsCap() throws {
        let folder = try Fixtures.temporaryDirectory(self).path
        try Data("twelve bytes".utf8).write(to: URL(fileURLWithPath: folder + "/a.md"))
        XCTAssertEqual(FileReading.read(folder + "/a.md", maxBytes: 12), .success(Data("twelve bytes".utf8)))
        XCTAssertEqual(FileReading.read(folder + "/a.md", maxBytes: 11), .failure(.tooLarge(size: 12)))
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.md"))
        XCTAssertEqual(FileReading.read(folder + "/empty.md"), .success(Data()))
    }

    func testALinkAFolderAndAPipeAreNotFiles() throws {
        let folder = try Fixtures.temporaryDirectory(self).path
        try FileManager.default.createSymbolicLink(atPath: folder + "/passwd.md", withDestinationPath: "/etc/passwd")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder + "/pipe.md", 0o644), 0)
        for name in ["passwd.md", "sub", "pipe.md", "missing.md"] {
            XCTAssertEqual(FileReading.read(folder + "/" + name), .failure(.notAFile), name)
        }
    }

    func testACopyRefusesALinkAndLeavesNothing() throws {
        let folder = try Fixtures.temporaryDirectory(self).path
        try FileManager.default.createSymbolicLink(atPath: folder + "/photo.png", withDestinationPath: "/etc/passwd")
        XCTAssertThrowsError(try FileReading.copy(folder + "/photo.png", to: folder + "/out/photo.png")) { error in
            XCTAssertTrue(
                "\(error)".contains("no longer a file (removed, or replaced by a link, while building)"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out/photo.png"))
    }

    func testACopyIsByteForByteAndReplacesWhatIsThere() throws {
        let folder = try Fixtures.temporaryDirectory(self).path
        let bytes = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: URL(fileURLWithPath: folder + "/video.mp4"))
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/out/video.mp4"))
        try FileReading.copy(folder + "/video.mp4", to: folder + "/out/video.mp4")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/out/video.mp4")), bytes)
    }
}

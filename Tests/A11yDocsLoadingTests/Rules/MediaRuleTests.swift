import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// The media check against a static folder holding what real libraries hold, broken references
/// included.
final class MediaRuleTests: XCTestCase {
    private static let webm = Data([0x1A, 0x45, 0xDF, 0xA3] + Array(repeating: 0x00, count: 40))
    private static let mp4 = Data(
        [0x00, 0x00, 0x00, 0x18] + Array("ftypisom".utf8) + Array(repeating: 0x00, count: 32))
    private static let captions = Data("WEBVTT\n\n00:00.000 --> 00:02.000\nRating, 3 of 5 stars, adjustable\n".utf8)

    private func findings(for frontMatter: String, files: [String: Data]) throws -> [String] {
        let folder = try Fixtures.temporaryDirectory(self).appendingPathComponent("Static")
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: Rating\ncategories: controls\n\(frontMatter)\n---\n", slug: "rating")
        XCTAssertEqual(diagnostics.errors, [])
        let findings = MediaRule.findings(
            [try XCTUnwrap(entry)], staticDirectory: folder.path, staticFiles: files.keys.sorted())
        return findings.map { $0.description.replacingOccurrences(of: folder.path, with: "Static") }
    }

    private let oneVideo = """
        videos:
          - technology: VoiceOver
            platform: iOS
            src: media/rating.webm
            captions:
              - src: media/rating-en.vtt
                language: en
        """

    func testAVideoWithItsFilesInPlaceIsFine() throws {
        let files = ["media/rating.webm": Self.webm, "media/rating-en.vtt": Self.captions]
        XCTAssertEqual(try findings(for: oneVideo, files: files), [])
    }

    func testNamesTheFileAReferenceInTheWrongCaseMeant() throws {
        let files = ["media/Rating.webm": Self.webm, "media/rating-en.vtt": Self.captions]
        XCTAssertEqual(
            try findings(for: oneVideo, files: files),
            [
                "Content/native/rating.md:7:10: error: 'media/rating.webm' is not in the static folder, but "
                    + "'media/Rating.webm' is — web servers tell the case of letters apart, so the page would not find "
                    + "it; write the name as the file has it"
            ])
    }

    func testAnMP4DeclaredAsWebMAndAVideoWithoutCaptions() throws {
        let files = ["media/rating.mp4": Self.mp4]
        XCTAssertEqual(
            try findings(
                for: "videos:\n  - technology: TalkBack\n    platform: Android\n    src: media/rating.mp4\n"
                    + "    type: video/webm",
                files: files),
            [
                "Content/native/rating.md:7:10: error: 'media/rating.mp4' is declared 'video/webm' but holds MP4 video "
                    + "— write 'type: video/mp4', or leave 'type' out",
                "Content/native/rating.md:7:10: error: video 'media/rating.mp4' has no captions — people who cannot "
                    + "hear what the screen reader says miss all of it; add 'captions:' with a WebVTT file",
            ])
    }

    func testACaptionFileThatIsNotWebVTTIsReportedInThatFile() throws {
        let broken = Data("00:00.000 --> 00:02.000\nRating\n\n00:00:01.50 --> 00:00:03.000\nAdjustable\n".utf8)
        let files = ["media/rating.webm": Self.webm, "media/rating-en.vtt": broken]
        XCTAssertEqual(
            try findings(for: oneVideo, files: files),
            [
                "Static/media/rating-en.vtt:1:1: error: not valid WebVTT — Make the first line read WEBVTT, alone or "
                    + "followed by a space and a title.",
                "Static/media/rating-en.vtt:4:10: error: not valid WebVTT — Write the milliseconds with exactly three "
                    + "digits, as in 00:01.500; this has 2.",
            ])
    }

    func testPathsFromTheRootOrTheFolderItselfAreTheStaticFoldersFiles() throws {
        let files = ["media/rating.webm": Self.webm, "media/rating-en.vtt": Self.captions]
        let written = oneVideo.replacingOccurrences(of: "src: media/rating.webm", with: "src: ./media/rating.webm")
            .replacingOccurrences(of: "src: media/rating-en.vtt", with: "src: /media/./rating-en.vtt")
        XCTAssertEqual(try findings(for: written, files: files), [])
    }

    func testAVideoOfAKindNotEveryBrowserPlaysIsAWarning() throws {
        let files = ["media/rating.mov": Self.mp4, "media/rating-en.vtt": Self.captions]
        XCTAssertEqual(
            try findings(for: oneVideo.replacingOccurrences(of: "rating.webm", with: "rating.mov"), files: files),
            [
                "Content/native/rating.md:7:10: warning: 'media/rating.mov' is not a kind of video every browser "
                    + "plays — some readers would get no video; convert it to MP4 (H.264) or WebM"
            ])
    }

    func testAMissingCaptionFileAndTranscript() throws {
        let files = ["media/rating.webm": Self.webm]
        XCTAssertEqual(
            try findings(for: oneVideo + "\n    transcript: media/rating.txt", files: files),
            [
                "Content/native/rating.md:9:14: error: 'media/rating-en.vtt' is not in the static folder — put the "
                    + "file there, or fix the path (it is relative to the static folder, which the site publishes at "
                    + "its root)",
                "Content/native/rating.md:11:17: error: 'media/rating.txt' is not in the static folder — put the file "
                    + "there, or fix the path (it is relative to the static folder, which the site publishes at its "
                    + "root)",
            ])
    }
}

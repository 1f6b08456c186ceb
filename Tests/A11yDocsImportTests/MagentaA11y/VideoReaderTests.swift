import XCTest

@testable import A11yDocsImport

/// Each `###` heading of Videos names who recorded the `<video>` under it, with what; the files
/// come from `<source>` and `<track>`, and the old player's fallback text is dropped.
final class VideoReaderTests: XCTestCase {
    func testHeadingsAndElementsBecomeVideos() {
        let result = VideoReader.read(
            SourceLine.lines(
                of: """
                    ### Windows NVDA Chrome

                    <video controls>
                      <source src="media/video/web/x/x_nvda.webm" type="video/webm">
                      <track kind="captions" src="media/video/web/x/x_nvda-en-US.vtt" srclang="en-US" label="English">
                      Your browser does not support the video tag.
                    </video>

                    ### Desktop Dragon

                    <video controls src="media/video/web/x/x_dragon.mp4"></video>

                    ### Android

                    A note about the recordings.
                    """, from: 3))
        XCTAssertEqual(
            result.videos,
            [
                MagentaVideo(
                    technology: "NVDA", platform: "Windows", browser: "Chrome", src: "media/video/web/x/x_nvda.webm",
                    type: "video/webm",
                    captions: [
                        .init(
                            src: "media/video/web/x/x_nvda-en-US.vtt", language: "en-US", label: "English", line: 7,
                            column: 31)
                    ],
                    line: 6, column: 16),
                MagentaVideo(technology: "Dragon Desktop", src: "media/video/web/x/x_dragon.mp4", line: 13, column: 22),
            ])
        XCTAssertEqual(result.fallbackLines, 1)
        XCTAssertEqual(result.kept.map(\.text), ["### Android", "A note about the recordings."])
        // "Desktop" is no name it knows; the heading and text after the last video are kept, once.
        XCTAssertEqual(result.problems.map(\.line), [11, 15])
    }

    func testHeadingsNameTechnologyPlatformAndBrowser() {
        let named = { (text: String) in
            let heading = VideoHeading(text)
            return [heading.technology, heading.platform, heading.browser].map { $0 ?? "-" }.joined(separator: ", ")
        }
        XCTAssertEqual(named("iOS VoiceOver"), "VoiceOver, iOS, -")
        XCTAssertEqual(named("Android Talkback"), "TalkBack, Android, -")
        XCTAssertEqual(named("MacOS VoiceOver Safari"), "VoiceOver, macOS, Safari")
        XCTAssertEqual(named("Windows JAWS Chrome"), "JAWS, Windows, Chrome")
        XCTAssertEqual(named("Mac OS Voice Over"), "VoiceOver, macOS, -")
    }
}

import A11yDocsModel
import XCTest

@testable import A11yDocsRendering

/// The parity view's rule for which platforms a record or a video speaks for: words of its
/// technology and of where it ran.
final class RecordPlatformsTests: XCTestCase {
    private func record(_ technology: String, on: String? = nil) -> TestRecord {
        TestRecord(
            technology: technology, on: on, date: RecordDate(year: 2026, month: 3, day: 1), result: .pass,
            location: SourceLocation(path: "native/button.md"))
    }

    private func platforms(_ technology: String, on: String? = nil, patternOn: [Platform] = [.iOS, .android])
        -> Set<Platform>
    {
        RecordPlatforms.platforms(of: record(technology, on: on), patternOn: patternOn)
    }

    func testPlatformWordsInTheTechnologyOrWhereItRan() {
        XCTAssertEqual(platforms("VoiceOver iOS"), [.iOS])
        XCTAssertEqual(platforms("VoiceOver", on: "iPhone 15, iOS 18.1"), [.iOS])
        XCTAssertEqual(platforms("Voice Control", on: "iPad Air"), [.iOS])
        XCTAssertEqual(platforms("TalkBack"), [.android])
        XCTAssertEqual(platforms("Switch Access", on: "Pixel 8"), [.android])
        XCTAssertEqual(platforms("Voice Access"), [.android])
        XCTAssertEqual(platforms("NVDA"), [.web])
        XCTAssertEqual(platforms("JAWS 2024"), [.web])
        XCTAssertEqual(platforms("VoiceOver macOS"), [.web])
        XCTAssertEqual(platforms("Narrator", on: "Windows 11, Edge"), [.web])
        XCTAssertEqual(platforms("VoiceOver", on: "iPhone 15, Safari"), [.iOS, .web], "a web page on a phone")
    }

    func testWordsAreWholeAndAnUnknownOrSharedNameSpeaksForNone() {
        XCTAssertEqual(platforms("VoiceOver"), [])
        XCTAssertEqual(platforms("Voice Control"), [], "Apple's phones and computers both have it")
        XCTAssertEqual(platforms("Switch"), [])
        XCTAssertEqual(platforms("Dragon", on: "Scenarios 1 to 3"), [], "'ios' inside a word is not iOS")
        XCTAssertEqual(platforms("Screenshots", on: "Androidish"), [])
        XCTAssertEqual(platforms("VOICEOVER", on: "IPHONE"), [.iOS], "in any case")
    }

    func testEveryRecordOfAWebOnlyPatternIsOfTheWeb() {
        XCTAssertEqual(platforms("TalkBack", on: "Pixel 8", patternOn: [.web]), [.web])
        XCTAssertEqual(platforms("VoiceOver", patternOn: [.web]), [.web])
        XCTAssertEqual(platforms("TalkBack", patternOn: [.android, .web]), [.android], "not web only")
    }

    func testAVideoBySameWords() {
        let video = Video(
            technology: "NVDA", platform: "Windows", browser: "Firefox", source: "media/a.webm",
            sourceLocation: SourceLocation(path: "web/a.md"))
        XCTAssertEqual(RecordPlatforms.platforms(of: video, patternOn: [.iOS, .android]), [.web])
        var phone = video
        (phone.technology, phone.platform, phone.browser) = ("TalkBack", "Android", nil)
        XCTAssertEqual(RecordPlatforms.platforms(of: phone, patternOn: [.iOS, .android]), [.android])
        XCTAssertEqual(RecordPlatforms.platforms(of: phone, patternOn: [.web]), [.web])
    }
}

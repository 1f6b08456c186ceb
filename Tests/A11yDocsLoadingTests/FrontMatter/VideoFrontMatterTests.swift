import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsModel

/// `videos:` and `aliases:` as authors write them: the full form, and the shortcuts and slips
/// that are read as meant.
final class VideoFrontMatterTests: XCTestCase {
    private func load(_ frontMatter: String) throws -> (entry: Entry, messages: [String]) {
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: Rating\ncategories: controls\n\(frontMatter)\n---\n## iOS\n### Name\n- Reads the value\n",
            slug: "rating")
        return (try XCTUnwrap(entry, "\(diagnostics)"), diagnostics.map(\.description))
    }

    func testReadsEveryFieldOfAVideo() throws {
        let (entry, messages) = try load(
            """
            videos:
              - technology: NVDA
                platform: Windows
                browser: Chrome
                src: /media/video/rating-nvda.webm
                type: video/webm
                captions:
                  - src: media/video/rating-nvda-en.vtt
                    language: en-US
                    label: English (US)
                  - src: media/video/rating-nvda-de.vtt
                    language: de
                transcript: media/video/rating-nvda.txt
            """)
        XCTAssertEqual(messages, [])
        let video = try XCTUnwrap(entry.videos.first)
        XCTAssertEqual(video.name, "NVDA with Chrome on Windows")
        XCTAssertEqual(video.source, "media/video/rating-nvda.webm", "a leading / means the static folder's root")
        XCTAssertEqual(video.declaredType, "video/webm")
        XCTAssertEqual(video.sourceLocation, SourceLocation(path: "Content/native/rating.md", line: 8, column: 10))
        XCTAssertEqual(video.captions.map(\.label), ["English (US)", "Deutsch"], "a label from the language")
        XCTAssertEqual(video.captions.map(\.language), ["en-US", "de"])
        XCTAssertEqual(video.transcript, .file("media/video/rating-nvda.txt"))
    }

    func testReadsAVideoWrittenWithoutAListAndCaptionsAsPaths() throws {
        let (entry, messages) = try load(
            """
            videos:
              Technology: VoiceOver
              platfrom: iOS
              source: media/rating.mp4
              caption: media/rating.vtt
              transcript: The rating is read as 3 of 5 stars, adjustable.
            """)
        let video = try XCTUnwrap(entry.videos.first)
        XCTAssertEqual(video.technology, "VoiceOver")
        XCTAssertEqual(video.platform, "iOS", "a slip in a key is read as the key it misses")
        XCTAssertEqual(video.captions.map(\.source), ["media/rating.vtt"])
        XCTAssertEqual(video.captions.first?.language, "")
        XCTAssertEqual(video.transcript, .text("The rating is read as 3 of 5 stars, adjustable."))
        XCTAssertEqual(
            messages,
            [
                "Content/native/rating.md:6:3: warning: 'videos: platfrom' is read as 'platform' — write 'platform'",
                "Content/native/rating.md:8:12: warning: caption 'media/rating.vtt' has no 'language' — players offer "
                    + "it unnamed; add e.g. 'language: en-US'",
            ])
    }

    func testAVideoWithoutAFileIsAnError() throws {
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: Rating\ncategories: controls\nvideos:\n  - technology: TalkBack\n    platform: Android\n"
                + "    captoins: media/x.vtt\n    angle: landscape\n---\n",
            slug: "rating")
        XCTAssertNil(entry, "an entry with an error in its front matter is not published")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/rating.md:7:5: warning: 'videos: captoins' is read as 'captions' — write 'captions'",
                "Content/native/rating.md:7:15: warning: caption 'media/x.vtt' has no 'language' — players offer it "
                    + "unnamed; add e.g. 'language: en-US'",
                "Content/native/rating.md:8:5: warning: unknown key 'videos: angle' — its value is shown under "
                    + "'Other details' on the page; rename the key if it is misspelt, or remove it",
                "Content/native/rating.md:5:5: error: video 1 has no 'src' — name its file in the static folder, e.g. "
                    + "'src: media/video/slider.webm'",
            ])
    }

    func testAKeyAVideoHasNoPlaceForIsShownWithTheOtherDetails() throws {
        let (entry, messages) = try load(
            "videos:\n  - technology: TalkBack\n    platform: Android\n    src: media/a.webm\n    angle: landscape")
        XCTAssertEqual(entry.videos.map(\.source), ["media/a.webm"])
        XCTAssertEqual(messages.count, 1, "\(messages)")
        let other = try XCTUnwrap(entry.generalNotes.last)
        XCTAssertEqual(other.title, "Other details")
        XCTAssertTrue(other.general.joined().contains("landscape"), "\(other.general)")
    }

    func testACaptionsKeyWithoutAPlaceIsShownAndACaptionOfTheWrongKindIsReportedOnce() throws {
        let (entry, messages) = try load(
            "videos:\n  - technology: TalkBack\n    platform: Android\n    src: ./media/a.webm\n    captions:\n"
                + "      - src: media/a.vtt\n        language: en\n        note: checked by Ann")
        XCTAssertEqual(entry.videos.map(\.source), ["media/a.webm"], "'./' is the static folder")
        XCTAssertEqual(entry.videos.first?.captions.map(\.source), ["media/a.vtt"])
        let other = try XCTUnwrap(entry.generalNotes.last)
        XCTAssertTrue(other.general.joined().contains("checked by Ann"), "\(other.general)")
        XCTAssertEqual(
            messages,
            [
                "Content/native/rating.md:11:9: warning: unknown key 'videos: captions: note' — its value is shown "
                    + "under 'Other details' on the page; rename the key if it is misspelt, or remove it"
            ])
        let wrong = Fixtures.entry(
            "---\ntitle: Rating\ncategories: controls\nvideos:\n  - src: media/a.webm\n    captions:\n"
                + "      - [x, y]\n---\n",
            slug: "rating")
        XCTAssertEqual(wrong.diagnostics.errors.count, 1, "\(wrong.diagnostics)")
    }

    func testAliasesAreInTheEntrysCollectionUnlessTheyNameOne() throws {
        let listed = try load("aliases: [radio, web/radio-old]").entry.aliases
        XCTAssertEqual(listed.map(\.address), ["native/radio", "web/radio-old"])
        XCTAssertEqual(
            listed.map(\.location.description), ["Content/native/rating.md:4:11", "Content/native/rating.md:4:18"])
        XCTAssertEqual(
            try load("aliases: radio, stars").entry.aliases.map(\.address), ["native/radio", "native/stars"])
        XCTAssertEqual(try load("aliases: radio").messages, [])
        // Slashes around an address and a file's `.md` ending are the file's, not the address's.
        XCTAssertEqual(
            try load("aliases:\n  - /web/radio-old/\n  - stars.md").entry.aliases.map(\.address),
            ["web/radio-old", "native/stars"])
    }

    func testWhatCannotBeAnAddressIsReportedAtItsItemAndLeftOut() throws {
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: Rating\ncategories: controls\naliases:\n  - Old Name\n  - web/a/b\n  - ../up\n---\n",
            slug: "rating")
        XCTAssertNil(entry, "an error, as a file's wrong slug is")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/rating.md:5:5: error: 'Old Name' cannot be an old address — write a slug ('old-name') "
                    + "or collection/slug, in lowercase letters, digits and hyphens",
                "Content/native/rating.md:6:5: error: 'web/a/b' cannot be an old address — write a slug "
                    + "or collection/slug, in lowercase letters, digits and hyphens",
                "Content/native/rating.md:7:5: error: '../up' cannot be an old address — write a slug "
                    + "or collection/slug, in lowercase letters, digits and hyphens",
            ])
    }
}

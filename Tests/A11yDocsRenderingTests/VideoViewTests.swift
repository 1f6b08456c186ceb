import A11yDocsModel
import XCTest

@testable import A11yDocsRendering

/// A video's player names a type only when one is known: a wrong type makes browsers skip the file.
final class VideoViewTests: XCTestCase {
    private func view(_ source: String, declaredType: String? = nil) -> VideoView {
        VideoView(
            Video(
                technology: "VoiceOver", platform: "iOS", source: source, declaredType: declaredType,
                sourceLocation: SourceLocation(path: "native/rating.md")),
            id: "video-voiceover-on-ios", roots: (page: "../../", mirror: "../"))
    }

    func testTheTypeComesFromTheAuthorOrTheExtensionOrIsLeftOut() {
        XCTAssertEqual(view("media/rating.webm").type, "video/webm")
        XCTAssertEqual(view("media/rating.m4v").type, "video/mp4")
        XCTAssertEqual(view("media/rating.mov", declaredType: "video/quicktime").type, "video/quicktime")
        XCTAssertNil(view("media/rating.mov").type)
        XCTAssertEqual(view("media/rating clip.webm").address.page, "../../media/rating%20clip.webm")
    }
}

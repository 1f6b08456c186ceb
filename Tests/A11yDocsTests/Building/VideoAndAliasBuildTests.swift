import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel

/// An entry with videos and old addresses, built and checked as a whole site: the player and its
/// tracks on the page, the redirect pages, the coverage page's videos, and what the media check
/// finds as check's errors and the build's warnings.
final class VideoAndAliasBuildTests: XCTestCase {
    private static let webm = Data([0x1A, 0x45, 0xDF, 0xA3] + Array(repeating: 0x00, count: 40))

    private func site(videos: String, captions: String = "WEBVTT\n\n00:00.000 --> 00:01.000\nButton\n") throws -> (
        root: URL, options: BuildOptions
    ) {
        var (root, options) = try Fixtures.scratchSite(self)
        options.staticDirectory = root.appendingPathComponent("Static").path
        let button = root.appendingPathComponent("Content/native/button.md")
        let text = try String(contentsOf: button, encoding: .utf8)
        try text.replacingOccurrences(
            of: "order: 1\n", with: "order: 1\naliases: [push-button, web/button]\n\(videos)\n"
        )
        .write(to: button, atomically: true, encoding: .utf8)
        try Fixtures.write(["Static/media/button-en.vtt": captions], under: root)
        try Self.webm.write(to: root.appendingPathComponent("Static/media/button voiceover.webm"))
        return (root, options)
    }

    private let video = """
        videos:
          - technology: VoiceOver
            platform: iOS
            src: media/button voiceover.webm
            captions:
              - src: media/button-en.vtt
                language: en
            transcript: Button, double tap to activate.
        """

    func testThePageHasAPlayerWithCaptionsAndTheOldAddressesSendReadersOn() throws {
        let (root, options) = try site(videos: video)
        let report = try SiteBuilder(options: options).build()
        XCTAssertFalse(report.warnings.contains { if case .media = $0.problem { true } else { false } })
        let output = root.appendingPathComponent("Output")
        let page = try String(contentsOf: output.appendingPathComponent("native/button/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<h2 id=\"videos\">Videos</h2>"), page)
        XCTAssertTrue(page.contains("<video controls preload=\"metadata\">"))
        XCTAssertTrue(page.contains("<source src=\"../../media/button%20voiceover.webm\" type=\"video/webm\">"))
        XCTAssertTrue(
            page.contains(
                "<track kind=\"captions\" src=\"../../media/button-en.vtt\" srclang=\"en\" label=\"English\" default>"))
        XCTAssertTrue(page.contains("<summary>Transcript</summary>\n<p>Button, double tap to activate.</p>"))
        XCTAssertTrue(
            page.contains("<li><a href=\"#video-voiceover-on-ios\">VoiceOver on iOS</a></li>"), "On this page")
        let mirror = try String(contentsOf: output.appendingPathComponent("native/button.md"), encoding: .utf8)
        XCTAssertTrue(mirror.contains("- [VoiceOver on iOS](../media/button%20voiceover.webm) — captions: [English]"))

        let redirect = try String(
            contentsOf: output.appendingPathComponent("native/push-button/index.html"), encoding: .utf8)
        XCTAssertTrue(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=../button/\">"), redirect)
        XCTAssertTrue(redirect.contains("<link rel=\"canonical\" href=\"https://example.org/a11y/native/button/\">"))
        XCTAssertTrue(redirect.contains("<p>It is now <a href=\"../button/\">Button</a>.</p>"))
        XCTAssertTrue(
            redirect.contains("<link rel=\"icon\" href=\"../../assets/favicon.svg\" type=\"image/svg+xml\">"),
            "no request for /favicon.ico from an old address")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("web/button/index.html").path))
        let sitemap = try String(contentsOf: output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        XCTAssertFalse(sitemap.contains("push-button"), "an old address is not a page of the site")

        let coverage = try String(contentsOf: output.appendingPathComponent("coverage/index.html"), encoding: .utf8)
        XCTAssertTrue(
            coverage.contains("<h3 id=\"native-videos\">Native: videos by assistive technology</h3>"), coverage)
        XCTAssertTrue(coverage.contains("<th scope=\"col\">VoiceOver on iOS</th>"))
        XCTAssertTrue(coverage.contains("<td>1 of 2</td>"), "one of the two native patterns has the video")
    }

    func testCheckFailsOnBrokenMediaAndTheBuildWarns() throws {
        let broken = video.replacingOccurrences(of: "button voiceover.webm", with: "Button VoiceOver.webm")
        let (_, options) = try site(videos: broken, captions: "WEBVTT\n00:00.000 --> 00:01.000\nButton\n")
        let expected = [
            "/Content/native/button.md:10:10: error: 'media/Button VoiceOver.webm' is not in the static folder, but "
                + "'media/button voiceover.webm' is",
            "/Static/media/button-en.vtt:2:1: error: not valid WebVTT — Put a blank line between the WEBVTT header "
                + "and this timing line.",
        ]
        let findings = try ContentChecker(options: options).check().filter {
            if case .media = $0.problem { return true } else { return false }
        }
        XCTAssertEqual(findings.count, 2, "\(findings)")
        for (finding, text) in zip(findings, expected) {
            XCTAssertTrue(finding.description.contains(text), finding.description)
        }
        // The pages are worth seeing while a file is fixed: the build succeeds and warns.
        let report = try SiteBuilder(options: options).build()
        XCTAssertEqual(report.warnings.filter { if case .media = $0.problem { true } else { false } }.count, 2)
    }

    func testAnOldAddressThatIsAnEntrysIsRefused() throws {
        var (root, options) = try site(videos: video)
        let button = root.appendingPathComponent("Content/native/button.md")
        let text = try String(contentsOf: button, encoding: .utf8)
        try text.replacingOccurrences(of: "[push-button, web/button]", with: "[alert-dialog, push-button, push-button]")
            .write(to: button, atomically: true, encoding: .utf8)
        options.outputDirectory = root.appendingPathComponent("Output").path
        let line = try XCTUnwrap(text.split(separator: "\n").firstIndex { $0.hasPrefix("order: 1") }) + 2
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            let diagnostics = (error as? BuildError)?.diagnostics ?? []
            let messages = diagnostics.map(\.message)
            // Each at its alias: the entry's first, the second 'push-button'.
            XCTAssertEqual(
                diagnostics.filter { $0.location.path.hasSuffix("button.md") }.map {
                    [$0.location.line, $0.location.column]
                },
                [[line, 11], [line, 38]])
            XCTAssertTrue(
                messages.contains(
                    "the old address 'native/alert-dialog' is the address of "
                        + "'\(root.path)/Content/native/alert-dialog.md' — a redirect there would hide that entry; "
                        + "remove it from 'aliases'"
                ),
                "\(messages)")
            XCTAssertTrue(
                messages.contains { $0.hasPrefix("the old address 'native/push-button' is already an alias of") },
                "\(messages)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: options.outputDirectory), "nothing is written")
    }
}

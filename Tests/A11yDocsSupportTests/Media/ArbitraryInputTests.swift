import A11yDocsTestSupport
import XCTest

@testable import A11yDocsSupport

/// Neither component traps on input: random bytes, and random mixes of WebVTT's own pieces.
final class ArbitraryInputTests: XCTestCase {
    func testNoInputTraps() {
        var random = SplitMix64(seed: 42)
        let pieces = [
            "WEBVTT", "\n", "\r\n", "\r", "-->", " ", "\t", "00", ":", ".", "000", "1", "NOTE", "STYLE", "REGION",
            "\u{FEFF}", "é", "-",
        ]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let report = WebVTTCheck.check(text)
            for finding in report.findings { XCTAssertFalse(WebVTTFindingWording.sentence(for: finding).isEmpty) }
            let bytes = (0..<Int.random(in: 0..<80, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            _ = WebVTTCheck.check(bytes)
            _ = MediaSniff.mismatch(
                fileExtension: "webm", firstBytes: EBMLHeader.magic + bytes, declaredType: "video/mp4")
            _ = MediaSniff.kind(ofContent: bytes)
        }
    }
}

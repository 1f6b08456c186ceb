import XCTest

@testable import A11yDocsSupport

final class MediaSniffTests: XCTestCase {
    /// The start of a real WebM or Matroska file: the EBML header with its DocType.
    private func ebmlHeader(docType: String) -> [UInt8] {
        let type = Array(docType.utf8)
        let elements: [UInt8] =
            [
                0x42, 0x86, 0x81, 0x01, 0x42, 0xF7, 0x81, 0x01, 0x42, 0xF2, 0x81, 0x04,
                0x42, 0xF3, 0x81, 0x08, 0x42, 0x82, 0x80 | UInt8(type.count),
            ] + type
            + [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]
        return EBMLHeader.magic + [0x80 | UInt8(elements.count)] + elements + [0x18, 0x53, 0x80, 0x67]
    }

    private let mp4Bytes: [UInt8] = [0x00, 0x00, 0x00, 0x20] + Array("ftypisom\0\0\u{2}\0isomiso2avc1mp41".utf8)
    private let oggBytes: [UInt8] = Array("OggS".utf8) + [0x00, 0x02] + Array(repeating: 0, count: 20)
    private let mp3Bytes: [UInt8] = Array("ID3".utf8) + [0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x23, 0x54, 0x53]

    func testKindsByContent() {
        XCTAssertEqual(MediaSniff.kind(ofContent: ebmlHeader(docType: "webm")), .webm)
        XCTAssertEqual(MediaSniff.kind(ofContent: ebmlHeader(docType: "matroska")), .matroska)
        XCTAssertEqual(MediaSniff.kind(ofContent: mp4Bytes), .mp4)
        XCTAssertEqual(MediaSniff.kind(ofContent: oggBytes), .ogg)
        XCTAssertEqual(MediaSniff.kind(ofContent: mp3Bytes), .mp3)
        XCTAssertEqual(MediaSniff.kind(ofContent: [0xFF, 0xFB, 0x90, 0x64] + Array(repeating: 0, count: 12)), .mp3)
        XCTAssertEqual(MediaSniff.kind(ofContent: Array("WEBVTT\n\n00:01.000".utf8)), .vtt)
        XCTAssertEqual(MediaSniff.kind(ofContent: [0xEF, 0xBB, 0xBF] + Array("WEBVTT Title\r\n".utf8)), .vtt)
        XCTAssertEqual(MediaSniff.kind(ofContent: Array("WEBVTT-foo\n".utf8)), .unknown)
        XCTAssertEqual(MediaSniff.kind(ofContent: Array("<!doctype html><html>".utf8)), .unknown)
        // ADTS AAC shares MP3's sync bits but not its layer.
        XCTAssertEqual(MediaSniff.kind(ofContent: [0xFF, 0xF1, 0x50, 0x80]), .unknown)
    }

    func testReadsOnlyTheFirstSixtyFourBytes() {
        // The DocType lies past byte 64, so it is not seen and the file is taken for WebM.
        let padded =
            EBMLHeader.magic + [0xC0] + Array(repeating: 0xEC, count: 30) + [0x80] + ebmlHeader(docType: "matroska")
        XCTAssertEqual(MediaSniff.kind(ofContent: padded), .webm)
    }

    func testContentTooShortToTell() {
        XCTAssertEqual(MediaSniff.kind(ofContent: []), .unknown)
        XCTAssertEqual(MediaSniff.kind(ofContent: [0x00, 0x00, 0x00, 0x20, 0x66, 0x74]), .unknown)
        XCTAssertEqual(MediaSniff.kind(ofContent: Array("Ogg".utf8)), .unknown)
        XCTAssertEqual(MediaSniff.kind(ofContent: Array("WEBVT".utf8)), .unknown)
        // A truncated EBML header has no DocType to read, and is taken for WebM.
        XCTAssertEqual(MediaSniff.kind(ofContent: Array(ebmlHeader(docType: "matroska").prefix(10))), .webm)
    }

    func testKindsByExtension() {
        let cases: [(String, MediaKind)] = [
            ("webm", .webm), ("mkv", .matroska), ("mp4", .mp4), ("m4v", .mp4), ("m4a", .mp4), ("ogg", .ogg),
            ("ogv", .ogg), ("mp3", .mp3), ("vtt", .vtt), (".MP4", .mp4), ("WebM", .webm), ("clip.final.VTT", .vtt),
            ("media/intro.ogv", .ogg), ("mov", .unknown), ("", .unknown), ("media.d/clip", .unknown),
        ]
        for (fileExtension, kind) in cases {
            XCTAssertEqual(MediaSniff.kind(forExtension: fileExtension), kind, fileExtension)
        }
    }

    func testKindsByMIMEType() {
        let cases: [(String, MediaKind)] = [
            ("video/webm", .webm), ("video/mp4", .mp4), ("video/ogg", .ogg), ("text/vtt", .vtt), ("audio/mpeg", .mp3),
            ("video/webm; codecs=\"vp9, opus\"", .webm), ("Video/MP4;codecs=avc1.42E01E", .mp4), (" text/vtt ", .vtt),
            ("video/x-matroska", .matroska), ("video/quicktime", .unknown), ("video", .unknown),
        ]
        for (mimeType, kind) in cases {
            XCTAssertEqual(MediaSniff.kind(forMIMEType: mimeType), kind, mimeType)
        }
    }

    func testOnlyPlayableKindsAreWebMedia() {
        XCTAssertEqual(MediaKind.allCases.filter(\.isWebMedia), [.webm, .mp4, .ogg, .mp3])
    }

    func testNoMismatchWhenAllAgree() {
        XCTAssertNil(
            MediaSniff.mismatch(fileExtension: ".MP4", firstBytes: mp4Bytes, declaredType: "video/mp4; codecs=avc1"))
        XCTAssertNil(MediaSniff.mismatch(fileExtension: "webm", firstBytes: ebmlHeader(docType: "webm")))
        XCTAssertNil(MediaSniff.mismatch(fileExtension: "bin", firstBytes: oggBytes, declaredType: "application/x-foo"))
    }

    func testTheDeclaredTypeIsWrong() {
        let mismatch = MediaSniff.mismatch(fileExtension: "mp4", firstBytes: mp4Bytes, declaredType: "video/webm")
        XCTAssertEqual(
            mismatch,
            MediaMismatch(extensionKind: .mp4, contentKind: .mp4, declaredKind: .webm, disagreeing: [.declaredType]))
    }

    func testTheExtensionIsWrong() {
        XCTAssertEqual(
            MediaSniff.mismatch(fileExtension: "webm", firstBytes: mp4Bytes, declaredType: "video/mp4")?.disagreeing,
            [.fileExtension])
        // Matroska renamed to .webm: browsers may refuse it.
        XCTAssertEqual(
            MediaSniff.mismatch(fileExtension: "webm", firstBytes: ebmlHeader(docType: "matroska"))?.disagreeing,
            [.fileExtension])
    }

    func testContentThatIsNoMediaIsWrong() {
        let html = Array("<!doctype html><title>Not found</title>".utf8)
        XCTAssertEqual(MediaSniff.mismatch(fileExtension: "mp4", firstBytes: html)?.disagreeing, [.content])
        XCTAssertEqual(
            MediaSniff.mismatch(fileExtension: "mp4", firstBytes: html, declaredType: "video/ogg")?.disagreeing,
            [.content, .fileExtension, .declaredType])
    }

    func testContentTooShortLeavesTheOthersToAgree() {
        XCTAssertNil(MediaSniff.mismatch(fileExtension: "mp4", firstBytes: [0x00, 0x00], declaredType: "video/mp4"))
        XCTAssertEqual(
            MediaSniff.mismatch(fileExtension: "mp4", firstBytes: [], declaredType: "video/webm")?.disagreeing,
            [.fileExtension, .declaredType])
    }
}

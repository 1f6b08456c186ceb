import XCTest

@testable import A11yDocsSupport

final class WebVTTCheckTests: XCTestCase {
    private func findings(_ text: String) -> [WebVTTFinding] {
        WebVTTCheck.check(text).findings
    }

    private func finding(_ kind: WebVTTFinding.Kind, _ line: Int, _ column: Int = 1) -> WebVTTFinding {
        WebVTTFinding(kind, line: line, column: column)
    }

    func testAcceptsAMinimalFileAndCountsItsCues() {
        let report = WebVTTCheck.check("WEBVTT\n\n00:01.000 --> 00:04.000\nHello\n")
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.cueCount, 1)
        XCTAssertEqual(report.lastCueEndMilliseconds, 4000)
        XCTAssertTrue(report.isValid)
    }

    func testAcceptsAByteOrderMark() {
        let report = WebVTTCheck.check([0xEF, 0xBB, 0xBF] + Array("WEBVTT\n\n00:01.000 --> 00:02.000\nHi".utf8))
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.cueCount, 1)
    }

    func testAcceptsTextAfterTheHeaderAfterASpaceOrTab() {
        XCTAssertEqual(findings("WEBVTT - English captions\n\n00:01.000 --> 00:02.000\nHi"), [])
        XCTAssertEqual(findings("WEBVTT\tEnglish\n\n00:01.000 --> 00:02.000\nHi"), [])
    }

    func testReportsAMissingHeaderAndStillChecksTheCues() {
        XCTAssertEqual(
            findings("00:01.000 --> 00:02.000\nHi\n\n00:03.00 --> 00:04.000\nThere"),
            [
                finding(.missingHeader, 1),
                finding(.malformedTiming(.wrongDigitCount(.milliseconds, found: 2)), 4, 7),
            ])
    }

    func testRejectsAHeaderRunIntoOtherText() {
        XCTAssertEqual(findings("WEBVTT-foo\n\n00:01.000 --> 00:02.000\nHi"), [finding(.missingHeader, 1)])
        XCTAssertEqual(findings("webvtt\n\n00:01.000 --> 00:02.000\nHi"), [finding(.missingHeader, 1)])
    }

    func testAcceptsACueIdentifier() {
        let report = WebVTTCheck.check(
            "WEBVTT\n\nintro\n00:01.000 --> 00:02.000\nHi\n\nnext one\n00:02.000 --> 00:03.000\nThere")
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.cueCount, 2)
        XCTAssertEqual(report.lastCueEndMilliseconds, 3000)
    }

    func testReportsADuplicateIdentifier() {
        XCTAssertEqual(
            findings("WEBVTT\n\na\n00:01.000 --> 00:02.000\nHi\n\na\n00:03.000 --> 00:04.000\nThere"),
            [
                finding(.duplicateIdentifier("a", firstLine: 3), 7)
            ])
    }

    func testAcceptsHoursOrNot() {
        let report = WebVTTCheck.check("WEBVTT\n\n59:59.000 --> 01:00:01.500 line:0 align:start\nHi")
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.lastCueEndMilliseconds, 3_601_500)
    }

    func testPointsAtMillisecondsWithTwoDigits() {
        XCTAssertEqual(
            findings("WEBVTT\n\n00:00:01.000 --> 00:00:02.50\nHi"),
            [
                finding(.malformedTiming(.wrongDigitCount(.milliseconds, found: 2)), 3, 27)
            ])
    }

    func testPointsAtOtherTimingMistakes() {
        let cases: [(String, WebVTTFinding.TimingProblem, Int)] = [
            ("00:01,000 --> 00:02.000", .expected(".", found: ","), 6),
            ("00:01.000 -> 00:02.000", .expected("-->", found: "-"), 11),
            ("00:01.000-->00:02.000", .expected(" ", found: "-"), 10),
            ("00:01.000 --> ", .expectedTimestamp(found: nil), 15),
            ("00:75.000 --> 00:80.000", .outOfRange(.seconds, value: 75), 4),
            ("0:00:01.000 --> 0:00:02.000", .wrongDigitCount(.hours, found: 1), 1),
            ("00:01.000 --> 00:02.000x", .expected(" ", found: "x"), 24),
        ]
        for (timing, problem, column) in cases {
            XCTAssertEqual(findings("WEBVTT\n\n\(timing)\nHi"), [finding(.malformedTiming(problem), 3, column)], timing)
        }
    }

    func testReportsTextThatIsNoCue() {
        XCTAssertEqual(
            findings("WEBVTT\n\nJust some text\n\n00:01.000 --> 00:02.000\nHi"), [finding(.textWithoutTiming, 3)])
        XCTAssertEqual(
            findings("WEBVTT\n\nintro\n00:01.000 -> 00:02.000\nHi"),
            [finding(.malformedTiming(.expected("-->", found: "-")), 4, 11)])
    }

    func testReportsAnEndBeforeTheStart() {
        XCTAssertEqual(
            findings("WEBVTT\n\n00:05.000 --> 00:04.000\nHi"),
            [
                finding(.endNotAfterStart(start: 5000, end: 4000), 3, 15)
            ])
    }

    func testReportsCuesOutOfOrder() {
        XCTAssertEqual(
            findings(
                "WEBVTT\n\n00:05.000 --> 00:06.000\nA\n\n00:03.000 --> 00:04.000\nB\n\n00:04.000 --> 00:05.000\nC"),
            [
                finding(.cueOutOfOrder(start: 3000, previousStart: 5000, previousLine: 3), 6)
            ])
    }

    func testAcceptsNoteStyleAndRegionBlocks() {
        let text =
            "WEBVTT\n\nSTYLE\n::cue { color: yellow }\n\nREGION\nid:fred\n\nNOTE a comment\non two "
            + "lines\n\nNOTE\n\n00:01.000 --> 00:02.000\nHi"
        XCTAssertEqual(findings(text), [])
    }

    func testReportsStyleAfterCuesAndStrayText() {
        XCTAssertEqual(
            findings("WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n\nSTYLE\n::cue {}\n\nJust some text"),
            [
                finding(.blockAfterCues(keyword: "STYLE"), 6),
                finding(.textWithoutTiming, 9),
            ])
    }

    func testReportsMissingBlankLines() {
        XCTAssertEqual(
            findings("WEBVTT\n00:01.000 --> 00:02.000\nHi\n00:03.000 --> 00:04.000\nThere"),
            [
                finding(.missingBlankLineAfterHeader, 2),
                finding(.missingBlankLineBeforeCue, 4),
            ])
        XCTAssertEqual(
            WebVTTCheck.check("WEBVTT\n00:01.000 --> 00:02.000\nHi\n00:03.000 --> 00:04.000\nThere").cueCount, 2)
    }

    func testReadsCRLFAndCRLineEnds() {
        for ending in ["\r\n", "\r"] {
            let text = ["WEBVTT", "", "1", "00:01.000 --> 00:02.000", "Hi", "", "00:02.000 --> 00:01.000", "Back"]
                .joined(separator: ending)
            XCTAssertEqual(
                findings(text), [finding(.endNotAfterStart(start: 2000, end: 1000), 7, 15)], ending.debugDescription)
        }
    }

    func testReportsAnEmptyFile() {
        XCTAssertEqual(findings(""), [finding(.emptyFile, 1)])
        XCTAssertEqual(WebVTTCheck.check([0xEF, 0xBB, 0xBF]).findings, [finding(.emptyFile, 1)])
    }

    func testReportsAHeaderWithoutCues() {
        let report = WebVTTCheck.check("WEBVTT\n\nNOTE nothing yet\n")
        XCTAssertEqual(report.findings, [finding(.noCues, 1)])
        XCTAssertEqual(report.cueCount, 0)
        XCTAssertNil(report.lastCueEndMilliseconds)
        XCTAssertEqual(findings("WEBVTT"), [finding(.noCues, 1)])
    }

    func testWordsEachFindingAsOneSentence() {
        let cases: [(WebVTTFinding.Kind, String)] = [
            (.missingHeader, "Make the first line read WEBVTT, alone or followed by a space and a title."),
            (
                .malformedTiming(.wrongDigitCount(.milliseconds, found: 2)),
                "Write the milliseconds with exactly three digits, as in 00:01.500; this has 2."
            ),
            (.malformedTiming(.expected(".", found: ",")), "Write '.' here instead of ',', as in 00:01.000."),
            (
                .endNotAfterStart(start: 5000, end: 3_723_004),
                "Make this cue end after it starts: it runs from 00:05.000 to 01:02:03.004."
            ),
            (
                .cueOutOfOrder(start: 3000, previousStart: 5000, previousLine: 3),
                "Move this cue, which starts at 00:03.000, before the cue on line 3 that starts at 00:05.000: cues "
                    + "must be in order of start time."
            ),
        ]
        for (kind, sentence) in cases {
            XCTAssertEqual(WebVTTFindingWording.sentence(for: WebVTTFinding(kind, line: 1, column: 1)), sentence)
        }
    }
}

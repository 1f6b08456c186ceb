import XCTest

@testable import A11yDocsSearch

final class SearchWordsTests: XCTestCase {
    private func terms(_ text: String) -> [String] {
        var terms: [String] = []
        SearchWords.forEachTerm(in: text) { terms.append(String(decoding: $0, as: UTF8.self)) }
        return terms
    }

    func testTermsAreLowercasedRunsOfLettersAndDigits() {
        XCTAssertEqual(terms("Swipe RIGHT, then double-tap!"), ["swipe", "right", "then", "double", "tap"])
    }

    func testOneCharacterWordsAreLeftOut() {
        XCTAssertEqual(terms("Don’t use a <div> as a button"), ["don", "use", "div", "as", "button"])
    }

    func testCamelCaseIdentifiersAreAlsoFoundByTheirParts() {
        XCTAssertEqual(
            terms("view.contentDescription = \"Play\""),
            ["view", "contentdescription", "content", "description", "play"])
        XCTAssertEqual(terms("isAccessibilityElement"), ["isaccessibilityelement", "is", "accessibility", "element"])
        // A run of capitals is one part: no `rl` or `ession`.
        XCTAssertEqual(terms("URLSession"), ["urlsession"])
    }

    func testDottedNumbersStayOneTerm() {
        XCTAssertEqual(terms("WCAG 1.4.10 and 2.5.8."), ["wcag", "1.4.10", "and", "2.5.8"])
        XCTAssertEqual(terms("v2.beta"), ["v2", "beta"])
    }

    func testLettersBeyondASCIIAreWordCharactersAndPunctuationIsNot() {
        XCTAssertEqual(terms("Schaltfläche — Ärger…Zoë"), ["schaltfläche", "ärger", "zoë"])
        XCTAssertEqual(terms("ボタン、スライダー"), ["ボタン", "スライダー"])
    }

    func testBrokenOrEmptyTextGivesNoTermsAndNoCrash() {
        XCTAssertEqual(terms(""), [])
        XCTAssertEqual(terms("— … ! ?"), [])
        XCTAssertEqual(terms(String(decoding: [0xE2, 0x82, 0x61, 0x62], as: UTF8.self)), ["ab"])
    }

    func testASCIIWordBytesAreTheLettersAndDigits() {
        for byte in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(byte)
            XCTAssertEqual(
                SearchWords.isASCIIWordByte(byte),
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar), "\(byte)")
        }
    }

    /// The rules as the type's documentation states them, read over Unicode scalars: an
    /// independent reading of texts made of letters, digits, dots and marks in and beyond ASCII.
    private func documentedTerms(_ text: String) -> [String] {
        let letters: Set<Unicode.Scalar> = ["é", "ä", "ß", "中", "²", "Ö"]
        let scalars = Array(text.unicodeScalars)
        let isDigit = { (index: Int) in index >= 0 && index < scalars.count && ("0"..."9").contains(scalars[index]) }
        let isWord = { (scalar: Unicode.Scalar) in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || letters.contains(scalar)
        }
        var words: [String] = []
        var word = ""
        for (index, scalar) in scalars.enumerated() {
            if isWord(scalar) || (scalar == "." && !word.isEmpty && isDigit(index - 1) && isDigit(index + 1)) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var terms: [String] = []
        for word in words {
            let lowered = word.lowercased()
            if !word.unicodeScalars.allSatisfy(\.isASCII) {
                if lowered.unicodeScalars.count > 1 { terms.append(lowered) }
                continue
            }
            guard word.count > 1 else { continue }
            terms.append(lowered)
            let characters = Array(word)
            let starts = characters.indices.filter {
                $0 > 0 && characters[$0].isUppercase && characters[$0 - 1].isLowercase
            }
            guard !starts.isEmpty else { continue }
            for (start, end) in zip([0] + starts, starts + [characters.count]) where end - start > 1 {
                terms.append(String(characters[start..<end]).lowercased())
            }
        }
        return terms
    }

    func testTermsOfTextsMadeAtRandomAreTheDocumentedOnes() {
        let pieces = [
            "a", "Z", "q", "9", "0", ".", "-", " ", "\n", "é", "ä", "ß", "中", "²", "Ö", "—", "…", "’", "\u{A0}",
            "URL", "Session", "contentDescription", "1.4.10", "x.5", "..", "_", "<b>", "Tab", "isOn", "v2",
        ]
        var seed: UInt64 = 0x5EA2_C4ED
        for _ in 0..<20_000 {
            // A fixed sequence: the same texts on every run.
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var state = seed
            let count = Int(state >> 59)
            var text = ""
            for _ in 0..<count {
                state = state &* 6_364_136_223_846_793_005 &+ 1
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            XCTAssertEqual(terms(text), documentedTerms(text), text)
        }
    }
}

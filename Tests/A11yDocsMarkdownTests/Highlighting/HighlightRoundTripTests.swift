import A11yDocsTestSupport
import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsSupport

/// Highlighting never changes the code: with its tags stripped and entities decoded, the HTML is
/// the input, for any input in any language, and its spans are well formed and never nest.
final class HighlightRoundTripTests: XCTestCase {
    private static let languages = ["swift", "kotlin", "java", "js", "xml", "html", "css"]

    /// The text of highlighted HTML, or a description of what is wrong with its markup.
    static func plainText(of html: String) -> Result<String, RoundTripError> {
        var text: [UInt8] = []
        let bytes = Array(html.utf8)
        let entities: [(String, UInt8)] = [
            ("&amp;", 0x26), ("&lt;", 0x3C), ("&gt;", 0x3E), ("&quot;", 0x22), ("&#39;", 0x27),
        ]
        let classes = Set(HighlightKind.allCases.map(\.className))
        var inSpan = false
        var spanStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
                    return .failure(.init("unclosed tag"))
                }
                let markup = String(decoding: bytes[index...close], as: UTF8.self)
                if markup == "</span>" {
                    guard inSpan else { return .failure(.init("</span> without a span")) }
                    guard text.count > spanStart else { return .failure(.init("empty span")) }
                    inSpan = false
                } else if markup.hasPrefix("<span class=\""), markup.hasSuffix("\">"),
                    classes.contains(String(markup.dropFirst(13).dropLast(2)))
                {
                    guard !inSpan else { return .failure(.init("nested span")) }
                    inSpan = true
                    spanStart = text.count
                } else {
                    return .failure(.init("unexpected markup \(markup)"))
                }
                index = close + 1
            } else if byte == UInt8(ascii: "&") {
                guard let (entity, decoded) = entities.first(where: { bytes[index...].starts(with: $0.0.utf8) }) else {
                    return .failure(.init("unescaped &"))
                }
                text.append(decoded)
                index += entity.utf8.count
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                return .failure(.init("unescaped \(Character(UnicodeScalar(byte)))"))
            } else {
                text.append(byte)
                index += 1
            }
        }
        if inSpan { return .failure(.init("unclosed span")) }
        return .success(String(decoding: text, as: UTF8.self))
    }

    struct RoundTripError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private func assertRoundTrips(
        _ code: String, _ language: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let html = SyntaxHighlighter.html(code: code, language: language) else {
            return XCTFail("\(language) is not highlighted", file: file, line: line)
        }
        switch Self.plainText(of: html) {
        case .success(let text):
            XCTAssertEqual(
                Array(text.utf8), Array(code.utf8), "\(language): \(code.debugDescription)", file: file, line: line)
        case .failure(let error):
            XCTFail(
                "\(language): \(error) in \(html.debugDescription) from \(code.debugDescription)", file: file,
                line: line)
        }
    }

    func testTheCheckerCatchesBrokenOutput() {
        XCTAssertNoThrow(try Self.plainText(of: "a &lt; <span class=\"hl-string\">&quot;b&quot;</span>").get())
        XCTAssertEqual(
            try? Self.plainText(of: "a &lt; <span class=\"hl-string\">&quot;b&quot;</span>").get(), "a < \"b\"")
        for broken in [
            "<span class=\"hl-x\">a</span>", "<span class=\"hl-tag\"><span class=\"hl-tag\">a</span></span>",
            "a & b", "<span class=\"hl-tag\"></span>", "<span class=\"hl-tag\">a", "a > b", "</span>",
        ] {
            XCTAssertThrowsError(try Self.plainText(of: broken).get(), broken)
        }
    }

    func testRealisticSnippetsRoundTripInEveryLanguage() {
        let snippets = [
            #"Button("Play") { player.play() }.accessibilityLabel("Play video") // note"#,
            "@objc override func accessibilityIncrement() {\n\tvalue += 1 /* /* nested */ */\n}\r\n",
            ##"let raw = #"C:\path "q""# + """"##, "\"\"\"\n multi \\(x) \"\"\"",
            "@Composable fun Slider() { Modifier.semantics { contentDescription = \"Volume ${v}\" } }",
            "@Override public void run() { view.setContentDescription(\"Close\"); char c = '\\''; }",
            "<Button android:id=\"@+id/play\" android:contentDescription=\"@string/play\" /><!-- c -->",
            "<!DOCTYPE html><p aria-hidden=true>é 😀 &amp;</p><script>a / b / c; /re/g</script><style>a{b:c}</style>",
            "@media (prefers-reduced-motion: reduce) { :focus-visible { outline: 3px solid #b3261e !important; } }",
            "const t = `a ${b} c`; const r = /x/g; d = e / f / g;",
            "Ünïcödé 名前 = \"値\" // 😀 comment\u{0}\u{7F}",
        ]
        for snippet in snippets {
            for language in Self.languages { assertRoundTrips(snippet, language) }
        }
    }

    /// Seeded random code built from the fragments that open and close tokens, and random bytes
    /// (which Swift repairs to U+FFFD), in every language: no crash, no hang, nothing lost.
    func testRandomInputRoundTripsInEveryLanguage() {
        let fragments = [
            "\"", "'", "`", "\"\"\"", "/*", "*/", "//", "/", "\\", "\\(", "${", "}", "{", ")", "(", "#", "##", "#\"",
            "\"#",
            "@", "@x", "#if", "<", ">", "</", "/>", "<!--", "-->", "<![CDATA[", "]]>", "<?", "?>", "<!DOCTYPE",
            "<script>",
            "</script>", "<style>", "</style>", "<a", " b=", "=", ";", ":", "::", "!", "!important", "0x", "0b", "1.5e",
            "-3",
            "12px", ".", "..", "[", "]", "\n", "\r\n", "\r", "\t", " ", "é", "😀", "\u{0}", "let", "data", "class",
            "get",
            "return", "url(", "@media", ".a", "#b3", "%", "e", "x", "_", "$", "-", "+",
        ]
        var generator = SplitMix64(seed: 0xA11D0C5)
        for _ in 0..<3_000 {
            var code = ""
            if generator.next() % 4 == 0 {
                let bytes = (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                code = String(decoding: bytes, as: UTF8.self)
            } else {
                for _ in 0..<Int(generator.next() % 40) {
                    code += fragments[Int(generator.next() % UInt64(fragments.count))]
                }
            }
            for language in Self.languages { assertRoundTrips(code, language) }
        }
    }

    /// Long runs of what makes a scanner look ahead, on one line: each should finish in about
    /// linear time (a quadratic scanner would take minutes here), and still round-trip.
    func testLongRunsOfLookaheadTriggersFinish() {
        for unit in [
            "/[", "x = /[", "`", "\\(\"", "${\"", "\"\\(", "data ", "#", "##\"", "<!", "<?", "<a b", "<script>",
            "{(", "a:", "! ", "url(", "@media (", "(let ", "@", ".", "0x",
        ] {
            let code = String(repeating: unit, count: 2_000)
            for language in Self.languages { assertRoundTrips(code, language) }
        }
    }

    func testEveryPrefixOfASnippetRoundTrips() {
        // Cut anywhere, including inside a token: each scanner's lookahead stops at the end.
        let code =
            "<p a=\"1\"><script>x = `${\"a\"}` / 2 /* c */</script><style>a:hover{color:#fff!important}</style><!-- e "
            + "--></p>"
            + "@State var s = #\"r\"# + \"\"\"\n\\(t)\"\"\" // z\n@get:X val c = 'c' 0x1F 1.5e-3"
        let bytes = Array(code.utf8)
        for length in 0...bytes.count {
            let prefix = String(decoding: bytes[..<length], as: UTF8.self)
            for language in Self.languages { assertRoundTrips(prefix, language) }
        }
    }
}

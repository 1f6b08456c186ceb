import XCTest

@testable import A11yDocsMarkdown

/// Exact HTML for realistic snippets in each language, and the edge cases each scanner must get
/// right. Expected text between spans is written already escaped, as it appears in the HTML.
final class SyntaxHighlighterTests: XCTestCase {
    private func keyword(_ text: String) -> String { "<span class=\"hl-keyword\">\(text)</span>" }
    private func string(_ text: String) -> String { "<span class=\"hl-string\">\(text)</span>" }
    private func comment(_ text: String) -> String { "<span class=\"hl-comment\">\(text)</span>" }
    private func number(_ text: String) -> String { "<span class=\"hl-number\">\(text)</span>" }
    private func annotation(_ text: String) -> String { "<span class=\"hl-annotation\">\(text)</span>" }
    private func tag(_ text: String) -> String { "<span class=\"hl-tag\">\(text)</span>" }
    private func attribute(_ text: String) -> String { "<span class=\"hl-attribute\">\(text)</span>" }

    private func assertHighlights(
        _ code: String, as language: String, _ expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(SyntaxHighlighter.html(code: code, language: language), expected, file: file, line: line)
    }

    // MARK: - Languages

    func testLanguageNamesAreCaseInsensitiveAndUnknownOnesAreNil() {
        for name in [
            "swift", "SWIFT", "Kotlin", "kt", "KTS", "java", "js", "JavaScript", "mjs", "xml", "SVG", "html", "HTM",
            "css",
        ] {
            XCTAssertNotNil(SyntaxHighlighter.html(code: "x", language: name), name)
        }
        for name in ["", "objc", "jsx", "ts", "typescript", "android", "text", "swift5", "c"] {
            XCTAssertNil(SyntaxHighlighter.html(code: "let x = 1", language: name), name)
        }
    }

    func testEmptyCodeIsEmpty() {
        assertHighlights("", as: "swift", "")
        assertHighlights("", as: "html", "")
        assertHighlights("", as: "css", "")
    }

    // MARK: - Swift

    func testSwiftUIButtonWithLabelAndComment() {
        assertHighlights(
            #"Button("Play") { player.play() }.accessibilityLabel("Play video") // note"#, as: "swift",
            "Button(\(string("&quot;Play&quot;"))) { player.play() "
                + "}.accessibilityLabel(\(string("&quot;Play video&quot;"))) \(comment("// note"))"
        )
    }

    func testUIKitAdjustableOverride() {
        let code = """
            @objc override func accessibilityIncrement() {
                value = min(value + 1, 10) // Don't skip
            }
            """
        assertHighlights(
            code, as: "swift",
            """
            \(annotation("@objc")) \(keyword("override")) \(keyword("func")) accessibilityIncrement() {
                value = min(value + \(number("1")), \(number("10"))) \(comment("// Don&#39;t skip"))
            }
            """)
    }

    func testSwiftAttributesDirectivesAndModifiers() {
        let code = """
            @MainActor final class Model {
                @State private var isOn = false
                lazy var label: String? = nil
                if #available(iOS 17, *) { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
            }
            """
        assertHighlights(
            code, as: "swift",
            """
            \(annotation("@MainActor")) \(keyword("final")) \(keyword("class")) Model {
                \(annotation("@State")) \(keyword("private")) \(keyword("var")) isOn = \(keyword("false"))
                \(keyword("lazy")) \(keyword("var")) label: String? = \(keyword("nil"))
                \(keyword("if")) \(annotation("#available"))(iOS \(number("17")), *) { \
            button.addTarget(\(keyword("self")), action: \(annotation("#selector"))(tap), for: .touchUpInside) }
            }
            """)
    }

    func testSwiftKeywordsAreWholeWordsOnly() {
        assertHighlights(
            "let letter = format(for: x, in: y)", as: "swift",
            "\(keyword("let")) letter = format(for: x, in: y)")
        assertHighlights(
            "for item in items where item.isOn { continue }", as: "swift",
            "\(keyword("for")) item \(keyword("in")) items \(keyword("where")) item.isOn { \(keyword("continue")) }")
    }

    func testSwiftMemberNamesAreNotKeywordsButInitAndSelfAre() {
        assertHighlights(
            "x = .default; super.init(); ForEach(items, id: \\.self)", as: "swift",
            "x = .default; \(keyword("super")).\(keyword("init"))(); ForEach(items, id: \\.\(keyword("self")))")
    }

    func testSwiftContextualKeywordsOnlyBeforeAKeywordOrBrace() {
        let code = """
            let package = Package(name: "a")
            public var count: Int { get set }
            weak var delegate: Delegate?
            """
        assertHighlights(
            code, as: "swift",
            """
            \(keyword("let")) package = Package(name: \(string("&quot;a&quot;")))
            \(keyword("public")) \(keyword("var")) count: Int { \(keyword("get")) \(keyword("set")) }
            \(keyword("weak")) \(keyword("var")) delegate: Delegate?
            """)
    }

    func testSwiftNewerKeywords() {
        assertHighlights(
            "nonisolated func f(_ v: some View, _ a: any P) async throws -> Self { try await g(consuming: x) }",
            as: "swift",
            "\(keyword("nonisolated")) \(keyword("func")) f(_ v: \(keyword("some")) View, _ a: \(keyword("any")) P) "
                + "\(keyword("async")) \(keyword("throws")) -&gt; \(keyword("Self")) { \(keyword("try")) "
                + "\(keyword("await")) g(consuming: x) }"
        )
    }

    func testSwiftBlockCommentsNest() {
        assertHighlights("/* a /* b */ c */ let", as: "swift", "\(comment("/* a /* b */ c */")) \(keyword("let"))")
    }

    func testSwiftStringsRawStringsAndInterpolation() {
        assertHighlights(
            ##"let s = #"a "quoted" \n"# + "x""##, as: "swift",
            "\(keyword("let")) s = \(string("#&quot;a &quot;quoted&quot; \\n&quot;#")) + \(string("&quot;x&quot;"))")
        assertHighlights(
            ###"let s = ##"a "# b"##"###, as: "swift",
            "\(keyword("let")) s = \(string("##&quot;a &quot;# b&quot;##"))")
        assertHighlights(
            #"Text("Hi \(name.isEmpty ? "you" : name)!") // done"#, as: "swift",
            "Text(\(string("&quot;Hi \\(name.isEmpty ? &quot;you&quot; : name)!&quot;"))) \(comment("// done"))")
        assertHighlights("s = \"a \\\"b\\\" c\"", as: "swift", "s = \(string("&quot;a \\&quot;b\\&quot; c&quot;"))")
    }

    func testSwiftMultiLineStrings() {
        let code = "let s = \"\"\"\n  Say \"hi\"\n  \"\"\"\nlet t = #\"\"\"\n  \"\"\"\n  \"\"\"#"
        assertHighlights(
            code, as: "swift",
            "\(keyword("let")) s = "
                + "\(string("&quot;&quot;&quot;\n  Say &quot;hi&quot;\n  &quot;&quot;&quot;"))\n\(keyword("let")) t = "
                + "\(string("#&quot;&quot;&quot;\n  &quot;&quot;&quot;\n  &quot;&quot;&quot;#"))"
        )
    }

    func testSwiftNumbers() {
        assertHighlights(
            "[0x1F, 0b1010, 0o17, 1_000, 2.5e-3, 1e10, 0..<n]", as: "swift",
            "[\(number("0x1F")), \(number("0b1010")), \(number("0o17")), \(number("1_000")), \(number("2.5e-3")), "
                + "\(number("1e10")), \(number("0"))..&lt;n]"
        )
    }

    func testSwiftBacktickNamesAreNotKeywords() {
        assertHighlights("let `default` = 1", as: "swift", "\(keyword("let")) `default` = \(number("1"))")
    }

    func testSwiftApostropheIsNotAString() {
        assertHighlights(
            "let x = 'a' // it's", as: "swift", "\(keyword("let")) x = &#39;a&#39; \(comment("// it&#39;s"))")
    }

    // MARK: - Kotlin

    func testComposeSliderWithSemantics() {
        let code = """
            @Composable
            fun VolumeSlider(value: Float, onValueChange: (Float) -> Unit) {
                Slider(value = value, onValueChange = onValueChange,
                    modifier = Modifier.semantics { contentDescription = "Volume" })
            }
            """
        assertHighlights(
            code, as: "kotlin",
            """
            \(annotation("@Composable"))
            \(keyword("fun")) VolumeSlider(value: Float, onValueChange: (Float) -&gt; Unit) {
                Slider(value = value, onValueChange = onValueChange,
                    modifier = Modifier.semantics { contentDescription = \(string("&quot;Volume&quot;")) })
            }
            """)
    }

    func testKotlinSoftKeywordsAndLabels() {
        let code = """
            data class Item(val data: String)
            companion object { const val MAX = 10L }
            items.forEach { if (it.done) return@forEach; this@Screen.show(it) }
            """
        assertHighlights(
            code, as: "kt",
            """
            \(keyword("data")) \(keyword("class")) Item(\(keyword("val")) data: String)
            \(keyword("companion")) \(keyword("object")) { \(keyword("const")) \(keyword("val")) MAX = \
            \(number("10L")) }
            items.forEach { \(keyword("if")) (it.done) \(keyword("return"))@forEach; \
            \(keyword("this"))@Screen.show(it) }
            """)
    }

    func testKotlinBlockCommentsNest() {
        assertHighlights("/* a /* b */ c */ val", as: "kotlin", "\(comment("/* a /* b */ c */")) \(keyword("val"))")
    }

    func testKotlinStringsTemplatesCharsAndRawStrings() {
        assertHighlights(
            #"val s = "Hi ${if (on) "on" else "off"} $name"; val c = '\n'"#, as: "kotlin",
            "\(keyword("val")) s = \(string("&quot;Hi ${if (on) &quot;on&quot; else &quot;off&quot;} $name&quot;")); "
                + "\(keyword("val")) c = \(string("&#39;\\n&#39;"))"
        )
        // A raw string takes `\` literally, and its closing quotes may be preceded by more.
        assertHighlights(
            "val r = \"\"\"C:\\dir\\\n\"x\"\"\"\" + 1f", as: "kotlin",
            "\(keyword("val")) r = \(string("&quot;&quot;&quot;C:\\dir\\\n&quot;x&quot;&quot;&quot;&quot;")) + "
                + "\(number("1f"))"
        )
    }

    func testKotlinAnnotationUseSiteTargets() {
        assertHighlights(
            #"@get:JvmName("id") @JvmStatic suspend fun load()"#, as: "kotlin",
            "\(annotation("@get:JvmName"))(\(string("&quot;id&quot;"))) \(annotation("@JvmStatic")) "
                + "\(keyword("suspend")) \(keyword("fun")) load()"
        )
    }

    // MARK: - Java

    func testAndroidViewsJava() {
        let code = """
            @Override
            public void onInitializeAccessibilityNodeInfo(AccessibilityNodeInfo info) {
                super.onInitializeAccessibilityNodeInfo(info);
                view.setContentDescription("Close"); // Don't
                char c = 'x'; long l = 10L; float f = 1.5f;
            }
            """
        assertHighlights(
            code, as: "java",
            """
            \(annotation("@Override"))
            \(keyword("public")) \(keyword("void")) onInitializeAccessibilityNodeInfo(AccessibilityNodeInfo info) {
                \(keyword("super")).onInitializeAccessibilityNodeInfo(info);
                view.setContentDescription(\(string("&quot;Close&quot;"))); \(comment("// Don&#39;t"))
                \(keyword("char")) c = \(string("&#39;x&#39;")); \(keyword("long")) l = \(number("10L")); \
            \(keyword("float")) f = \(number("1.5f"));
            }
            """)
    }

    func testJavaBlockCommentsDoNotNest() {
        assertHighlights("/* a /* b */ int c; */", as: "java", "\(comment("/* a /* b */")) \(keyword("int")) c; */")
    }

    func testJavaTextBlocks() {
        assertHighlights(
            "String s = \"\"\"\n    \"quoted\"\n    \"\"\";", as: "java",
            "String s = \(string("&quot;&quot;&quot;\n    &quot;quoted&quot;\n    &quot;&quot;&quot;"));")
    }

    func testJavaQualifiedAnnotation() {
        assertHighlights(
            "@androidx.annotation.NonNull String name", as: "java",
            "\(annotation("@androidx.annotation.NonNull")) String name")
    }

    // MARK: - JavaScript

    func testJavaScriptTemplateRegexAndDivision() {
        let code = """
            const label = `Play ${track.title ?? `untitled`}`;
            const words = text.split(/[\\s,/]+/g).length / total / 2;
            if (/^\\d+$/.test(value)) { button.setAttribute('aria-label', "Close") }
            """
        assertHighlights(
            code, as: "js",
            """
            \(keyword("const")) label = \(string("`Play ${track.title ?? `untitled`}`"));
            \(keyword("const")) words = text.split(\(string("/[\\s,/]+/g"))).length / total / \(number("2"));
            \(keyword("if")) (\(string("/^\\d+$/")).test(value)) { \
            button.setAttribute(\(string("&#39;aria-label&#39;")), \(string("&quot;Close&quot;"))) }
            """)
    }

    func testJavaScriptDivisionAfterValuesNeverSwallowsCode() {
        assertHighlights(
            "x = a / b / c; y = (d) / 2 / e; z = this / 3 / f", as: "javascript",
            "x = a / b / c; y = (d) / \(number("2")) / e; z = \(keyword("this")) / \(number("3")) / f")
    }

    func testJavaScriptRegexAfterKeywordAndUnclosedSlash() {
        assertHighlights(
            "return /a'b/.test(s)\nx = / y", as: "js",
            "\(keyword("return")) \(string("/a&#39;b/")).test(s)\nx = / y")
    }

    func testJavaScriptKeywordsAndNumbers() {
        assertHighlights(
            "export default async function f() { for (const x of [...this.xs]) yield typeof x === undefined ? 1n : .5 "
                + "}",
            as: "js",
            "\(keyword("export")) \(keyword("default")) \(keyword("async")) \(keyword("function")) f() { "
                + "\(keyword("for")) (\(keyword("const")) x \(keyword("of")) [...\(keyword("this")).xs]) "
                + "\(keyword("yield")) \(keyword("typeof")) x === \(keyword("undefined")) ? \(number("1n")) : "
                + "\(number(".5")) }"
        )
    }

    func testApostrophesInCommentsDoNotStartStrings() {
        assertHighlights(
            "// don't\n/* it's */ let a = 'b'", as: "js",
            "\(comment("// don&#39;t"))\n\(comment("/* it&#39;s */")) \(keyword("let")) a = \(string("&#39;b&#39;"))")
    }

    // MARK: - XML

    func testAndroidLayoutXML() {
        let code = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- The play button -->
            <Button android:id="@+id/play" android:contentDescription="@string/play" />
            """
        assertHighlights(
            code, as: "xml",
            """
            &lt;?\(keyword("xml")) \(attribute("version"))=\(string("&quot;1.0&quot;")) \
            \(attribute("encoding"))=\(string("&quot;utf-8&quot;"))?&gt;
            \(comment("&lt;!-- The play button --&gt;"))
            &lt;\(tag("Button")) \(attribute("android:id"))=\(string("&quot;@+id/play&quot;")) \
            \(attribute("android:contentDescription"))=\(string("&quot;@string/play&quot;")) /&gt;
            """)
    }

    func testXMLEndTagsTextAndCDATA() {
        assertHighlights(
            "<a:b>x &amp; y<![CDATA[<z>]]></a:b>", as: "xml",
            "&lt;\(tag("a:b"))&gt;x &amp;amp; y\(string("&lt;![CDATA[&lt;z&gt;]]&gt;"))&lt;/\(tag("a:b"))&gt;")
    }

    func testXMLScriptIsNotJavaScript() {
        assertHighlights("<script>let x</script>", as: "svg", "&lt;\(tag("script"))&gt;let x&lt;/\(tag("script"))&gt;")
    }

    // MARK: - HTML

    func testHTMLWithARIAScriptAndStyle() {
        let code = """
            <!DOCTYPE html>
            <button type="button" aria-pressed="false" aria-label='Mute' disabled>Mute</button>
            <script>
              button.addEventListener("click", () => { if (a < b) toggle() })
            </script>
            <style>
              button:focus-visible { outline: 3px solid #b3261e; }
            </style>
            """
        assertHighlights(
            code, as: "html",
            """
            &lt;\(keyword("!DOCTYPE")) html&gt;
            &lt;\(tag("button")) \(attribute("type"))=\(string("&quot;button&quot;")) \
            \(attribute("aria-pressed"))=\(string("&quot;false&quot;")) \
            \(attribute("aria-label"))=\(string("&#39;Mute&#39;")) \
            \(attribute("disabled"))&gt;Mute&lt;/\(tag("button"))&gt;
            &lt;\(tag("script"))&gt;
              button.addEventListener(\(string("&quot;click&quot;")), () =&gt; { \(keyword("if")) (a &lt; b) toggle() })
            &lt;/\(tag("script"))&gt;
            &lt;\(tag("style"))&gt;
              \(tag("button"))\(keyword(":focus-visible")) { \(attribute("outline")): \(number("3px")) solid \
            \(number("#b3261e")); }
            &lt;/\(tag("style"))&gt;
            """)
    }

    func testHTMLScriptEndsAtItsEndTagEvenInAString() {
        assertHighlights(
            "<SCRIPT>s = \"</script><p>\"", as: "html",
            "&lt;\(tag("SCRIPT"))&gt;s = \(string("&quot;"))&lt;/\(tag("script"))&gt;&lt;\(tag("p"))&gt;&quot;")
    }

    func testHTMLUnquotedValuesSelfClosingAndStrayLessThan() {
        assertHighlights(
            "<input type=checkbox checked/> 1 < 2 <br>", as: "htm",
            "&lt;\(tag("input")) \(attribute("type"))=\(string("checkbox")) \(attribute("checked"))/&gt; 1 &lt; 2 "
                + "&lt;\(tag("br"))&gt;"
        )
    }

    // MARK: - CSS

    func testCSSReducedMotionFocusAndOutline() {
        let code = """
            @media (prefers-reduced-motion: reduce) {
              *, ::before { animation: none !important; }
            }
            a:focus-visible, .skip-link#top {
              outline: 3px solid #b3261e; /* don't remove */
              margin: -1px 1.5rem 50% .5em;
            }
            """
        assertHighlights(
            code, as: "css",
            """
            \(keyword("@media")) (\(attribute("prefers-reduced-motion")): reduce) {
              *, \(keyword("::before")) { \(attribute("animation")): none \(keyword("!important")); }
            }
            \(tag("a"))\(keyword(":focus-visible")), \(tag(".skip-link"))\(tag("#top")) {
              \(attribute("outline")): \(number("3px")) solid \(number("#b3261e")); \(comment("/* don&#39;t remove */"))
              \(attribute("margin")): \(number("-1px")) \(number("1.5rem")) \(number("50%")) \(number(".5em"));
            }
            """)
    }

    func testCSSAttributeSelectorsURLsAndNesting() {
        let code = """
            button[aria-pressed="true"] { background: url(data:image/png;base64,AA==) no-repeat;
              &:hover { color: var(--accent); } }
            """
        assertHighlights(
            code, as: "css",
            """
            \(tag("button"))[\(attribute("aria-pressed"))=\(string("&quot;true&quot;"))] { \(attribute("background")): \
            url(\(string("data:image/png;base64,AA=="))) no-repeat;
              &amp;\(keyword(":hover")) { \(attribute("color")): var(--accent); } }
            """)
    }

    func testCSSBareDeclarations() {
        assertHighlights(
            "outline: 3px solid #fff;\ncolor: red", as: "css",
            "\(attribute("outline")): \(number("3px")) solid \(number("#fff"));\n\(attribute("color")): red")
    }

    func testCSSCommentsDoNotNest() {
        assertHighlights("/* a /* b */ p { }", as: "css", "\(comment("/* a /* b */")) \(tag("p")) { }")
    }

    // MARK: - Unclosed tokens

    func testUnclosedStringsStopAtTheLineEnd() {
        assertHighlights(
            "let s = \"abc\nlet t", as: "swift", "\(keyword("let")) s = \(string("&quot;abc"))\n\(keyword("let")) t")
        assertHighlights(
            "char c = 'x\r\nint", as: "java", "\(keyword("char")) c = \(string("&#39;x"))\r\n\(keyword("int"))")
        assertHighlights(
            "a { content: \"x\n}", as: "css", "\(tag("a")) { \(attribute("content")): \(string("&quot;x"))\n}")
    }

    func testUnclosedMultiLineFormsRunToTheEnd() {
        assertHighlights("x /* a\nb", as: "kotlin", "x \(comment("/* a\nb"))")
        assertHighlights("s = \"\"\"\nlet", as: "swift", "s = \(string("&quot;&quot;&quot;\nlet"))")
        assertHighlights("s = `a\nb", as: "js", "s = \(string("`a\nb"))")
        assertHighlights("<p><!-- x\n<b>", as: "html", "&lt;\(tag("p"))&gt;\(comment("&lt;!-- x\n&lt;b&gt;"))")
        assertHighlights("<", as: "xml", "&lt;")
    }
}

@_spi(Bytes) import A11yDocsSupport

/// A code snippet as HTML: a labelled figure around a `pre`, highlighted where the language is
/// one `SyntaxHighlighter` knows (the theme's script makes it a tab stop when it scrolls). A fence marked
/// `example` (```` ```html example ````) is also shown working, in a sandboxed frame; one marked
/// bad or good (```` ```html bad ````, or after a `Don't:` / `Do:` line) is labelled so in words
/// and with an icon, never by colour alone.
package enum CodeBlockHTML {
    package enum Verdict: Equatable {
        case good, bad

        /// `Don't: …` or `Do: …` at the start of a paragraph that leads into a code block.
        package static func lead(_ text: String) -> Verdict? {
            // The longest lead is seven characters: only the paragraph's start is lowercased.
            let lowered = String(text.trimmed().prefix(8).lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
            if ["don't:", "dont:", "do not:"].contains(where: lowered.hasPrefix) { return .bad }
            if lowered.hasPrefix("do:") { return .good }
            return nil
        }
    }

    /// What a fence's info string says: its language, then words such as `example`, `bad`, `good`.
    package struct Fence: Equatable {
        package var language: String
        package var isExample: Bool
        var verdict: Verdict?

        /// An HTML fence marked `example` or `live`: the page shows it working.
        package var isLiveExample: Bool { isExample && (language.isEmpty || language == "html") }

        /// The first word is the language; the others are marks, in any order and case. Read a
        /// word at a time, not into sets, and an ASCII line as bytes, not as characters: every
        /// code block is read so when it loads, by the rules and for its page.
        package init(info: String) {
            var language: String?
            var isExample = false, isBad = false, isGood = false
            func read(_ word: String) {
                guard language != nil else {
                    language = word
                    return
                }
                switch word {
                case "example", "live": isExample = true
                case "bad", "dont", "don't", "bad-example": isBad = true
                case "good", "do", "good-example": isGood = true
                default: break
                }
            }
            if info.utf8.allSatisfy(Byte.isASCII) {
                for word in info.utf8.split(whereSeparator: Byte.isWhitespace) {
                    read(String(decoding: word.map(Byte.lowercased), as: UTF8.self))
                }
            } else {
                for word in info.split(whereSeparator: \.isWhitespace) { read(word.lowercased()) }
            }
            self.language = language ?? ""
            self.isExample = isExample
            verdict = isBad ? .bad : isGood ? .good : nil
        }
    }

    /// - Parameters:
    ///   - verdict: from the fence, else from a lead line before it.
    ///   - exampleTitle: names the live example's frame, e.g. the heading above it.
    ///   - allowsScripts: whether the live example's scripts run (`--allow-raw-html`).
    package static func render(
        code: String, fence: Fence, lead: Verdict? = nil, exampleTitle: String = "", allowsScripts: Bool = false
    ) -> String {
        let verdict = fence.verdict ?? lead
        let label = languageName(fence.language)
        let languageClass = fence.language.isEmpty ? "" : " class=\"language-\(fence.language.htmlEscaped)\""
        var html = ""
        if fence.isLiveExample {
            let title = exampleTitle.isEmpty ? "Live example" : "Live example: \(exampleTitle)"
            // No `allow-same-origin`: the example can never reach the page or its storage.
            let sandbox = allowsScripts ? "allow-scripts" : ""
            html +=
                "<figure class=\"live-example\(verdict.map { " live-example-\($0 == .bad ? "bad" : "good")" } ?? "")\">"
                + "<figcaption>\(verdictLabel(verdict))\(title.htmlEscaped)</figcaption>"
                + "<iframe title=\"\(title.htmlEscaped)\" sandbox=\"\(sandbox)\" loading=\"lazy\" "
                + "srcdoc=\"\(code.htmlEscaped)\"></iframe></figure>\n"
        }
        let verdictClass = verdict.map { " snippet-\($0 == .bad ? "bad" : "good")" } ?? ""
        let highlighted = SyntaxHighlighter.html(code: code, language: fence.language) ?? code.htmlEscaped
        html +=
            "<figure class=\"snippet\(verdictClass)\"><figcaption>\(verdictLabel(verdict))\(label.htmlEscaped)"
            + "</figcaption><pre><code\(languageClass)>\(highlighted)</code></pre></figure>\n"
        return html
    }

    /// "Don't" or "Do" with an icon that repeats it; the words carry the meaning.
    private static func verdictLabel(_ verdict: Verdict?) -> String {
        switch verdict {
        case .bad:
            return
                "<span class=\"verdict verdict-bad\"><svg aria-hidden=\"true\" focusable=\"false\" viewBox=\"0 0 16 "
                + "16\" width=\"16\" height=\"16\"><path d=\"M3 3l10 10M13 3L3 13\" stroke=\"currentColor\" "
                + "stroke-width=\"2.5\" fill=\"none\"/></svg>Don't</span> "
        case .good:
            return
                "<span class=\"verdict verdict-good\"><svg aria-hidden=\"true\" focusable=\"false\" viewBox=\"0 0 16 "
                + "16\" width=\"16\" height=\"16\"><path d=\"M2 8.5l4 4 8-9\" stroke=\"currentColor\" "
                + "stroke-width=\"2.5\" fill=\"none\"/></svg>Do</span> "
        case nil:
            return ""
        }
    }

    private static let names: [String: String] = [
        "swift": "Swift", "kotlin": "Kotlin", "kt": "Kotlin", "java": "Java", "xml": "XML",
        "objc": "Objective-C", "objective-c": "Objective-C", "json": "JSON", "groovy": "Groovy",
        "gradle": "Gradle", "html": "HTML", "css": "CSS", "js": "JavaScript", "javascript": "JavaScript",
        "ts": "TypeScript", "typescript": "TypeScript", "sh": "Shell", "bash": "Shell", "yaml": "YAML", "text": "Text",
    ]

    /// A reader-facing name for a fence's language, e.g. `kotlin` → `Kotlin`.
    static func languageName(_ language: String) -> String {
        if language.isEmpty { return "Code" }
        return names[language.lowercased()] ?? language.prefix(1).uppercased() + language.dropFirst()
    }
}

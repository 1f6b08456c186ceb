import Foundation

/// Reads a built site as an attacker hopes a browser, a Markdown viewer or a Gherkin runner
/// would, and lists whatever content managed to become markup, script or structure.
enum OutputHazards {
    /// `copied` are the author's own files, published as they are (and warned about): not scanned.
    static func scan(_ output: URL, copied: Set<String> = []) throws -> [String] {
        let files = (FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []).filter {
            !copied.contains($0)
        }
        return try files.sorted().flatMap { file -> [String] in
            let url = output.appendingPathComponent(file)
            guard !url.hasDirectoryPath, let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
            let findings: [String]
            switch url.pathExtension {
            // The 404 page carries the theme's stylesheet (it cannot know where assets are); it shows no content.
            case "html": findings = try html(text).filter { file != "404.html" || $0 != "<style> element" }
            case "md": findings = try markdown(text)
            case "feature": findings = gherkin(text)
            case "txt" where file.hasPrefix("criteria/"): findings = condensed(text)
            case "js" where file.hasPrefix("criteria/"): findings = criteriaScript(text)
            case "csv": findings = spreadsheet(text)
            default: findings = []
            }
            return findings.map { "\(file): \($0)" }
        }
    }

    private static let groupTitles = [
        "Keyboard", "Mobile screen-reader gestures", "Screen-reader output", "Device settings",
    ]
    private static let forbiddenElements: Set<String> = [
        "iframe", "object", "embed", "base", "frame", "frameset", "svg", "math", "style",
    ]

    /// Tags a browser would build: no event handler, no script address, only the theme's scripts.
    static func html(_ text: String) throws -> [String] {
        let tag = try NSRegularExpression(pattern: #"<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>"#)
        let attribute = try NSRegularExpression(pattern: #"([^\s"'>/=]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)"#)
        var findings: [String] = []
        for match in tag.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let name = text[Range(match.range(at: 1), in: text)!].lowercased()
            let attributes = String(text[Range(match.range(at: 2), in: text)!])
            var values: [String: String] = [:]
            for pair in attribute.matches(in: attributes, range: NSRange(attributes.startIndex..., in: attributes)) {
                let key = attributes[Range(pair.range(at: 1), in: attributes)!].lowercased()
                let value = String(attributes[Range(pair.range(at: 2), in: attributes)!]).trimmingCharacters(
                    in: CharacterSet(charactersIn: "\"'"))
                values[key] = unescaped(value)
                if key.hasPrefix("on") { findings.append("event handler \(key) on <\(name)>") }
                if ["href", "src", "action", "formaction", "xlink:href"].contains(key), isScriptAddress(values[key]!) {
                    findings.append("\(key)=\"\(value)\" on <\(name)>")
                }
            }
            if forbiddenElements.contains(name), !isThemeMarkup(name, values) { findings.append("<\(name)> element") }
            if name == "script", !(values["src"]?.hasSuffix(".js") ?? false), values["type"] != "application/json" {
                findings.append("inline <script>")
            }
        }
        return findings
    }

    /// What the theme itself writes: a live example's frame, sandboxed without the page's origin
    /// and holding its markup in `srcdoc` only, and the decorative icons of Do and Don't.
    private static func isThemeMarkup(_ name: String, _ values: [String: String]) -> Bool {
        switch name {
        case "iframe":
            guard let sandbox = values["sandbox"] else { return false }
            return values["src"] == nil && values["srcdoc"] != nil && !sandbox.contains("allow-same-origin")
        case "svg":
            return values["aria-hidden"] == "true"
        default:
            return false
        }
    }

    /// Tags the sanitiser keeps in safe mode (docs/content-format.md, "Raw HTML and links").
    private static let allowedTags =
        "strong|em|b|i|code|kbd|samp|var|sub|sup|abbr|mark|small|br|a|img|span|details|summary|del|ins|q|cite"
        + "|table|thead|tbody|tfoot|tr|th|td|caption"

    /// Outside code, only escaped text and allowed tags with harmless attributes: no other raw
    /// HTML, no script links. `<https://…>` is a CommonMark autolink, which is how the mirror
    /// writes a bare address.
    static func markdown(_ text: String) throws -> [String] {
        let rawTag = try NSRegularExpression(
            pattern: #"(?<!\\)<(?!/?(?:"# + allowedTags + #")[\s/>])(?!(https?|mailto):[^\s<>]*>)[a-zA-Z/!?]"#)
        let keptTag = try NSRegularExpression(pattern: #"(?<!\\)<(?:"# + allowedTags + #")\s[^>]*>"#)
        let scriptLink = try NSRegularExpression(
            pattern: #"(?<!\\)\]\(\s*<?\s*(javascript|vbscript|data:text|file):"#, options: .caseInsensitive)
        let codeSpan = try NSRegularExpression(pattern: "`+[^`]*`+")
        var findings: [String] = []
        var fence: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix { $0 == "`" || $0 == "~" })
                continue
            }
            let prose = codeSpan.stringByReplacingMatches(
                in: String(line), range: NSRange(line.startIndex..., in: line), withTemplate: "")
            let range = NSRange(prose.startIndex..., in: prose)
            if rawTag.firstMatch(in: prose, range: range) != nil {
                findings.append("line \(index + 1): raw HTML: \(prose.prefix(120))")
            }
            if scriptLink.firstMatch(in: prose, range: range) != nil {
                findings.append("line \(index + 1): script link: \(prose.prefix(120))")
            }
            for match in keptTag.matches(in: prose, range: range) {
                findings += try html(String(prose[Range(match.range, in: prose)!])).map { "line \(index + 1): \($0)" }
            }
        }
        return findings
    }

    /// One feature, scenarios (the theme writes each title line, an author's title on one line),
    /// and steps: no line the content could have started.
    static func gherkin(_ text: String) -> [String] {
        var inDocString = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            // A doc string under a step: the author's lines, each indented inside the quotes.
            if line == "      \"\"\"" {
                inDocString.toggle()
                return nil
            }
            if inDocString {
                return line.hasPrefix("      ") && !line.contains("\"\"\"")
                    ? nil : "line \(index + 1) breaks out of a doc string: \(line.prefix(120))"
            }
            let allowed =
                (index == 0 && isTagLine(line, indent: ""))
                || (index == 1 && line.hasPrefix("Feature: "))
                || (index == 2 && line.hasPrefix("  ") && !line.hasPrefix("   "))
                || line.isEmpty
                || isTagLine(line, indent: "  ")
                || line.hasPrefix("  Scenario: ")
                || ["    Given ", "    When ", "    Then ", "    And "].contains { line.hasPrefix($0) }
            return allowed ? nil : "line \(index + 1) is not a step: \(line.prefix(120))"
        }
    }

    /// Test-case ids as tags: `@a11y-` and lowercase letters, digits and hyphens only.
    static func isTagLine(_ line: Substring, indent: String) -> Bool {
        guard line.hasPrefix(indent + "@") else { return false }
        return line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false).allSatisfy { tag in
            tag.hasPrefix("@a11y-")
                && tag.dropFirst().allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }

    /// A heading, numbered groups, one "   - " line per expectation (its further lines indented
    /// by five spaces), a group's statement indented by three, and the address.
    static func condensed(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().compactMap { index, line in
            let allowed =
                (index == 0 && line.hasPrefix("How to test "))
                || line.isEmpty || line.hasPrefix("   - ") || line.hasPrefix("     ")
                || (line.hasPrefix("   ") && !line.hasPrefix("    ") && !line.dropFirst(3).hasPrefix("-"))
                || groupTitles.indices.contains {
                    line.hasSuffix(". \(groupTitles[$0])") && line.count == groupTitles[$0].count + 3
                }
                || index == lines.count - 2
            return allowed ? nil : "line \(index + 1) is out of place: \(line.prefix(120))"
        }
    }

    /// An entry's criteria for the builder page: one call whose arguments are JSON (an id and two
    /// strings), which no text can turn into code.
    static func criteriaScript(_ text: String) -> [String] {
        let prefix = "a11ydocsCriteria(", suffix = ");\n"
        guard text.hasPrefix(prefix), text.hasSuffix(suffix) else { return ["not one call: \(text.prefix(120))"] }
        let arguments = Data(("[" + text.dropFirst(prefix.count).dropLast(suffix.count) + "]").utf8)
        guard let call = try? JSONSerialization.jsonObject(with: arguments) as? [Any], call.count == 2,
            call[0] is String,
            let texts = call[1] as? [String: String], texts.keys.sorted() == ["condensed", "gherkin"]
        else {
            return ["arguments are not an id and two texts as JSON: \(text.prefix(120))"]
        }
        return text.contains("<") ? ["a '<' that could close a script element"] : []
    }

    /// RFC 4180 fields, none of which a spreadsheet would run as a formula.
    static func spreadsheet(_ text: String) -> [String] {
        var findings: [String] = [], field = "", quoted = false, afterQuote = false, record = 1
        func endField() {
            let start = field.drop { " \r\n".contains($0) }.first
            if field.hasPrefix("\t") || field.hasPrefix("\r") || start.map({ "=+-@＝＋－＠\t".contains($0) }) == true {
                findings.append("record \(record): a formula: \(field.prefix(60))")
            }
            field = ""
        }
        for character in text {
            if quoted {
                if character == "\"" {
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                if afterQuote { field.append("\"") }
                quoted = true
            case ",": endField()
            case "\r\n":
                endField()
                record += 1
            default: field.append(character)
            }
            afterQuote = false
        }
        return findings
    }

    private static func isScriptAddress(_ url: String) -> Bool {
        let stripped = url.unicodeScalars.filter { $0.value > 0x20 }.map(String.init).joined().lowercased()
        return ["javascript:", "vbscript:", "file:", "data:text", "data:image/svg"].contains { stripped.hasPrefix($0) }
    }

    /// The value as a browser reads it: numeric references (the `;` optional) and the names that
    /// spell a scheme's punctuation, so that an address written as `&#106;avascript:` is found.
    private static func unescaped(_ value: String) -> String {
        var result = value
        for (entity, character) in [
            ("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&colon;", ":"),
            ("&Tab;", "\t"), ("&NewLine;", "\n"),
        ] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        let numeric = try! NSRegularExpression(pattern: "&#([xX][0-9a-fA-F]+|[0-9]+);?")
        for match in numeric.matches(in: result, range: NSRange(result.startIndex..., in: result)).reversed() {
            let digits = String(result[Range(match.range(at: 1), in: result)!])
            let code =
                digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            let character = code.flatMap(Unicode.Scalar.init).map(String.init) ?? "\u{FFFD}"
            result.replaceSubrange(Range(match.range, in: result)!, with: character)
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}

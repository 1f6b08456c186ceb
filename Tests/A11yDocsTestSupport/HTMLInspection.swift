import Foundation

/// Small, strict readers of generated HTML for assertions (no HTML parser in the toolchain).
package enum HTMLInspection {
    /// Heading levels in document order.
    package static func headingLevels(_ html: String) -> [Int] {
        matches(of: "<h([1-6])[ >]", in: html).compactMap { Int($0[1]) }
    }

    /// Values of an attribute (`href`, `src`) in document order.
    package static func attributeValues(_ name: String, in html: String) -> [String] {
        matches(of: "\\s\(name)=\"([^\"]*)\"", in: html).map { unescape($0[1]) }
    }

    /// Visible text and image descriptions: tags removed (block tags as spaces, inline tags as
    /// nothing), entities decoded, white space folded.
    package static func text(_ html: String) -> String {
        let images = html.replacingOccurrences(
            of: "<img [^>]*alt=\"([^\"]*)\"[^>]*>", with: " $1 ", options: .regularExpression)
        let blocks = images.replacingOccurrences(
            of:
                "</?(p|li|ul|ol|h[1-6]|td|th|tr|table|thead|tbody|div|section|pre|figure|figcaption|br|dt|dd|dl|"
                + "blockquote|header|nav|main|article|footer|title|head|body|html)\\b[^>]*>",
            with: " ", options: .regularExpression)
        let withoutTags = blocks.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        return fold(unescape(withoutTags))
    }

    package static func fold(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    package static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    package static func matchesCount(_ pattern: String, in text: String) -> Int {
        text.components(separatedBy: pattern).count - 1
    }

    /// Whether heading levels start at one `h1` and never skip a level on the way down.
    package static func headingProblems(_ html: String) -> [String] {
        let levels = headingLevels(html)
        var problems: [String] = []
        if levels.filter({ $0 == 1 }).count != 1 {
            problems.append("expected one h1, found \(levels.filter { $0 == 1 }.count)")
        }
        var previous = 0
        for level in levels {
            if level > previous + 1 { problems.append("h\(previous) followed by h\(level)") }
            previous = level
        }
        return problems
    }

    private static func matches(of pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}

import A11yDocsModel
import Foundation

/// The WCAG success criteria a reading section names, for `wcag:`: links to the W3C's
/// Understanding documents, by the document's name in the address
/// (`…/Understanding/name-role-value.html` → 4.1.2, in any WCAG version), and bullets that start
/// with a number (`- 2.1.1 Keyboard (Level A)`, also as a link's text). Numbers in running text
/// are not read. A number that is no WCAG 2.2 criterion is reported and left to the links.
enum WCAGReferences {
    struct Result {
        /// In the order first named, each once.
        var numbers: [String] = []
        var problems: [ImportProblem.At] = []
    }

    static func read(_ lines: [SourceLine]) -> Result {
        var result = Result()
        let regions = FencedRegions(lines.map(\.text))
        for (index, line) in lines.enumerated() where !regions.inCode[index] {
            guard let item = line.listItemText.map(String.init) else { continue }
            let column = line.text.count - item.count + 1
            if let slug = understandingSlug(in: item) {
                if let number = WCAG.number(understandingSlug: slug) {
                    add(number, at: line.number, column: column, to: &result)
                    continue
                }
                if leadingNumber(of: item) == nil {
                    result.problems.append(
                        .init(.magenta(.understandingPageUnknown(slug)), line: line.number, column: column))
                    continue
                }
            }
            if let number = leadingNumber(of: item) { add(number, at: line.number, column: column, to: &result) }
        }
        return result
    }

    private static func add(_ number: String, at line: Int, column: Int, to result: inout Result) {
        if WCAG.criterion(number) != nil {
            if !result.numbers.contains(number) { result.numbers.append(number) }
        } else if let name = WCAG.removed[number] {
            result.problems.append(.init(.magenta(.removedCriterion(number, name: name)), line: line, column: column))
        } else {
            result.problems.append(
                .init(
                    .magenta(.unknownCriterion(number, suggestion: WCAG.suggestion(for: number)?.number)), line: line,
                    column: column))
        }
    }

    /// `name-role-value` in `[…](https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html#intent)`.
    static func understandingSlug(in text: String) -> String? {
        guard let marker = text.range(of: "/understanding/", options: .caseInsensitive) else { return nil }
        let name = text[marker.upperBound...].prefix { !"/#?)\" >".contains($0) }
        let slug = name.hasSuffix(".html") ? name.dropLast(5) : name
        return slug.isEmpty ? nil : String(slug)
    }

    /// `2.1.1` in `2.1.1 Keyboard (Level A)` or `[2.1.1 Keyboard](…)`: three numbers joined by dots.
    static func leadingNumber(of text: String) -> String? {
        let rest = text.drop { $0 == "[" || $0 == "*" || $0 == "_" || $0.isWhitespace }
        let token = rest.prefix { $0 == "." || ($0.isASCII && $0.isNumber) }
        var number = String(token)
        while number.hasSuffix(".") { number.removeLast() }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return number
    }
}

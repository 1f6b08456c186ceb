import A11yDocsModel
import A11yDocsSupport
import Yams

/// Decodes a guide's YAML front matter into the `FrontMatter` entries use, with only what a guide
/// has: title (required), categories, description, order and draft. Every other key is kept as
/// written under "Other details", with a warning: a pattern's keys (test groups, `wcag`,
/// `gherkin-…`) because a guide holds no test criteria, unknown ones as on entries.
struct GuideFrontMatterDecoder: FrontMatterReading {
    var path: String
    /// File line of the YAML's first line; Yams counts from the YAML, the author from the file.
    var firstLine: Int
    var diagnostics: [Diagnostic] = []

    /// Keys a guide may have, in the order the documentation lists them.
    static let knownKeys = ["title", "description", "order", "categories", "draft", "published"]
    /// A pattern's keys: what a tester checks, which a guide does not hold. `gherkin-<group>` keys too.
    static let patternKeys = ["keyboard", "mobile", "screenreader", "settings", "wcag"]

    init(path: String, firstLine: Int) {
        self.path = path
        self.firstLine = firstLine
    }

    mutating func decode(_ yaml: String) -> FrontMatter? {
        guard let root = rootMapping(yaml, required: ["title"]) else { return nil }
        return decode(root.mapping, rootMark: root.mark)
    }

    private mutating func decode(_ mapping: Node.Mapping, rootMark: Mark?) -> FrontMatter {
        var result = FrontMatter()
        var hasTitle = false
        var seen = Set<String>()
        for (keyNode, value) in mapping {
            // A near miss of a guide's key (`titel`) is read as that key: a missing title would
            // fail the build.
            let key = key(keyNode, in: mapping, seen: &seen, meant: Self.meantKey(for:))
            switch key {
            case "title":
                hasTitle = true
                result.title = scalarText(value, key: key) ?? ""
                if value.scalar != nil, result.title.isEmpty { report(.emptyRequiredValue(key: key), at: value.mark) }
            case "description": result.description = optionalText(value, key: key)
            case "order": result.order = integer(value, key: key, example: "order: 2")
            case "categories": result.categories = categories(value)
            case "draft": result.isDraft = result.isDraft || boolean(value, key: key) == true
            case "published": result.isDraft = result.isDraft || boolean(value, key: key) == false
            case _ where FrontMatter.ignoredKeys.contains(key): break
            case _ where FrontMatter.keptKeys.contains(key):
                result.otherFields.append(Expectation(trigger: key, result: FrontMatterDecoder.text(of: value)))
            case _ where Self.isPatternKey(key):
                report(.testKeyInGuide(key), at: keyNode.mark)
                result.otherFields.append(Expectation(trigger: key, result: FrontMatterDecoder.text(of: value)))
            default:
                report(
                    .unknownEntryKey(key, suggestion: Suggestion.closest(to: key, in: Self.knownKeys)), at: keyNode.mark
                )
                result.otherFields.append(Expectation(trigger: key, result: FrontMatterDecoder.text(of: value)))
            }
        }
        if !hasTitle { report(.missingKey("title"), at: rootMark) }
        return result
    }

    /// A test group, `wcag` or an authored scenario (`gherkin-keyboard`).
    static func isPatternKey(_ key: String) -> Bool {
        patternKeys.contains(key)
            || (key.hasPrefix(FrontMatter.gherkinPrefix) && key.count > FrontMatter.gherkinPrefix.count)
    }

    /// The guide's key a key that is not one means: one slip (a letter missing, extra, wrong or
    /// swapped), two in a long key, as for entries. A pattern's key is never read as a guide's.
    private static func meantKey(for key: String) -> String? {
        guard !knownKeys.contains(key), !isPatternKey(key), !FrontMatter.ignoredKeys.contains(key),
            !FrontMatter.keptKeys.contains(key)
        else { return nil }
        return Suggestion.slip(key, of: knownKeys)
    }

    /// `testing keyboard` or `[testing, keyboard]`; a guide may have none.
    private mutating func categories(_ node: Node) -> [String] {
        if let sequence = node.sequence {
            return sequence.compactMap { scalarText($0, key: "categories") }.filter { !$0.isEmpty }
        }
        guard node.scalar != nil else {
            report(.wrongType(key: "categories", expected: "a list, or names separated by spaces"), at: node.mark)
            return []
        }
        return (scalarText(node, key: "categories") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
    }
}

import A11yDocsModel
import A11yDocsSupport

/// Finds entries by slug (`carousel`), id (`native/carousel`) or title (`Alert dialog`), for
/// commands and tools that take them.
public struct EntryLookup: Sendable {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknown(String, closeMatches: [String])
        case ambiguous(String, matches: [String])

        public var description: String {
            switch self {
            case let .unknown(name, matches) where matches.isEmpty:
                return "no entry '\(name)' — list them in the index, or check the file name under the content folder"
            case let .unknown(name, matches):
                return "no entry '\(name)'\(Wording.hint(Wording.didYouMean(anyOf: matches)))"
            case let .ambiguous(name, matches):
                return "'\(name)' is in several collections — name one: \(Wording.list(matches))"
            }
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    public func entry(named name: String) -> Result<Entry, Failure> {
        var matches = entries.filter { CriteriaBuilder.id($0) == name || $0.slug == name }
        // A title as people write it: "Alert dialog", "alert  dialog".
        if matches.isEmpty {
            let folded = name.folded()
            matches = entries.filter { $0.title.folded() == folded }
        }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.count > 1 { return .failure(.ambiguous(name, matches: matches.map(CriteriaBuilder.id).sorted())) }
        // A title that reads as its slug ("Alert dialog", `alert-dialog`) is suggested once, as the slug.
        let slugs = Set(entries.map(\.slug))
        let spelledSlugs = Set(slugs.map { $0.folded(separators: ["-"]) })
        let titles = entries.map(\.title).filter { !spelledSlugs.contains($0.folded(separators: ["-"])) }
        let names = Array(slugs.union(titles).union(name.contains("/") ? entries.map(CriteriaBuilder.id) : []))
        return .failure(.unknown(name, closeMatches: Suggestion.close(to: name, in: names)))
    }
}

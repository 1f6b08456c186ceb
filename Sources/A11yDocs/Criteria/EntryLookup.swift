/// Finds entries by slug (`carousel`) or id (`native/carousel`), for commands that take them.
public struct EntryLookup: Sendable {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknown(String, closeMatches: [String])
        case ambiguous(String, matches: [String])

        public var description: String {
            switch self {
            case let .unknown(name, matches) where matches.isEmpty:
                return "no entry '\(name)' — list them in the index, or check the file name under the content folder"
            case let .unknown(name, matches):
                return "no entry '\(name)' — did you mean \(matches.map { "'\($0)'" }.joined(separator: ", "))?"
            case let .ambiguous(name, matches):
                return "'\(name)' is in several collections — name one: \(matches.joined(separator: ", "))"
            }
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    public func entry(named name: String) -> Result<Entry, Failure> {
        let matches = entries.filter { CriteriaBuilder.id($0) == name || $0.slug == name }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.count > 1 { return .failure(.ambiguous(name, matches: matches.map(CriteriaBuilder.id).sorted())) }
        let names = Array(Set(entries.map(\.slug) + (name.contains("/") ? entries.map(CriteriaBuilder.id) : [])))
        return .failure(.unknown(name, closeMatches: Suggestion.close(to: name, in: names)))
    }
}

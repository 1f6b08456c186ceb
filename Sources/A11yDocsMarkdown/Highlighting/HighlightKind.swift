/// What a highlighted token is; each becomes a `hl-…` class the theme colours.
enum HighlightKind: CaseIterable {
    case keyword, string, comment, number, annotation, tag, attribute

    /// The opening tag, as a static string so writing it copies bytes and allocates nothing.
    var openingTag: StaticString {
        switch self {
        case .keyword: return "<span class=\"hl-keyword\">"
        case .string: return "<span class=\"hl-string\">"
        case .comment: return "<span class=\"hl-comment\">"
        case .number: return "<span class=\"hl-number\">"
        case .annotation: return "<span class=\"hl-annotation\">"
        case .tag: return "<span class=\"hl-tag\">"
        case .attribute: return "<span class=\"hl-attribute\">"
        }
    }

    var className: String {
        switch self {
        case .keyword: return "hl-keyword"
        case .string: return "hl-string"
        case .comment: return "hl-comment"
        case .number: return "hl-number"
        case .annotation: return "hl-annotation"
        case .tag: return "hl-tag"
        case .attribute: return "hl-attribute"
        }
    }
}

/// A template that cannot be parsed: what is wrong, where, and the line it is on.
package struct MustacheSyntaxError: Error, Equatable {
    package enum Reason: Equatable {
        case unclosedTag
        case unclosedSection(String)
        case unexpectedClose(String)
        case mismatchedClose(expected: String, found: String)
        case emptyName
        case invalidDelimiters(String)
        case unsupportedPragma(String)
        case unsupportedName(String)
    }

    package var reason: Reason
    package var position: MustachePosition
    /// The template line the problem is on, as written.
    package var line: String

    package var message: String {
        switch reason {
        case .unclosedTag: return "tag is not closed"
        case let .unclosedSection(name): return "section '\(name)' is not closed — add {{/\(name)}}"
        case let .unexpectedClose(name): return "{{/\(name)}} closes no open section"
        case let .mismatchedClose(expected, found):
            return "{{/\(found)}} closes section '\(expected)' — write {{/\(expected)}}"
        case .emptyName: return "tag has no name"
        case let .invalidDelimiters(text): return "'\(text)' does not set delimiters — write {{=<% %>=}}"
        case let .unsupportedPragma(text):
            return "'\(text)' is not a known pragma — only CONTENT_TYPE: HTML, MARKDOWN or TEXT is"
        case let .unsupportedName(name):
            return "'\(name)' is not a field name — transforms and lambdas are not supported"
        }
    }
}

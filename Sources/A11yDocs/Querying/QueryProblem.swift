import A11yDocsModel

/// A question about the library that cannot be answered as asked: which argument is wrong and
/// why, as data. The MCP server returns it as a tool error; `message` is the one place it is
/// put into words.
public struct QueryProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The argument's name as the caller wrote it (`platform`, `slug`).
    public var argument: String
    public var reason: Reason

    public enum Reason: Equatable, Sendable {
        /// A name that is none of `choices`: `kind` says what it should have been (`a platform`).
        case unknownName(String, kind: String, choices: [String])
        /// No entry by that name; `nearest` are the entries to suggest, closest first.
        case unknownEntry(String, nearest: [String])
        /// A slug more than one collection has: `ids` names each entry.
        case ambiguousEntry(String, ids: [String])
        case frameworkOfOtherPlatform(Framework, platform: Platform)
        /// An argument the tool does not take; `allowed` are those it does.
        case unknownArgument(allowed: [String])
        case notText(got: String)
        case notTextList(got: String)
        case notTextInList(got: String)
        case notWholeNumber(in: ClosedRange<Int>, got: String)
        case notTrueOrFalse(got: String)
        /// A value that is none of `choices`, any case.
        case notAChoice(String, choices: [String])
        case empty
        case emptyList
        case missing
        case missingEntries
        case tooLong(characters: Int, limit: Int)
        case unknownWCAGCriterion(String)
    }

    public init(argument: String, _ reason: Reason) {
        self.argument = argument
        self.reason = reason
    }

    public var description: String { "\(argument): \(message)" }

    public var message: String {
        switch reason {
        case let .unknownName(value, kind, choices):
            // `'iso' is not a platform — did you mean 'ios'? Choices: ios, android, web.`
            return
                "'\(value)' is not "
                + "\(kind)\(Wording.didYouMean(Suggestion.closest(to: value, in: choices)))\(Wording.choices(choices))"
        case let .unknownEntry(name, _) where name.count > Suggestion.maxLength:
            // Too long to be a mistyped name: no suggestions, and not quoted whole.
            return
                "no entry '\(Wording.truncated(name, to: 60))' (\(name.count) characters) — names are short; "
                + "list_entries names every entry"
        case let .unknownEntry(name, nearest):
            let hint = nearest.isEmpty ? "list_entries names every entry" : Wording.didYouMean(anyOf: nearest)
            return "no entry '\(name)'\(Wording.hint(hint))"
        case let .ambiguousEntry(name, ids):
            return "'\(name)' is in several collections — give one of \(Wording.quoted(ids))"
        case let .frameworkOfOtherPlatform(framework, platform):
            return
                "\(framework.displayName) is not a \(platform.displayName) framework — leave out platform, or choose "
                + "one of \(Wording.list(platform.frameworks.map(\.rawValue)))"
        case let .unknownArgument(allowed):
            let hint =
                Suggestion.closest(to: argument, in: allowed).map { Wording.didYouMean($0) }
                ?? Wording.hint(allowed.isEmpty ? "this tool takes no arguments" : "it takes \(Wording.list(allowed))")
            return "unknown argument\(hint)"
        case let .notText(got):
            return "expected text, got \(got)"
        case let .notTextList(got):
            return "expected a list of text, got \(got)"
        case let .notTextInList(got):
            return "expected a list of text, got \(got) in it"
        case let .notWholeNumber(range, got):
            return "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(got)"
        case let .notTrueOrFalse(got):
            return "expected true or false, got \(got)"
        case let .notAChoice(text, choices):
            return
                "'\(text)' is not one of "
                + "\(Wording.list(choices))\(Wording.didYouMean(Suggestion.closest(to: text, in: choices)))"
        case .empty:
            return "is empty — give a value or leave it out"
        case .emptyList:
            return "is empty — name at least one"
        case .missing:
            return "is required"
        case .missingEntries:
            return "is required — name one or more entries"
        case let .tooLong(characters, limit):
            return "is \(characters) characters long — give at most \(limit) characters"
        case let .unknownWCAGCriterion(number):
            let hint =
                WCAG.removed[number].map { Wording.hint("\(number) \($0) was removed in WCAG 2.2") }
                ?? Wording.didYouMean(WCAG.suggestion(for: number)?.number)
            return "'\(number)' is not a WCAG 2.2 success criterion\(hint)"
        }
    }
}

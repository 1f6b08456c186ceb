import A11yDocs
import Foundation

/// A tool call's arguments, read leniently (`"10"` for a number, one string for a list) and
/// strictly about names: an argument the tool does not take is an error naming it, with the
/// nearest one it does take.
struct ToolArguments {
    /// Longer text is refused before any work: no name or query is this long, and matching
    /// takes time in the length of what is matched.
    static let maxTextLength = 1000

    private let values: [String: JSONValue]

    init(_ values: [String: JSONValue]?, allowed: [String]) throws {
        let values = values ?? [:]
        for name in values.keys.sorted() where !allowed.contains(name) {
            throw QueryProblem(argument: name, .unknownArgument(allowed: allowed))
        }
        // `null` is what some clients send for an argument left out.
        self.values = values.filter { $0.value != .null }
    }

    func has(_ name: String) -> Bool { values[name] != nil }

    /// A non-empty string, trimmed.
    func string(_ name: String) throws -> String? {
        guard let value = values[name] else { return nil }
        let text: String
        switch value {
        case .string(let string): text = string
        case .int(let number): text = String(number)
        case .double(let number): text = String(number)
        default: throw QueryProblem(argument: name, .notText(got: value.summary))
        }
        try Self.checkLength(text, of: name)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw QueryProblem(argument: name, .empty) }
        return trimmed
    }

    func requiredString(_ name: String) throws -> String {
        guard let text = try string(name) else { throw QueryProblem(argument: name, .missing) }
        return text
    }

    /// A list of strings; one string (or one with commas) is a list of one (or several).
    func strings(_ name: String) throws -> [String]? {
        guard let value = values[name] else { return nil }
        let items: [String]
        switch value {
        case .string(let text):
            try Self.checkLength(text, of: name)
            items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        case .array(let array):
            items = try array.map { item in
                guard let text = item.stringValue else {
                    throw QueryProblem(argument: name, .notTextInList(got: item.summary))
                }
                try Self.checkLength(text, of: name)
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        default:
            throw QueryProblem(argument: name, .notTextList(got: value.summary))
        }
        let kept = items.filter { !$0.isEmpty }
        guard !kept.isEmpty else { throw QueryProblem(argument: name, .emptyList) }
        return kept
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = values[name] else { return nil }
        let number: Int?
        switch value {
        case .int(let int): number = int
        case .double(let double): number = double.rounded() == double && abs(double) < 1e15 ? Int(double) : nil
        case .string(let text): number = Int(text.trimmingCharacters(in: .whitespaces))
        default: number = nil
        }
        guard let number, range.contains(number) else {
            throw QueryProblem(argument: name, .notWholeNumber(in: range, got: value.summary))
        }
        return number
    }

    func boolean(_ name: String) throws -> Bool? {
        guard let value = values[name] else { return nil }
        switch value {
        case .bool(let bool): return bool
        case .string(let text) where ["true", "false"].contains(text.lowercased()): return text.lowercased() == "true"
        default: throw QueryProblem(argument: name, .notTrueOrFalse(got: value.summary))
        }
    }

    /// One of `choices` (any case); the error lists them and names the nearest.
    func choice(_ name: String, of choices: [String]) throws -> String? {
        guard let text = try string(name) else { return nil }
        if let match = choices.first(where: { $0.lowercased() == text.lowercased() }) { return match }
        throw QueryProblem(argument: name, .notAChoice(text, choices: choices))
    }

    private static func checkLength(_ text: String, of name: String) throws {
        guard text.count > maxTextLength else { return }
        throw QueryProblem(argument: name, .tooLong(characters: text.count, limit: maxTextLength))
    }
}

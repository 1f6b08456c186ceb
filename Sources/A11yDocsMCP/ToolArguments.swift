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
            let hint = Suggestion.closest(to: name, in: allowed).map { " — did you mean '\($0)'?" }
                ?? (allowed.isEmpty ? " — this tool takes no arguments" : " — it takes \(allowed.joined(separator: ", "))")
            throw QueryProblem(argument: name, message: "unknown argument\(hint)")
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
        default: throw QueryProblem(argument: name, message: "expected text, got \(value.summary)")
        }
        try Self.checkLength(text, of: name)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw QueryProblem(argument: name, message: "is empty — give a value or leave it out") }
        return trimmed
    }

    func requiredString(_ name: String) throws -> String {
        guard let text = try string(name) else { throw QueryProblem(argument: name, message: "is required") }
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
                guard let text = item.stringValue else { throw QueryProblem(argument: name, message: "expected a list of text, got \(item.summary) in it") }
                try Self.checkLength(text, of: name)
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        default:
            throw QueryProblem(argument: name, message: "expected a list of text, got \(value.summary)")
        }
        let kept = items.filter { !$0.isEmpty }
        guard !kept.isEmpty else { throw QueryProblem(argument: name, message: "is empty — name at least one") }
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
            throw QueryProblem(argument: name, message: "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(value.summary)")
        }
        return number
    }

    func boolean(_ name: String) throws -> Bool? {
        guard let value = values[name] else { return nil }
        switch value {
        case .bool(let bool): return bool
        case .string(let text) where ["true", "false"].contains(text.lowercased()): return text.lowercased() == "true"
        default: throw QueryProblem(argument: name, message: "expected true or false, got \(value.summary)")
        }
    }

    /// One of `choices` (any case); the error lists them and names the nearest.
    func choice(_ name: String, of choices: [String]) throws -> String? {
        guard let text = try string(name) else { return nil }
        if let match = choices.first(where: { $0.lowercased() == text.lowercased() }) { return match }
        let hint = Suggestion.closest(to: text, in: choices).map { " — did you mean '\($0)'?" } ?? ""
        throw QueryProblem(argument: name, message: "'\(text)' is not one of \(choices.joined(separator: ", "))\(hint)")
    }

    private static func checkLength(_ text: String, of name: String) throws {
        guard text.count > maxTextLength else { return }
        throw QueryProblem(argument: name, message: "is \(text.count) characters long — give at most \(maxTextLength) characters")
    }
}

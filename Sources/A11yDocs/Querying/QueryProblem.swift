/// A question about the library that cannot be answered as asked: which argument is wrong and
/// what to give instead. The MCP server returns it as a tool error.
public struct QueryProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The argument's name as the caller wrote it (`platform`, `slug`).
    public var argument: String
    public var message: String

    public init(argument: String, message: String) {
        self.argument = argument
        self.message = message
    }

    public var description: String { "\(argument): \(message)" }

    /// `'ipad' is not a platform — use ios, android or web`, with the nearest if there is one.
    static func unknown(_ value: String, argument: String, kind: String, choices: [String]) -> QueryProblem {
        let suggestion = Suggestion.closest(to: value, in: choices).map { " — did you mean '\($0)'?" } ?? ""
        let list = choices.count <= 12 ? " Choices: \(choices.joined(separator: ", "))." : ""
        return QueryProblem(argument: argument, message: "'\(value)' is not \(kind)\(suggestion)\(list)")
    }
}

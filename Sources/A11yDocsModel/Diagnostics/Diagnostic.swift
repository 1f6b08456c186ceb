/// One finding about the input: where it is and what is wrong. Plain data; `Problem` words it.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var location: SourceLocation
    public var problem: Problem

    /// A `check` error that the build reports without stopping (a broken link): the page is
    /// still worth seeing while the author fixes it.
    public var isDowngraded = false

    public init(_ problem: Problem, at location: SourceLocation) {
        self.problem = problem
        self.location = location
    }

    public var severity: Severity { isDowngraded ? .warning : problem.severity }

    /// The same finding as a warning.
    public var asWarning: Diagnostic {
        var copy = self
        copy.isDowngraded = true
        return copy
    }
    public var message: String { problem.message }

    /// `path:line:column: error: message`, the form editors and CI logs link to.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Array where Element == Diagnostic {
    public var errors: [Diagnostic] { filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { filter { $0.severity == .warning } }
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, line and column, the order a reader fixes them in.
    public func sortedByLocation() -> [Diagnostic] {
        sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}

import A11yDocsModel

/// One thing the import could not convert, with the file, line and column it is at.
public struct ImportFinding: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var problem: ImportProblem

    public init(_ problem: ImportProblem, at location: SourceLocation) {
        self.problem = problem
        self.location = location
    }

    public var severity: Diagnostic.Severity { problem.severity }
    public var message: String { problem.message }

    /// `path:line:column: error: message`, as `check` and `build` print theirs.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Placed where Kind == ImportProblem {
    package func `in`(_ path: String) -> ImportFinding {
        ImportFinding(problem, at: at(path))
    }
}

extension ImportProblem {
    package typealias At = Placed<ImportProblem>
}

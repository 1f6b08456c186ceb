extension Diagnostic {
    /// A problem at a line and column of a file the caller has not named yet.
    struct ProblemAt: Error, Hashable {
        var problem: Problem
        var line: Int
        var column: Int

        init(_ problem: Problem, line: Int, column: Int) {
            self.problem = problem
            self.line = line
            self.column = column
        }

        func `in`(_ path: String) -> Diagnostic {
            Diagnostic(problem, at: SourceLocation(path: path, line: line, column: column))
        }
    }
}

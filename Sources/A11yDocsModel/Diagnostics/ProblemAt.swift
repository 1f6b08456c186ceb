/// A problem at a line and column of a file the caller has not named yet: what the splitter,
/// the loaders and the import's converters return, before the file's path is known.
package struct Placed<Kind: Hashable & Sendable>: Error, Hashable {
    package var problem: Kind
    package var line: Int
    package var column: Int

    package init(_ problem: Kind, line: Int, column: Int) {
        self.problem = problem
        self.line = line
        self.column = column
    }

    package func at(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}

extension Placed where Kind == Problem {
    package func `in`(_ path: String) -> Diagnostic {
        Diagnostic(problem, at: at(path))
    }
}

extension Diagnostic {
    package typealias ProblemAt = Placed<Problem>
}

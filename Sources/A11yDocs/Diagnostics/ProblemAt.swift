/// A problem at a line and column of a file the caller has not named yet: what the splitter,
/// the loaders and the import's converters return, before the file's path is known.
struct Placed<Kind: Hashable & Sendable>: Error, Hashable {
    var problem: Kind
    var line: Int
    var column: Int

    init(_ problem: Kind, line: Int, column: Int) {
        self.problem = problem
        self.line = line
        self.column = column
    }

    func at(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}

extension Placed where Kind == Problem {
    func `in`(_ path: String) -> Diagnostic {
        Diagnostic(problem, at: at(path))
    }
}

extension Diagnostic {
    typealias ProblemAt = Placed<Problem>
}

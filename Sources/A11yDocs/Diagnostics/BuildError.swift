/// A failed build: the step that failed and every finding that made it fail.
public struct BuildError: Error, CustomStringConvertible {
    public var step: String
    public var diagnostics: [Diagnostic]

    public init(step: String, diagnostics: [Diagnostic]) {
        self.step = step
        self.diagnostics = diagnostics
    }

    public var description: String {
        let files = Set(diagnostics.errors.map(\.location.path)).count
        let head = "build failed in step '\(step)': \(diagnostics.errors.count) error(s) in \(files) file(s)"
        return ([head] + diagnostics.sortedByLocation().map(\.description)).joined(separator: "\n")
    }
}

import A11yDocsSupport

/// A failed build: the step that failed and every finding that made it fail.
public struct BuildError: Error, CustomStringConvertible {
    public var step: String
    public var diagnostics: [Diagnostic]

    public init(step: String, diagnostics: [Diagnostic]) {
        self.step = step
        self.diagnostics = diagnostics
    }

    /// The head line, then every finding, errors first. A build stopped with warnings alone was
    /// told to fail on them (`--strict`), and says so.
    public var description: String {
        ([headline] + diagnostics.errorsFirst().map(\.description)).joined(separator: "\n")
    }

    /// `build failed in step 'parse': 2 errors in 1 file`.
    public var headline: String {
        let head = "build failed in step '\(step)'"
        let errors = diagnostics.errors, warnings = diagnostics.warnings
        let files = { (found: [Diagnostic]) in Counted.count(Set(found.map(\.location.path)).count, "file") }
        if !errors.isEmpty {
            return "\(head): \(Counted.count(errors.count, "error")) in \(files(errors))"
        }
        if !warnings.isEmpty {
            return
                "\(head): \(Counted.count(warnings.count, "warning")) in \(files(warnings)), and --strict fails on "
                + "warnings — fix \(warnings.count == 1 ? "it" : "them"), or build without --strict"
        }
        return head
    }
}

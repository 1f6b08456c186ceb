import A11yDocsSupport

extension Array where Element == Diagnostic {
    /// `1 error, 138 warnings`; a severity with none is left out (`2 warnings`), and
    /// `no problems` when there are none.
    public var countSummary: String {
        let parts = [(errors.count, "error"), (warnings.count, "warning")].filter { $0.0 > 0 }.map {
            Counted.count($0.0, $0.1)
        }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    /// Errors first, then warnings, each sorted by file and line: what stops the build comes first.
    public func errorsFirst() -> [Diagnostic] {
        errors.sortedByLocation() + warnings.sortedByLocation()
    }
}

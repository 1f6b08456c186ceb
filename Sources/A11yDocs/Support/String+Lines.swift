extension String {
    /// The lines that hold something, trimmed: front-matter text as criteria and messages use it.
    var filledLines: [String] {
        if isTrimmedASCIILine { return [self] }
        return split(whereSeparator: \.isNewline).map { $0.trimmed() }.filter { !$0.isEmpty }
    }

    /// On one line: block scalars keep line breaks, a criterion or a message cannot.
    var oneLine: String {
        filledLines.joined(separator: " ")
    }
}

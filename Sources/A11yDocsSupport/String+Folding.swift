extension StringProtocol {
    /// Lowercased, with each run of white space (and of `separators`) made one space and none at
    /// either end: "Alert  Dialog" and "alert dialog" are one name, as are "Shift + Tab " and
    /// "shift + tab".
    package func folded(separators: Set<Character> = []) -> String {
        lowercased().split { $0.isWhitespace || separators.contains($0) }.joined(separator: " ")
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space and line breaks. Pure Swift: Foundation's
    /// `trimmingCharacters(in:)` bridges through NSString on Linux and showed up in profiles.
    func trimmed() -> String {
        trimmed { $0.isWhitespace }
    }

    /// The text without leading and trailing characters that match.
    func trimmed(where isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}

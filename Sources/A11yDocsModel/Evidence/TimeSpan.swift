/// How long a test record stays current (`stale_after: 12 months`): a count of days, weeks,
/// months or years.
public struct TimeSpan: Hashable, Sendable, CustomStringConvertible {
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        case days, weeks, months, years
    }

    public var count: Int
    public var unit: Unit

    public init(_ count: Int, _ unit: Unit) {
        self.count = count
        self.unit = unit
    }

    /// Twelve months, unless the library says otherwise.
    public static let defaultStaleAfter = TimeSpan(12, .months)

    /// `12 months`, `1 year`, `6 weeks`, `90 days` (singular or plural, any case); nil otherwise,
    /// and for a count past 10,000, which no record outlives and whose arithmetic could overflow.
    public init?(_ text: String) {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
        guard words.count == 2, let count = Int(words[0]), (1...10_000).contains(count) else { return nil }
        let name = words[1].hasSuffix("s") ? String(words[1]) : words[1] + "s"
        guard let unit = Unit(rawValue: name) else { return nil }
        self.init(count, unit)
    }

    public var description: String {
        "\(count) \(count == 1 ? String(unit.rawValue.dropLast()) : unit.rawValue)"
    }
}

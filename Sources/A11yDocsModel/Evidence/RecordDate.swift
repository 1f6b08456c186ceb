import Foundation

/// A calendar day, as test records and `stale_after` count them: written `2026-03-14`, compared
/// and moved by whole days, months and years, in UTC so that a build gives the same answer
/// everywhere.
public struct RecordDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// `2026-03-14` (also `2026-3-14`); nil for anything else, or a day the calendar has not.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let made = RecordDate(year: year, month: month, day: day)
        guard let date = made.date, RecordDate(date) == made else { return nil }
        self = made
    }

    /// The day a moment falls on, in UTC.
    public init(_ date: Date) {
        let parts = Self.calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Today in UTC, or the day of `SOURCE_DATE_EPOCH` when it is set: a reproducible build
    /// judges records on the day its sources were made.
    public static func today(environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordDate {
        let epoch = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init)
        return RecordDate(epoch.map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? Date())
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (left: RecordDate, right: RecordDate) -> Bool {
        (left.year, left.month, left.day) < (right.year, right.month, right.day)
    }

    /// The day `span` before this one (`2026-03-31` less one month is `2026-02-28`).
    public func minus(_ span: TimeSpan) -> RecordDate {
        var change = DateComponents()
        switch span.unit {
        case .days: change.day = -span.count
        case .weeks: change.day = -7 * span.count
        case .months: change.month = -span.count
        case .years: change.year = -span.count
        }
        guard let date, let moved = Self.calendar.date(byAdding: change, to: date) else { return self }
        return RecordDate(moved)
    }

    private var date: Date? {
        Self.calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
}

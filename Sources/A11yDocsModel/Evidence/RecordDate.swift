import Foundation

/// A calendar day, as test records and `stale_after` count them: written `2026-03-14`, compared
/// and moved by whole days, months and years, in UTC so that a build gives the same answer
/// everywhere.
///
/// Days are counted with integer arithmetic on the proleptic Gregorian calendar rather than with
/// `Calendar`, which costs microseconds a call: every entry's records are judged on every build.
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
            parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day a moment falls on, in UTC.
    public init(_ date: Date) {
        // Within ±30 million years: far past any record, and no overflow from a stray epoch.
        let seconds = Int(min(max(date.timeIntervalSince1970, -1e15), 1e15).rounded(.down))
        self.init(daysSince1970: Self.floorDivide(seconds, 86_400))
    }

    /// Today in UTC, or the day of `SOURCE_DATE_EPOCH` when it is set: a reproducible build
    /// judges records on the day its sources were made.
    public static func today(environment: [String: String]) -> RecordDate {
        today(sourceDateEpoch: environment["SOURCE_DATE_EPOCH"])
    }

    /// Today, reading only `SOURCE_DATE_EPOCH` from the environment: cheap enough for every entry.
    public static func today() -> RecordDate {
        today(sourceDateEpoch: getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) })
    }

    /// The latest date anywhere on Earth now: the day in UTC+14.
    public static func latestToday(now: Date = Date()) -> RecordDate {
        RecordDate(now.addingTimeInterval(14 * 3600))
    }

    private static func today(sourceDateEpoch: String?) -> RecordDate {
        RecordDate(sourceDateEpoch.flatMap(Int.init).map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? Date())
    }

    public var description: String {
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (left: RecordDate, right: RecordDate) -> Bool {
        (left.year, left.month, left.day) < (right.year, right.month, right.day)
    }

    /// The day `span` before this one (`2026-03-31` less one month is `2026-02-28`).
    public func minus(_ span: TimeSpan) -> RecordDate {
        switch span.unit {
        case .days: return RecordDate(daysSince1970: daysSince1970 - span.count)
        case .weeks: return RecordDate(daysSince1970: daysSince1970 - 7 * span.count)
        case .months: return movedBack(months: span.count)
        case .years: return movedBack(months: 12 * span.count)
        }
    }

    /// Months back, the day kept where the month has it and otherwise the month's last.
    private func movedBack(months: Int) -> RecordDate {
        let index = year * 12 + (month - 1) - months
        let (newYear, newMonth) = (Self.floorDivide(index, 12), index - Self.floorDivide(index, 12) * 12 + 1)
        return RecordDate(year: newYear, month: newMonth, day: min(day, Self.days(inMonth: newMonth, of: newYear)))
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01, counted in 400-year eras from a year that starts in March so that
    /// the leap day comes last (H. Hinnant's `days_from_civil`).
    var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = Self.floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysSince1970` (`civil_from_days`).
    init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = Self.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(
            year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
            day: dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}

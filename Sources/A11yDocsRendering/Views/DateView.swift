import A11yDocsMarkdown
import A11yDocsTemplating
import Foundation

/// A day as a page shows it: `23 November 2026`, and `2026-11-23` for `<time datetime>` and sitemaps.
struct DateView {
    var iso: String
    var text: String

    init(_ date: Date) {
        let (year, month, day) = Self.civilDay(of: date)
        // Padded by hand: `String(format:)` goes through Foundation's formatter for every page.
        iso = Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
        // English month names whatever the machine's locale: the same input gives the same site.
        text = "\(day) \(Self.months[month - 1]) \(year)"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The UTC day of `date` in the proleptic Gregorian calendar, counted from the days since 1970
    /// (H. Hinnant's `civil_from_days`): a calendar asked for the parts of every page's date cost
    /// more than the rest of the date's view.
    static func civilDay(of date: Date) -> (year: Int, month: Int, day: Int) {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e15 else { return (1970, 1, 1) }
        let days = Int((seconds / 86_400).rounded(.down)) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]
}

extension DateView: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("iso", \.iso), .text("text", \.text)])
}

import A11yDocsMarkdown
import A11yDocsTemplating
import Foundation

/// A day as a page shows it: `23 November 2026`, and `2026-11-23` for `<time datetime>` and sitemaps.
struct DateView {
    var iso: String
    var text: String

    init(_ date: Date) {
        let parts = Self.calendar.dateComponents([.year, .month, .day], from: date)
        let (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        // Padded by hand: `String(format:)` goes through Foundation's formatter for every page.
        iso = Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
        // English month names whatever the machine's locale: the same input gives the same site.
        text = "\(day) \(Self.months[month - 1]) \(year)"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Made once: every entry page and the sitemap ask for a day.
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]
}

extension DateView: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("iso", \.iso), .text("text", \.text)])
}

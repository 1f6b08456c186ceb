/// What can be wrong with an entry's test records (`tested:`) and what `check` finds about them
/// against the library's settings. Worded here; `Problem.evidence` carries it.
public enum EvidenceProblem: Hashable, Sendable {
    /// A record without `field` (`with`, `date`, `result`); `record` counts from 1.
    case fieldMissing(field: String, record: Int)
    case unknownResult(String, suggestion: String?)
    case notADate(String)
    case futureDate(String, today: String)
    case notAVersion(String)
    case unknownGroup(String, suggestion: String?)
    /// The latest record for `technology` is older than `staleAfter`.
    case stale(technology: String, date: String, staleAfter: String)
    /// The latest record for `technology` is of major version `tested`, below `current`.
    case behindCurrent(technology: String, tested: String, current: Int)
    /// `require_tested: true`, and a published entry has no record.
    case untested

    public var severity: Diagnostic.Severity {
        switch self {
        case .stale, .behindCurrent: .warning
        case .fieldMissing, .unknownResult, .notADate, .futureDate, .notAVersion, .unknownGroup, .untested: .error
        }
    }

    public var message: String {
        switch self {
        case let .fieldMissing(field, record):
            let example =
                switch field {
                case "with": "with: VoiceOver iOS"
                case "date": "date: 2026-03-14"
                default: "result: pass"
                }
            return "test record \(record) has no '\(field)' — a record says what was tested, when and how it went; "
                + "add e.g. '\(example)'"
        case let .unknownResult(result, suggestion):
            return "'\(result)' is not a result — \(suggestion.map { "did you mean '\($0)'? " } ?? "")"
                + "write pass, partial or fail"
        case let .notADate(text):
            return "'\(text)' is not a date — write the day the testing happened as year-month-day, e.g. 2026-03-14"
        case let .futureDate(date, today):
            return "\(date) is after today (\(today)) — a record tells of testing that happened; fix the date"
        case let .notAVersion(text):
            return "'\(text)' is not a version — write the version tested, e.g. '17.4', or leave 'version' out"
        case let .unknownGroup(group, suggestion):
            return "'\(group)' is not a test group — \(suggestion.map { "did you mean '\($0)'? " } ?? "")"
                + "name keyboard, mobile, screenreader or settings"
        case let .stale(technology, date, staleAfter):
            return "the latest record for \(technology) is from \(date), more than \(staleAfter) ago — test again and "
                + "add a record (or change 'stale_after' in a11ydocs.yml)"
        case let .behindCurrent(technology, tested, current):
            return "the latest record for \(technology) is of version \(tested), but \(current) is current — test "
                + "with \(technology) \(current) and add a record"
        case .untested:
            return "no test record — a11ydocs.yml says 'require_tested: true'; add 'tested:' with what the pattern "
                + "was tested with, or mark the entry 'draft: true'"
        }
    }
}

/// The CSV files of test cases a build writes and `criteria` prints: one of a11ydocs' own
/// columns, and one each laid out for the CSV importers of Xray (Jira) and TestRail.
public enum TestCaseFormat: String, CaseIterable, Sendable {
    case csv, xray, testrail

    /// Where a build writes the file, under the output folder.
    public var path: String {
        switch self {
        case .csv: return "criteria/test-cases.csv"
        case .xray: return "criteria/test-cases-xray.csv"
        case .testrail: return "criteria/test-cases-testrail.csv"
        }
    }
}

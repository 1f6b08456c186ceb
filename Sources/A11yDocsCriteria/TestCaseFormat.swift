import A11yDocsModel

/// The CSV files of test cases a build writes and `criteria` prints: one of a11ydocs' own
/// columns, and one each laid out for the CSV importers of Xray (Jira) and TestRail.
public enum TestCaseFormat: String, CaseIterable, Sendable {
    case csv, xray, testrail

    /// Where a build writes the file, under the output folder.
    public var path: String {
        switch self {
        case .csv: return SitePaths.testCasesFile
        case .xray: return SitePaths.xrayTestCasesFile
        case .testrail: return SitePaths.testRailTestCasesFile
        }
    }
}

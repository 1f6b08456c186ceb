import A11yDocsCriteria
import A11yDocsSupport

/// A draft conformance report's two tables as one CSV file (RFC 4180, with the test-case files'
/// quoting and formula guard): a record per success criterion, Level A then Level AA.
enum ConformanceCSV {
    static let header = ["Criteria", "Level", "Conformance Level", "Remarks and Explanations"]

    static func text(for report: ConformanceReport) -> String {
        var table = CSVTable(header: header)
        for row in report.rows {
            table.append([
                "\(row.criterion.number) \(row.criterion.name)", row.criterion.level.rawValue, row.level.words,
                row.remarks,
            ])
        }
        return table.text
    }
}

import A11yDocsCriteria
import A11yDocsModel

/// Words the report's forms share beside the report's own.
enum ConformanceReportText {
    /// "Slider (native/slider)": a pattern as the report lists it.
    static func pattern(_ entry: Entry) -> String {
        "\(CriteriaText.oneLine(entry.title)) (\(CriteriaBuilder.id(entry)))"
    }

    static let noPatterns = "None: no pattern was chosen, so every criterion is Not Evaluated."
}

import A11yDocsMarkdown
import A11yDocsSupport
import A11yDocsTemplating

/// Radio buttons before a coverage table that show only some of its rows. They work without
/// script: the stylesheet hides each row whose classes lack the chosen option's `value`. Each
/// label says how many rows it shows, counted when the page is built.
struct RowFilterView {
    struct Option {
        var id: String
        /// `all`, or the class of the rows this option keeps.
        var value: String
        /// "With gaps: 3 patterns".
        var label: String
        var isChecked: Bool
    }

    /// The radio group's name, unique on the page.
    var group: String
    var legend: String
    var options: [Option]

    /// An "All" option, then one for each class with the rows that have it.
    /// - Parameter rowClasses: each row's classes.
    init(id: String, legend: String, rowClasses: [Set<String>], choices: [(value: String, label: String)]) {
        group = id
        self.legend = legend
        let all = Option(
            id: id + "-all", value: "all", label: "All: " + Counted.count(rowClasses.count, "pattern"), isChecked: true)
        options =
            [all]
            + choices.map { choice in
                let count = rowClasses.filter { $0.contains(choice.value) }.count
                return Option(
                    id: id + "-" + choice.value, value: choice.value,
                    label: choice.label + ": " + Counted.count(count, "pattern"), isChecked: false)
            }
    }

    /// A row's classes in a fixed order, for its `class` attribute; nil for none.
    static func classAttribute(_ classes: Set<String>) -> String? {
        classes.isEmpty ? nil : classes.sorted().joined(separator: " ")
    }
}

extension RowFilterView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("group", \.group), .text("legend", \.legend), .list("options", \.options),
    ])
}

extension RowFilterView.Option: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("value", \.value), .text("label", \.label), .flag("isChecked", \.isChecked),
    ])
}

@testable import A11yDocsTemplating

/// A JSON object as a view: its keys are its fields. Views list their fields in a table; this
/// one looks names up as they come, since spec data has no type of its own.
struct MustacheSpecObject: TemplateFields {
    static let fields = TemplateFieldTable<MustacheSpecObject>([])
    let values: [String: TemplateValue]

    func field(id: Int, named name: String) -> TemplateValue? { values[name] }
}

/// A view a template reads fields of, as `TemplateValue.object` holds it: one reference, so that
/// copying a value is a retain. Subclassed by `ViewObject`; the base has no fields.
package class TemplateObject: @unchecked Sendable {
    /// The field whose name has the number `id` (`TemplateNameIDs`), as `TemplateFields` reads it.
    package func field(id: Int, named name: String) -> TemplateValue? { nil }
}

/// A view of a type whose fields templates read, held once for all the values that name it.
/// Immutable, and its view is `Sendable`: unchecked only because a subclass cannot say so.
package final class ViewObject<View: TemplateFields>: TemplateObject, @unchecked Sendable {
    let view: View

    package init(_ view: View) {
        self.view = view
    }

    override package func field(id: Int, named name: String) -> TemplateValue? {
        view.field(id: id, named: name)
    }
}

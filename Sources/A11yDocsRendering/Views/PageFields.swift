import A11yDocsTemplating

/// A view of this layer whose fields templates read. Its field lookup is this one, compiled here
/// beside the views so that it is specialized for each: the engine's generic default, compiled
/// in the Templating layer, would look up each view's generic metadata on every field a page
/// reads, a tenth of a build's time.
/// It is not specialized here, `@inlinable package` or not: Benchmarks/InlinablePackage/README.md.
package protocol PageFields: TemplateFields {}

extension PageFields {
    package func field(id: Int, named name: String) -> TemplateValue? {
        let byID = Self.fields.byID
        return id < byID.count ? byID[id]?(self) : nil
    }

    /// Mapped here, for each view type: the engine's generic map, compiled in the Templating
    /// layer, copied and boxed each item through the type's metadata.
    package static func listItems(_ views: [Self]) -> [TemplateValue] { views.map { .object(ViewObject($0)) } }
}

/// What the Jekyll import converted in bodies, by kind, for the report's details.
struct JekyllCounts: Equatable, Sendable {
    /// `{{ site.baseurl }}`, `{{ page.title }}`… filled in (an include counted once).
    var liquidValues = 0
    /// `<example>` elements (as `{% raw %}` keeps them) made live examples.
    var exampleElements = 0
    /// Highlights shown again as a live example, made one example.
    var mergedExamples = 0

    static func + (left: JekyllCounts, right: JekyllCounts) -> JekyllCounts {
        JekyllCounts(
            liquidValues: left.liquidValues + right.liquidValues,
            exampleElements: left.exampleElements + right.exampleElements,
            mergedExamples: left.mergedExamples + right.mergedExamples)
    }

    /// In the report's words and order.
    var conversions: [ImportReport.Conversion] {
        [
            .init(label: "Liquid values filled in (site.baseurl, page.title…)", count: liquidValues),
            .init(label: "<example> elements made live examples", count: exampleElements),
            .init(label: "highlights shown again as a live example, made one example", count: mergedExamples),
        ]
    }
}

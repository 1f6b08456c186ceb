/// What the MagentaA11y import did, by kind, for the report's details; added up over the files.
struct MagentaCounts: Equatable {
    var guides = 0
    var guideDemos = 0
    var bullets = 0
    var notKeyText = 0
    var boilerplate = 0
    var gherkinSections = 0
    var gherkinDifferences = 0
    var headingMarkers = 0
    var boldHeadingMarkers = 0
    var bulletMarkers = 0
    var relabelledFences = 0
    var mergedExamples = 0
    var examplesBeside = 0
    var examplesMade = 0
    var criteria = 0
    var videos = 0
    var captions = 0
    var fallbackLines = 0
    var aliases = 0
    var extraSections = 0

    static func + (left: MagentaCounts, right: MagentaCounts) -> MagentaCounts {
        var sum = left
        for field in Self.fields { sum[keyPath: field] += right[keyPath: field] }
        return sum
    }

    private static var fields: [WritableKeyPath<MagentaCounts, Int>] {
        [
            \.guides, \.guideDemos, \.bullets, \.notKeyText, \.boilerplate, \.gherkinSections, \.gherkinDifferences,
            \.headingMarkers,
            \.boldHeadingMarkers, \.bulletMarkers, \.relabelledFences, \.mergedExamples, \.examplesBeside,
            \.examplesMade, \.criteria, \.videos, \.captions, \.fallbackLines, \.aliases, \.extraSections,
        ]
    }

    var markers: Int { headingMarkers + boldHeadingMarkers + bulletMarkers }

    /// In the report's words and order.
    var conversions: [ImportReport.Conversion] {
        [
            .init(label: "guides (how-to-test/), written as free pages", count: guides),
            .init(label: "raw-HTML demos in guides made live examples", count: guideDemos),
            .init(label: "Condensed bullets made test rows", count: bullets),
            .init(label: "Condensed bullets not 'Key: text', kept under their first word", count: notKeyText),
            .init(
                label: "boilerplate lines dropped (the Acceptance Criteria banner, 'How to test a …', "
                    + "'Full information:')", count: boilerplate),
            .init(label: "Gherkin sections compared with Condensed and left out", count: gherkinSections),
            .init(label: "differences between Gherkin and Condensed, reported", count: gherkinDifferences),
            .init(
                label: "framework markers made '- **Framework**' (\(headingMarkers) '#### Name', "
                    + "\(boldHeadingMarkers) '#### **Name**', \(bulletMarkers) '- **Name**')", count: markers),
            .init(label: "'java' fences under Jetpack Compose marked 'kotlin'", count: relabelledFences),
            .init(label: "html fences and <example>s of the same markup made one live example", count: mergedExamples),
            .init(
                label: "<example>s that differ from their fence, kept beside it as live examples", count: examplesBeside
            ),
            .init(label: "<example>s made live examples", count: examplesMade),
            .init(label: "WCAG success criteria written to 'wcag:'", count: criteria),
            .init(label: "videos written to 'videos:'", count: videos),
            .init(label: "caption tracks referenced", count: captions),
            .init(label: "video fallback lines dropped ('Your browser does not support …')", count: fallbackLines),
            .init(label: "old slugs written to 'aliases:'", count: aliases),
            .init(label: "extra sections kept in order", count: extraSections),
        ]
    }
}

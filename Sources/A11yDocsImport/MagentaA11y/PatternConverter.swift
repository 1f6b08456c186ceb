import A11yDocsModel

/// One native or web pattern file as an a11ydocs entry. The front matter is made of the file's
/// parts: the title from its name, the category from its folder, the description from General
/// Notes, the test groups from Condensed, `wcag:` from the reading sections and `videos:` from
/// Videos. The body keeps the rest in the author's order: General Notes after the description
/// first, then each section under a11ydocs' heading for it (`## iOS`, `## Developer notes`,
/// `## Code examples`, `## Further reading`) or under its own. Gherkin is compared with Condensed
/// and left out, as a11ydocs writes Gherkin from the test groups.
struct PatternConverter {
    struct Result {
        var text: String
        var counts = MagentaCounts()
        var problems: [ImportProblem.At] = []
    }

    var page: MagentaLibrary.Page
    var aliases: [String]

    func convert(_ lines: [SourceLine], media: inout MediaCopies) -> Result {
        let document = MagentaDocument(lines)
        var counts = MagentaCounts()
        var problems: [ImportProblem.At] = []
        let (title, preamble, _) = PageTitle.take(from: document.preamble, page: page)
        var frontMatter = PageFrontMatter(title: title, category: page.category, aliases: aliases)
        counts.aliases = aliases.count

        // General Notes: the description, and the rest before everything else.
        let notes = document.sections(.generalNotes).flatMap(\.lines)
        let description = GeneralNotes.description(of: notes)
        frontMatter.description = description?.text
        var body = BodyWriter()
        body.add(heading: nil, line: 1, preamble + (description?.rest ?? notes))

        let condensed = CondensedReader.read(document.sections(.condensed).flatMap(\.lines))
        frontMatter.groups = condensed.groups
        problems += condensed.problems
        counts.bullets = condensed.rows.count
        counts.notKeyText = condensed.rows.filter { !$0.isKeyText }.count
        counts.boilerplate = condensed.boilerplate

        let keyRows = condensed.groups.filter { [.keyboard, .mobile].contains($0.kind) }.flatMap(\.rows)
        for gherkin in document.sections(.gherkin) {
            let differences = GherkinComparison.differences(
                gherkin: gherkin.lines, condensed: condensed.rows, keyRows: keyRows)
            problems += differences
            counts.gherkinSections += 1
            counts.gherkinDifferences += differences.count
        }

        let videos = VideoReader.read(document.sections(.videos).flatMap(\.lines))
        frontMatter.videos = videos.videos
        problems += videos.problems
        for video in videos.videos { problems += media.add(video) }
        counts.videos = videos.videos.count
        counts.captions = videos.videos.map(\.captions.count).reduce(0, +)
        counts.fallbackLines = videos.fallbackLines

        let reading = document.sections(.reading)
        let criteria = WCAGReferences.read(reading.flatMap(\.lines))
        frontMatter.wcag = criteria.numbers
        problems += criteria.problems
        counts.criteria = criteria.numbers.count

        for section in document.sections {
            switch section.kind {
            case .generalNotes, .gherkin: continue
            case .condensed:
                if section.line == document.sections(.condensed).first?.line, !condensed.kept.isEmpty {
                    body.add(heading: "Condensed", line: section.line, condensed.kept)
                }
            case .videos:
                if !videos.kept.isEmpty { body.add(heading: "Videos", line: section.line, videos.kept) }
            case .iOSNotes, .androidNotes:
                let platform: Platform = section.kind == .iOSNotes ? .iOS : .android
                let notes = PlatformNotesConverter(platform: platform).convert(section.lines)
                body.add(heading: platform.displayName, line: section.line, notes.lines)
                problems += notes.problems
                counts.relabelledFences += notes.relabelled
                counts.headingMarkers += notes.markers[.heading, default: 0]
                counts.boldHeadingMarkers += notes.markers[.boldHeading, default: 0]
                counts.bulletMarkers += notes.markers[.bullet, default: 0]
            case .developerNotes:
                body.add(heading: "Developer notes", line: section.line, section.lines)
            case .codeExamples:
                body.add(heading: "Code examples", line: section.line, section.lines)
            case .reading:
                // All reading sections as one, where the first was; each under its own name when several.
                guard section.line == reading.first?.line else { continue }
                let content =
                    reading.count == 1
                    ? section.lines
                    : reading.flatMap {
                        [SourceLine(text: "### \($0.title)", number: $0.line), SourceLine(text: "", number: $0.line)]
                            + $0.lines + [SourceLine(text: "", number: $0.line)]
                    }
                body.add(heading: "Further reading", line: section.line, content)
            case .other:
                counts.extraSections += 1
                body.add(heading: section.title, line: section.line, section.lines)
            }
        }

        let examples = LiveExamples.apply(to: body.lines)
        problems += examples.problems
        counts.mergedExamples = examples.merged
        counts.examplesBeside = examples.keptBeside
        counts.examplesMade = examples.made
        let images = ImageReferences.apply(to: examples.lines, media: &media)
        problems += images.problems

        var written = BodyWriter()
        written.add(images.lines)
        return Result(
            text: frontMatter.text + written.text, counts: counts,
            problems: problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
}

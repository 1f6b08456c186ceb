import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// Parses an entry's Markdown body and normalises either layout — platform → section → framework,
/// or section → platform marker — into platform notes. Nothing the author wrote is dropped: text
/// that has no place of its own becomes general notes of its section or of the entry.
package struct BodyParser {
    /// Where a block goes: a platform (or none), a framework (or none).
    private struct Target: Equatable {
        var platform: Platform?
        var framework: Framework?
    }

    /// A section as it is being filled; several buckets can share a heading in the older layout.
    private struct SectionDraft {
        var heading: Int
        var title: String
        var kind: NoteSection.Kind
        var general: [PlacedBlock] = []
        var frameworks: [(Framework, [PlacedBlock])] = []
        var snippets: [CodeSnippet] = []

        var isEmpty: Bool { general.isEmpty && frameworks.isEmpty }
    }

    /// One heading that opened a section: its number, title, kind and level.
    private struct OpenSection {
        var heading: Int
        var title: String
        var kind: NoteSection.Kind
        var level: Int
        /// Opened outside any platform, as in the older layout.
        var isShared = false
    }

    private var generalDrafts: [SectionDraft] = []
    private var platformDrafts: [(Platform, [SectionDraft])] = []
    private var platform: Platform?
    private var platformLevel = 0
    private var platformJustOpened = false
    private var section: OpenSection?
    private var headingFramework: Framework?
    private var headingCount = 0
    /// `## Developer notes` headings that only hold the sections under them (`### Name` …).
    private var containerHeadings = Set<Int>()
    /// The body's lines, for notes kept as the author wrote them; nil where a block's text can
    /// only be written anew (see `VerbatimBlocks`).
    private var verbatim: VerbatimBlocks?

    /// The notes of a body's Markdown tree.
    /// With `source`, the text `document` was parsed from, a block that reaches a section as it
    /// stood is kept as its own lines of that text, rather than written anew from the tree.
    package static func parse(_ document: MarkdownNode, source: String? = nil) -> (
        general: [NoteSection], platforms: [PlatformNotes]
    ) {
        parse(blocks: document.children, source: source)
    }

    /// The notes of a body read in place in cmark's tree, as a build loads entries: only a list
    /// split at platform or framework markers is copied.
    package static func parse(_ document: CMarkDocument, source: String? = nil) -> (
        general: [NoteSection], platforms: [PlatformNotes]
    ) {
        parse(blocks: document.blocks, source: source)
    }

    private static func parse<Node: BodyNode>(blocks: some Sequence<Node>, source: String?) -> (
        general: [NoteSection], platforms: [PlatformNotes]
    ) {
        var parser = BodyParser()
        parser.verbatim = source.flatMap { VerbatimBlocks(source: $0, blocks: blocks) }
        for block in blocks { parser.consume(block) }
        return parser.result()
    }

    /// A single-platform entry (a web pattern in a `web` collection, written without a `## Web`
    /// heading): its notes are that platform's, snippets included.
    package static func assign(_ parsed: (general: [NoteSection], platforms: [PlatformNotes]), to platform: Platform)
        -> (general: [NoteSection], platforms: [PlatformNotes])
    {
        guard parsed.platforms.isEmpty, !parsed.general.isEmpty else { return parsed }
        let sections = parsed.general.map { section -> NoteSection in
            var placed = section
            placed.snippets = section.snippets.map { snippet in
                var copy = snippet
                copy.platform = platform
                return copy
            }
            return placed
        }
        return ([], [PlatformNotes(platform: platform, sections: sections)])
    }

    // MARK: Headings

    private mutating func consume(_ block: some BodyNode) {
        let justOpened = platformJustOpened
        platformJustOpened = false
        guard block.kind == .heading else {
            place(block, into: headingTarget)
            return
        }
        let text = block.plainText.trimmed()
        let level = block.headingLevel

        if level <= 3, let found = NoteVocabulary.platform(text) {
            openPlatform(
                found, level: level, opensDeveloperNotes: NoteVocabulary.platformHeadingOpensDeveloperNotes(text))
            return
        }
        if section != nil || platform != nil, let framework = NoteVocabulary.framework(text) {
            headingFramework = framework
            return
        }
        let kind = NoteVocabulary.sectionKind(text)
        if platform != nil {
            // A same-level heading ends the platform unless it is a known section (real files put
            // `## Developer notes` right under `## iOS`) or follows the platform heading directly.
            let endsPlatform = level < platformLevel || (level == platformLevel && kind == .other && !justOpened)
            if endsPlatform { platform = nil }
        }
        if kind == .other, let open = section, level > open.level || level >= 4 {
            // A sub-heading the parser does not know stays inside the current section as text.
            place(block, into: headingTarget)
            return
        }
        openSection(title: text, kind: kind, level: level)
    }

    /// Where text goes now: a framework sub-heading (`#### UIKit`) names its platform too.
    private var headingTarget: Target {
        Target(platform: headingFramework?.platform ?? platform, framework: headingFramework)
    }

    private mutating func openPlatform(_ found: Platform, level: Int, opensDeveloperNotes: Bool) {
        platform = found
        platformLevel = level
        headingFramework = nil
        platformJustOpened = true
        if let open = section, open.isShared, open.kind != .other, level > open.level {
            // `## Name` then `### iOS`: the older layout written with headings. The section
            // goes on, now for this platform.
            updateDraft(for: open, platform: found) { _ in }
            return
        }
        section = nil
        if opensDeveloperNotes {
            openSection(title: "Developer notes", kind: .developerNotes, level: level)
        }
    }

    private mutating func openSection(title: String, kind: NoteSection.Kind, level: Int) {
        if let open = section, open.kind == .developerNotes, level > open.level {
            containerHeadings.insert(open.heading)
        }
        headingCount += 1
        headingFramework = nil
        let opened = OpenSection(
            heading: headingCount, title: title, kind: kind, level: level, isShared: platform == nil)
        section = opened
        // Register the section now, so that a heading with nothing under it still shows.
        updateDraft(for: opened, platform: platform) { _ in }
    }

    // MARK: Blocks

    private mutating func place(_ block: some BodyNode, into target: Target) {
        // Most lists hold no marker item: they go whole, as they stand in the tree.
        guard block.kind == .list,
            block.children.contains(where: { Self.marker(of: $0)?.target(within: target) != nil })
        else {
            append(block.placed, holding: CollectionOfOne(block), to: target)
            return
        }
        split(block, into: target)
    }

    /// A list split at its marker items: runs of ordinary items stay lists; marker items send
    /// their children on.
    private mutating func split<Node: BodyNode>(_ block: Node, into target: Target) {
        let items = Array(block.children)
        var runFirst = 0
        // A tight bullet list's runs read as their own lines do; a loose or numbered one's do not.
        let runIndentation =
            block.isTightList && !block.isOrderedList ? verbatim?.indentation(of: block) : nil
        func flush(_ parser: inout BodyParser, upTo end: Int) {
            if runFirst < end {
                let run = block.run(
                    runFirst..<end, start: block.listStart + runFirst, from: items[runFirst], through: items[end - 1],
                    onItsLines: runIndentation != nil)
                if let indentation = runIndentation { parser.verbatim?.admitRun(run, indentation: indentation) }
                parser.append(run, holding: items[runFirst..<end], to: target)
            }
            runFirst = end + 1
        }
        for (index, item) in items.enumerated() {
            guard let marker = Self.marker(of: item), let next = marker.target(within: target) else { continue }
            // Split, the list as a whole is no longer lines of its own.
            verbatim?.forget(block)
            flush(&self, upTo: index)
            for child in item.children.dropFirst() {
                verbatim?.admitNested(child)
                place(child, into: next)
            }
        }
        flush(&self, upTo: items.count)
    }

    /// A block placed in the target's notes, with the code snippets of the nodes it holds.
    private mutating func append<Node: BodyNode>(
        _ block: PlacedBlock, holding nodes: some Sequence<Node>, to target: Target
    ) {
        let heading = section ?? OpenSection(heading: 0, title: "", kind: .other, level: 0)
        let snippets = nodes.flatMap { $0.blocks { $0.kind == .codeBlock } }.map { node in
            CodeSnippet(
                language: String(node.fenceInfo.split(separator: " ").first ?? ""),
                code: node.literal.trimmingTrailingNewlines(),
                platform: target.platform, section: heading.title, framework: target.framework,
                isLiveExample: CodeBlockHTML.Fence(info: node.fenceInfo).isLiveExample
            )
        }
        updateDraft(for: heading, platform: target.platform) { draft in
            if let framework = target.framework {
                if let index = draft.frameworks.firstIndex(where: { $0.0 == framework }) {
                    draft.frameworks[index].1.append(block)
                } else {
                    draft.frameworks.append((framework, [block]))
                }
            } else {
                draft.general.append(block)
            }
            draft.snippets += snippets
        }
    }

    private mutating func updateDraft(
        for heading: OpenSection, platform: Platform?, _ change: (inout SectionDraft) -> Void
    ) {
        func update(_ drafts: inout [SectionDraft]) {
            if let index = drafts.firstIndex(where: { $0.heading == heading.heading }) {
                change(&drafts[index])
            } else {
                var draft = SectionDraft(heading: heading.heading, title: heading.title, kind: heading.kind)
                change(&draft)
                drafts.append(draft)
            }
        }
        guard let platform else { return update(&generalDrafts) }
        if let index = platformDrafts.firstIndex(where: { $0.0 == platform }) {
            update(&platformDrafts[index].1)
        } else {
            var drafts: [SectionDraft] = []
            update(&drafts)
            platformDrafts.append((platform, drafts))
        }
    }

    // MARK: Markers

    /// A bold-only list item naming a platform or a framework (`**iOS Tips**`, `**Jetpack Compose**`).
    private enum Marker {
        case platform(Platform)
        case framework(Framework)

        func target(within target: Target) -> Target? {
            switch self {
            case .platform(let platform):
                // Inside a framework's notes a platform marker is just bold text.
                return target.framework == nil ? Target(platform: platform, framework: nil) : nil
            case .framework(let framework):
                return target.framework == nil ? Target(platform: framework.platform, framework: framework) : nil
            }
        }
    }

    private static func marker<Node: BodyNode>(of item: Node) -> Marker? {
        guard let first = item.children.first, first.kind == .paragraph else { return nil }
        // One bold run, with nothing beside it but colons and spaces; most items fail at their first inline.
        var strong: Node?
        for inline in first.children {
            if inline.kind == .text, isColonsAndSpaces(inline.literal) { continue }
            guard strong == nil, inline.kind == .strong else { return nil }
            strong = inline
        }
        guard let text = strong?.plainText else { return nil }
        if let framework = NoteVocabulary.framework(text) { return .framework(framework) }
        if let platform = NoteVocabulary.platform(text) { return .platform(platform) }
        return nil
    }

    /// Read as bytes while they are ASCII; Unicode spaces are looked up only in text that has them.
    private static func isColonsAndSpaces(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte >= 0x80 { return text.allSatisfy { $0 == ":" || $0.isWhitespace } }
            guard byte == Byte.colon || Byte.isWhitespace(byte) else { return false }
        }
        return true
    }

    // MARK: Result

    private func result() -> (general: [NoteSection], platforms: [PlatformNotes]) {
        // In the older layout a shared heading may hand all its text to platform markers: drop
        // the empty shared copy, keep the platform ones.
        let placed = Set(platformDrafts.flatMap { $0.1.map(\.heading) })
        // A heading that only holds the sections under it would show as an empty one.
        let kept = { (draft: SectionDraft) in !(draft.isEmpty && containerHeadings.contains(draft.heading)) }
        let general =
            generalDrafts
            .filter { !($0.isEmpty && placed.contains($0.heading)) && kept($0) }
            .map(section)
        let platforms = platformDrafts.map {
            PlatformNotes(platform: $0.0, sections: $0.1.filter(kept).map(section))
        }
        return (general, platforms)
    }

    private func section(_ draft: SectionDraft) -> NoteSection {
        // The lines alone, not the whole parser, go into the closures.
        let verbatim = verbatim
        let markdown = { (block: PlacedBlock) in Self.markdown(block, verbatim) }
        return NoteSection(
            title: draft.title,
            kind: draft.kind,
            general: draft.general.map(markdown),
            frameworks: draft.frameworks.map { FrameworkNotes(framework: $0.0, blocks: $0.1.map(markdown)) },
            snippets: draft.snippets
        )
    }

    /// A block's Markdown: its own lines when it reached its section as written, else written anew.
    private static func markdown(_ block: PlacedBlock, _ verbatim: VerbatimBlocks?) -> String {
        verbatim?.text(of: block) ?? CMark.commonMark([block.copied])
    }
}

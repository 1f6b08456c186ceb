/// Rules beyond what the build needs: what makes an entry complete and tidy. They read the typed
/// entry and its source text, and report findings at the place in the file.
struct EntryRules {
    var entry: Entry
    /// The whole file, as decoded; positions are counted in it.
    var text: String
    /// Files under the content folder (entries and others), to resolve relative links against.
    var contentFiles: Set<String>
    /// The body, split off and parsed once for all rules.
    private let body: (text: String, firstLine: Int, tree: MarkdownNode)?

    init(entry: Entry, text: String, contentFiles: Set<String>) {
        self.entry = entry
        self.text = text
        self.contentFiles = contentFiles
        body = (try? FrontMatterSplitter.split(text).get()).flatMap { split in
            (try? CMark.parse(split.body)).map { (split.body, split.bodyFirstLine, $0) }
        }
    }

    func findings() -> [Diagnostic] {
        screenReader() + platforms() + links() + placeholders()
    }

    private func at(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(path: entry.source.path, line: line, column: column)
    }

    /// Where a front-matter key is written, or the opening `---`.
    private func line(ofKey key: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix(key + ":") } ?? 0) + 1
    }

    private func screenReader() -> [Diagnostic] {
        let output = entry.screenReader
        let missing = [("name", output.name), ("role", output.role), ("state", output.state)].filter { $0.1 == nil }.map(\.0)
        let line = line(ofKey: "screenreader")
        return missing.map { Diagnostic(.missingScreenReaderField($0), at: at(line)) }
    }

    private func platforms() -> [Diagnostic] {
        let bodyLine = bodyFirstLine
        return expectedPlatforms.compactMap { platform in
            guard let notes = entry.notes(for: platform) else { return Diagnostic(.missingPlatform(platform), at: at(bodyLine)) }
            let hasFrameworkNotes = platform.frameworks.isEmpty || notes.sections.contains { !$0.frameworks.isEmpty }
            return hasFrameworkNotes ? nil : Diagnostic(.platformWithoutFrameworkNotes(platform), at: at(heading(of: platform) ?? bodyLine))
        }
    }

    /// A web entry needs web notes; a native one iOS and Android notes; an entry with all three, all three.
    private var expectedPlatforms: [Platform] {
        let native: [Platform] = [.iOS, .android]
        if entry.notes(for: .web) == nil { return native }
        return native.contains { entry.notes(for: $0) != nil } ? Platform.allCases : [.web]
    }

    private var bodyFirstLine: Int { body?.firstLine ?? 1 }

    /// File line of the platform's heading, if it has one.
    private func heading(of platform: Platform) -> Int? {
        guard let body else { return nil }
        let node = body.tree.children.first {
            $0.kind == .heading && $0.headingLevel <= 3 && NoteVocabulary.platform($0.plainText) == platform
        }
        return node.map { $0.line + body.firstLine - 1 }
    }

    /// Relative links (to `.md` entries or other files) must point at something in the content folder.
    private func links() -> [Diagnostic] {
        guard let body else { return [] }
        let lines = body.text.split(separator: "\n", omittingEmptySubsequences: false)
        let directory = entry.file.split(separator: "/").dropLast().joined(separator: "/")
        // cmark gives blocks positions, not links: find each link's text on its block's lines.
        // Links come in document order, so the search goes on from the last one found and
        // stays linear however many links a block holds.
        var cursor = (line: 0, offset: 0)
        return blocksWithLinks(body.tree).compactMap { block, link -> Diagnostic? in
            let first = max(0, block.line - 1)
            if cursor.line < first { cursor = (first, 0) }
            let found = Self.find("(" + link.url, in: lines, from: cursor, through: max(block.endLine, block.line) - 1)
            if let found { cursor = (found.line, found.offset + 1) }
            guard LinkResolver.isRelative(link.url) else { return nil }
            let path = LinkResolver.splitFragment(link.url).path
            guard !path.isEmpty else { return nil }
            if let target = SitePaths.normalise(directory + "/" + path), contentFiles.contains(target) { return nil }
            let line = found.map { $0.line + 1 } ?? block.line
            let column = found.map { Substring(lines[$0.line].utf8.prefix($0.offset)).count + 2 } ?? 1
            return Diagnostic(.brokenEntryLink(link.url), at: at(line + body.firstLine - 1, column))
        }
    }

    /// The first place at or after `start` (a line index and a UTF-8 offset in it), up to line
    /// index `last`, where `needle` is written.
    private static func find(_ needle: String, in lines: [Substring], from start: (line: Int, offset: Int), through last: Int) -> (line: Int, offset: Int)? {
        guard start.line < lines.count else { return nil }
        for index in start.line...min(last, lines.count - 1) {
            let line = lines[index].utf8
            let from = index == start.line ? min(start.offset, line.count) : 0
            let rest = Substring(line.dropFirst(from))
            if let range = rest.range(of: needle) {
                return (index, from + rest.utf8.distance(from: rest.startIndex, to: range.lowerBound))
            }
        }
        return nil
    }

    /// Links and images with the innermost block that holds each.
    private func blocksWithLinks(_ node: MarkdownNode, block: MarkdownNode? = nil) -> [(MarkdownNode, MarkdownNode)] {
        let holder = node.isBlock && node.kind != .document ? node : block
        var found: [(MarkdownNode, MarkdownNode)] = []
        if node.kind == .link || node.kind == .image, let holder { found.append((holder, node)) }
        for child in node.children { found += blocksWithLinks(child, block: holder) }
        return found
    }

    /// `TODO`, `_component` and empty bullets that a scaffold leaves for the author to fill in.
    private func placeholders() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for word in ["TODO", "_component"] {
                if let range = line.range(of: word) {
                    found.append(Diagnostic(.placeholder(word), at: at(index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)))
                }
            }
            let trimmed = line.trimmed()
            if ["-", "*", "+"].contains(trimmed) {
                let column = line.distance(from: line.startIndex, to: line.firstIndex { !$0.isWhitespace } ?? line.startIndex) + 1
                found.append(Diagnostic(.emptyBullet, at: at(index + 1, column)))
            }
        }
        return found
    }
}

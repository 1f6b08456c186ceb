import A11yDocsMarkdown
import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport
import Foundation

/// Rules beyond what the build needs: what makes an entry complete and tidy. They read the typed
/// entry and its source text, and report findings at the place in the file. A guide's body is
/// judged by the same rules, without the entry's tests and notes.
struct EntryRules {
    /// The entry whose screen-reader output and platform notes are judged; nil for a guide.
    var entry: Entry?
    /// The file as the user named it, and relative to the content folder.
    var path: String
    var file: String
    /// The whole file, as decoded; positions are counted in it.
    var text: String
    /// Files under the content folder (entries and others), to resolve relative links against.
    var contentFiles: Set<String>
    /// The body, split off and parsed once, by the loader, for it and all rules.
    private let body: (text: String, firstLine: Int, tree: CMarkDocument)?

    /// `body` is the body's text, first line and Markdown tree, as the loader read them.
    init(
        entry: Entry, text: String, contentFiles: Set<String>, body: (text: String, firstLine: Int, tree: CMarkDocument)
    ) {
        self.entry = entry
        path = entry.source.path
        file = entry.file
        self.text = text
        self.contentFiles = contentFiles
        self.body = body
    }

    /// A guide's rules: its body's links, placeholders, HTML and tables.
    init(
        guideAt path: String, file: String, text: String, contentFiles: Set<String>,
        body: (text: String, firstLine: Int, tree: CMarkDocument)
    ) {
        self.path = path
        self.file = file
        self.text = text
        self.contentFiles = contentFiles
        self.body = body
    }

    func findings() -> [Diagnostic] {
        // One walk of the body's tree finds what the link, HTML and table rules read.
        let walked = body.map { Self.walk($0.tree) } ?? Walked()
        return screenReader() + platforms() + links(walked.links) + placeholders() + rawHTML(walked.html)
            + tableCells(walked.tables)
    }

    private func tableCells(_ tables: [CMarkNode]) -> [Diagnostic] {
        guard let body else { return [] }
        return TableCellRule.findings(tables: tables, text: body.text, firstLine: body.firstLine, path: path)
    }

    private func at(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// Where a front-matter key is written, or the opening `---`.
    private func line(ofKey key: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix(key + ":") } ?? 0) + 1
    }

    private func screenReader() -> [Diagnostic] {
        guard let entry else { return [] }
        let output = entry.screenReader
        let missing = [("name", output.name), ("role", output.role), ("state", output.state)].filter { $0.1 == nil }
            .map(\.0)
        guard !missing.isEmpty else { return [] }
        let line = line(ofKey: "screenreader")
        return missing.map { Diagnostic(.missingScreenReaderField($0), at: at(line)) }
    }

    private func platforms() -> [Diagnostic] {
        guard let entry else { return [] }
        let bodyLine = bodyFirstLine
        return expectedPlatforms(of: entry).compactMap { platform in
            guard let notes = entry.notes(for: platform) else {
                return Diagnostic(.missingPlatform(platform), at: at(bodyLine))
            }
            let hasFrameworkNotes = platform.frameworks.isEmpty || notes.sections.contains { !$0.frameworks.isEmpty }
            return hasFrameworkNotes
                ? nil : Diagnostic(.platformWithoutFrameworkNotes(platform), at: at(heading(of: platform) ?? bodyLine))
        }
    }

    /// A web entry needs web notes; a native one iOS and Android notes; an entry with all three, all three.
    private func expectedPlatforms(of entry: Entry) -> [Platform] {
        let native: [Platform] = [.iOS, .android]
        if entry.notes(for: .web) == nil { return native }
        return native.contains { entry.notes(for: $0) != nil } ? Platform.allCases : [.web]
    }

    private var bodyFirstLine: Int { body?.firstLine ?? 1 }

    /// File line of the platform's heading, if it has one.
    private func heading(of platform: Platform) -> Int? {
        guard let body else { return nil }
        let node = body.tree.blocks.first {
            $0.kind == .heading && $0.headingLevel <= 3 && NoteVocabulary.platform($0.plainText) == platform
        }
        return node.map { $0.line + body.firstLine - 1 }
    }

    /// Relative links (to `.md` entries or other files) must point at something in the content folder.
    private func links(_ links: [LinkPlace]) -> [Diagnostic] {
        guard let body else { return [] }
        let directory = file.split(separator: "/").dropLast().joined(separator: "/")
        let broken = links.filter { link in
            guard LinkResolver.isRelative(link.url) else { return false }
            let path = LinkResolver.splitFragment(link.url).path
            guard !path.isEmpty else { return false }
            return SitePaths.normalise(directory + "/" + path).map { !contentFiles.contains($0) } ?? true
        }
        guard !broken.isEmpty else { return [] }
        // cmark gives blocks positions, not links: find each broken link's text on its block's
        // lines. Links come in document order, so the search goes on from the last one found and
        // stays linear however many links a block holds.
        return body.text.withUTF8Bytes { bytes in
            var lineStarts = [0]
            var offset = Self.lineEnd(in: bytes, from: 0)
            while offset < bytes.count {
                lineStarts.append(offset + 1)
                offset = Self.lineEnd(in: bytes, from: offset + 1)
            }
            let lineEnd = { (line: Int) in line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count }
            var cursor = (line: 0, offset: 0)
            return broken.map { link in
                let first = max(0, link.blockLine - 1)
                if cursor.line < first { cursor = (first, lineStarts[min(first, lineStarts.count - 1)]) }
                let needle = Array(("(" + link.url).utf8)
                var place: (line: Int, offset: Int)?
                for line in stride(
                    from: cursor.line, to: min(max(link.blockEndLine, link.blockLine), lineStarts.count), by: 1)
                {
                    let from = line == cursor.line ? max(cursor.offset, lineStarts[line]) : lineStarts[line]
                    if let offset = Self.find(needle, in: bytes, from: from, to: lineEnd(line)) {
                        place = (line, offset)
                        break
                    }
                }
                if let place { cursor = (place.line, place.offset + 1) }
                let line = place.map { $0.line + 1 } ?? link.blockLine
                // The column of the link's text, just after `(`.
                let column = place.map { Self.column(bytes, from: lineStarts[$0.line], to: $0.offset) + 1 } ?? 1
                return Diagnostic(.brokenEntryLink(link.url), at: at(line + body.firstLine - 1, column))
            }
        }
    }

    /// A link or image, and the lines of the innermost block that holds it.
    private struct LinkPlace {
        var url: String
        var blockLine: Int
        var blockEndLine: Int
    }

    /// What the rules read of a body's tree, in document order.
    private struct Walked {
        /// Links and images, each with its innermost block's lines.
        var links: [LinkPlace] = []
        /// Raw HTML, inline or block.
        var html: [CMarkNode] = []
        var tables: [CMarkNode] = []
    }

    /// One pass over the tree for every rule that reads its nodes; the nodes are read in place,
    /// not copied.
    private static func walk(_ tree: CMarkDocument) -> Walked {
        var walked = Walked()
        var block = tree.firstBlock
        while let current = block {
            walk(current, block: nil, into: &walked)
            block = current.nextSibling
        }
        return walked
    }

    private static func walk(_ node: CMarkNode, block: (line: Int, endLine: Int)?, into walked: inout Walked) {
        let kind = node.kind
        let holder = kind.isBlock ? (node.line, node.endLine) : block
        switch kind {
        case .link, .image:
            if let holder {
                walked.links.append(LinkPlace(url: node.url, blockLine: holder.line, blockEndLine: holder.endLine))
            }
        case .htmlInline, .htmlBlock:
            walked.html.append(node)
        case .table:
            walked.tables.append(node)
        default:
            break
        }
        var child = node.firstChild
        while let current = child {
            walk(current, block: holder, into: &walked)
            child = current.nextSibling
        }
    }

    /// Tags the pages show as text in safe mode, where they are written; the first 20, so that a
    /// page of pasted markup says it without burying every other finding.
    private func rawHTML(_ nodes: [CMarkNode]) -> [Diagnostic] {
        guard let body, !nodes.isEmpty else { return [] }
        let lines = body.text.utf8.split(separator: Byte.newline, omittingEmptySubsequences: false)
        var found: [Diagnostic] = []
        for node in nodes where found.count < 20 {
            for tag in HTMLSanitizer.tagsShownAsText(in: node.literal, inBlock: node.kind == .htmlBlock).prefix(
                20 - found.count)
            {
                // Lines of an HTML block are counted from the block's own line; cmark counts
                // columns in bytes, a reader in characters.
                let before = node.literal.utf8.prefix(tag.offset)
                let line = node.line + before.reduce(0) { $1 == Byte.newline ? $0 + 1 : $0 }
                let lineStart = before.lastIndex(of: Byte.newline).map { before.index(after: $0) } ?? before.startIndex
                let byteColumn = node.column - 1 + before[lineStart...].count
                let column =
                    lines.indices.contains(line - 1)
                    ? String(decoding: lines[line - 1].prefix(byteColumn), as: UTF8.self).count + 1 : byteColumn + 1
                let problem: Problem =
                    tag.inParagraph ? .htmlBlockElementInParagraph(tag.name) : .htmlShownAsText(tag.name)
                found.append(Diagnostic(problem, at: at(line + body.firstLine - 1, column)))
            }
        }
        return found
    }

    /// `TODO`, `_component` and empty bullets that a scaffold leaves for the author to fill in.
    /// Read as bytes, line by line: this runs on every entry of every build.
    private func placeholders() -> [Diagnostic] {
        return text.withUTF8Bytes { bytes -> [Diagnostic] in
            var found: [Diagnostic] = []
            let words: [(String, [UInt8])] = [("TODO", Array("TODO".utf8)), ("_component", Array("_component".utf8))]
            var lineNumber = 1
            var start = 0
            while start <= bytes.count {
                let end = Self.lineEnd(in: bytes, from: start)
                for (word, pattern) in words {
                    if let offset = Self.find(pattern, in: bytes, from: start, to: end) {
                        found.append(
                            Diagnostic(
                                .placeholder(word), at: at(lineNumber, Self.column(bytes, from: start, to: offset))))
                    }
                }
                var first = start
                while first < end, Byte.isBlank(bytes[first]) { first += 1 }
                if first < end,
                    bytes[first] == Byte.hyphen || bytes[first] == UInt8(ascii: "*")
                        || bytes[first] == UInt8(ascii: "+"),
                    (first + 1..<end).allSatisfy({ Byte.isBlank(bytes[$0]) })
                {
                    found.append(
                        Diagnostic(.emptyBullet, at: at(lineNumber, Self.column(bytes, from: start, to: first))))
                }
                lineNumber += 1
                start = end + 1
            }
            return found
        }
    }

    /// Where `pattern` starts between two offsets, if it does.
    /// With the C library's byte search for the first byte: every line of every entry is searched
    /// on every build.
    private static func find(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> Int?
    {
        guard let first = pattern.first, end - start >= pattern.count, let base = bytes.baseAddress else { return nil }
        var offset = start
        let last = end - pattern.count
        while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
            offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if memcmp(base + offset, pattern, pattern.count) == 0 { return offset }
            offset += 1
        }
        return nil
    }

    /// The offset of the line break ending the line that starts at `start`, or the end of the text.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        ByteScan.firstIndex(of: Byte.newline, in: bytes, from: start) ?? bytes.count
    }

    /// The 1-based column, in characters, of a byte offset of a line.
    private static func column(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to offset: Int) -> Int {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self).count + 1
    }
}

import A11yDocsSupport

/// Parses Mustache source into `MustacheNode`s, following the Mustache spec: interpolation,
/// sections, inverted sections, comments, partials, set delimiters and inheritance (parents and
/// blocks). A tag alone on its line, other than an interpolation, takes the whole line with it.
package struct MustacheParser {
    private let source: [UInt8]
    private var position = 0
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    private var pending: [UInt8] = []
    private var counted = (offset: 0, line: 1, lineStart: 0)
    /// Open sections, innermost last; the outermost frame is the template itself.
    private var frames: [Frame] = [
        Frame(kind: .root, name: "", position: MustachePosition(line: 1, column: 1), indentation: "")
    ]

    private struct Frame {
        enum Kind { case root, section, inverted, parent, block }
        var kind: Kind
        var name: String
        var position: MustachePosition
        var indentation: String
        var nodes: [MustacheNode] = []
        var blocks: [String: [MustacheNode]] = [:]
        var mustacheName: MustacheName?
        /// A block written directly inside a parent tag: an argument for the parent's block.
        var isArgument = false
        /// A parent or block tag not alone on its line but with only blanks before it: the blanks,
        /// which become its indentation if its end tag ends a line.
        var leading: String?
        /// An argument block's intrinsic indentation, dropped from the start of each of its lines.
        var outdent: [UInt8] = []
    }

    /// `contentType`: how the template escapes values until a pragma says otherwise; nil leaves
    /// it to whatever includes the template.
    package static func parse(_ text: String, contentType: MustacheEscaping? = nil) throws -> [MustacheNode] {
        var parser = MustacheParser(source: Array(text.utf8))
        let nodes = try parser.parse()
        return contentType.map { [.contentType($0)] + nodes } ?? nodes
    }

    private init(source: [UInt8]) {
        self.source = source
    }

    private mutating func parse() throws -> [MustacheNode] {
        while let start = find(open, from: position) {
            appendText(position..<start)
            try tag(at: start)
        }
        appendText(position..<source.count)
        flushText()
        guard frames.count == 1 else {
            let frame = frames[frames.count - 1]
            throw error(.unclosedSection(frame.name), at: frame.position)
        }
        return frames[0].nodes
    }

    private mutating func tag(at start: Int) throws {
        let tagPosition = self.position(of: start)
        var contentStart = start + open.count
        var triple = false
        if contentStart < source.count, source[contentStart] == UInt8(ascii: "{"), open == Array("{{".utf8) {
            triple = true
            contentStart += 1
        }
        let closing = triple ? [UInt8(ascii: "}")] + close : close
        guard let end = find(closing, from: contentStart) else { throw error(.unclosedTag, at: tagPosition) }
        let after = end + closing.count
        var content = trimmed(source[contentStart..<end])
        var sigil: UInt8 = triple ? UInt8(ascii: "&") : 0
        if !triple, let first = content.first, Self.sigils.contains(first) {
            sigil = first
            content = trimmed(content.dropFirst())
        }
        if sigil == UInt8(ascii: "=") {
            guard content.last == UInt8(ascii: "=") else {
                throw error(.invalidDelimiters(String(decoding: content, as: UTF8.self)), at: tagPosition)
            }
            content = trimmed(content.dropLast())
        }
        let text = String(decoding: content, as: UTF8.self)
        // Interpolations stay where they are; any other tag alone on its line removes the line.
        var indentation = ""
        position = after
        let standalone = sigil != 0 && sigil != UInt8(ascii: "&") ? standaloneLine(tagStart: start, tagEnd: after) : nil
        if let standalone {
            // The line's blanks, less any argument block's intrinsic indentation already dropped.
            let blanks = trailingBlanks(max: start - standalone.lineStart)
            indentation = String(decoding: pending.suffix(blanks), as: UTF8.self)
            pending.removeLast(blanks)
            position = standalone.next
        }
        switch sigil {
        case UInt8(ascii: "!"):
            break
        case UInt8(ascii: "="):
            let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw error(.invalidDelimiters(text), at: tagPosition)
            }
            open = Array(parts[0].utf8)
            close = Array(parts[1].utf8)
        case UInt8(ascii: "%"):
            try pragma(text, at: tagPosition)
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            flushText()
            let name = try self.name(text, at: tagPosition)
            var frame = Frame(
                kind: sigil == UInt8(ascii: "#") ? .section : .inverted, name: text, position: tagPosition,
                indentation: indentation)
            frame.mustacheName = name
            frames.append(frame)
        case UInt8(ascii: "<"), UInt8(ascii: "$"):
            guard !text.isEmpty else { throw error(.emptyName, at: tagPosition) }
            var frame = Frame(
                kind: sigil == UInt8(ascii: "<") ? .parent : .block, name: text, position: tagPosition,
                indentation: indentation)
            frame.isArgument = sigil == UInt8(ascii: "$") && frames[frames.count - 1].kind == .parent
            if standalone == nil, !frame.isArgument, let lineStart = lineStart(before: start) {
                let blanks = trailingBlanks(max: start - lineStart)
                frame.leading = String(decoding: pending.suffix(blanks), as: UTF8.self)
                // A parent takes its blanks as indentation if it stands alone; they go back at its end if not.
                if frame.kind == .parent { pending.removeLast(blanks) }
            }
            if frame.kind == .block, frame.isArgument || standalone != nil, let next = lineEnd(after: after) {
                // The line end after a block tag is the tag's; the next line's blanks are the block's own
                // indentation, which an argument drops and a parameter gives the argument that fills it.
                position = next
                let intrinsic = Array(source[next...].prefix(while: Self.isBlank))
                if frame.isArgument {
                    frame.outdent = intrinsic
                } else {
                    let outdent = currentOutdent
                    frame.indentation = String(
                        decoding: intrinsic.starts(with: outdent) ? intrinsic.dropFirst(outdent.count) : intrinsic[...],
                        as: UTF8.self)
                }
            }
            flushText()
            frames.append(frame)
        case UInt8(ascii: "/"):
            flushText()
            try closeSection(text, at: tagPosition, lineEnd: lineEnd(after: after))
        case UInt8(ascii: ">"):
            flushText()
            guard !text.isEmpty else { throw error(.emptyName, at: tagPosition) }
            append(.partial(text, indentation: indentation, at: tagPosition))
        default:
            flushText()
            append(
                .variable(
                    try name(text, at: tagPosition), escaped: sigil == 0, placement: markdownPlacement(ofLineAt: start))
            )
        }
    }

    private static let sigils: Set<UInt8> = Set("!#^/><$&=%{".utf8)

    /// `lineEnd`: where the next line starts, when only blanks follow the end tag on its line.
    private mutating func closeSection(_ name: String, at position: MustachePosition, lineEnd: Int?) throws {
        guard frames.count > 1 else { throw error(.unexpectedClose(name), at: position) }
        let frame = frames.removeLast()
        guard frame.name == name else { throw error(.mismatchedClose(expected: frame.name, found: name), at: position) }
        switch frame.kind {
        case .section, .inverted:
            append(.section(frame.mustacheName!, frame.nodes, inverted: frame.kind == .inverted))
        case .parent:
            // `{{<name}}…{{/name}}` alone on its line(s) stands alone as a pair.
            var indentation = frame.indentation
            if let leading = frame.leading {
                if let lineEnd {
                    indentation = leading
                    self.position = lineEnd
                } else if !leading.isEmpty {
                    append(.text(leading))
                }
            }
            append(.parent(frame.name, indentation: indentation, blocks: frame.blocks, at: frame.position))
        case .block:
            // Inside a parent tag a block replaces the parent's; anywhere else it is a place to fill.
            if frame.isArgument {
                frames[frames.count - 1].blocks[frame.name] = frame.nodes
            } else {
                // A place to fill indents its argument only when the pair stands alone.
                let indentation = lineEnd == nil ? "" : frame.leading ?? frame.indentation
                append(.block(frame.name, frame.nodes, indentation: indentation))
            }
        case .root:
            break
        }
    }

    private mutating func pragma(_ text: String, at position: MustachePosition) throws {
        let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmed() }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE" else { throw error(.unsupportedPragma(text), at: position) }
        switch parts[1] {
        case "HTML": append(.contentType(.html))
        case "MARKDOWN": append(.contentType(.markdown))
        case "TEXT": append(.contentType(.text))
        default: throw error(.unsupportedPragma(text), at: position)
        }
    }

    private func name(_ text: String, at position: MustachePosition) throws -> MustacheName {
        guard !text.isEmpty else { throw error(.emptyName, at: position) }
        if text == "." { return MustacheName(parts: [], written: text, position: position) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: { $0.isEmpty || $0.contains(where: { "() \t".contains($0) }) }) else {
            throw error(.unsupportedName(text), at: position)
        }
        return MustacheName(parts: parts, written: text, position: position)
    }

    /// Text goes into the innermost open section; text directly inside a parent tag is ignored.
    private mutating func flushText() {
        guard !pending.isEmpty else { return }
        if frames[frames.count - 1].kind != .parent {
            append(.text(String(decoding: pending, as: UTF8.self)))
        }
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func append(_ node: MustacheNode) {
        guard frames[frames.count - 1].kind != .parent else { return }
        frames[frames.count - 1].nodes.append(node)
    }

    /// The line's start and where the next line begins, when only spaces and tabs share the line
    /// with the tag.
    private func standaloneLine(tagStart: Int, tagEnd: Int) -> (lineStart: Int, next: Int)? {
        guard let lineStart = lineStart(before: tagStart), let next = lineEnd(after: tagEnd) else { return nil }
        return (lineStart, next)
    }

    /// What the line a tag stands on is in Markdown, from the template text that opens the line:
    /// `#`, `-`, `*`, `+` or `1.` (a heading or list item), `|` (a table row), or anything else.
    /// The tag's line starts where `position(of:)` last counted, as it has just placed the tag.
    private func markdownPlacement(ofLineAt tagStart: Int) -> MarkdownPlacement {
        let line = source[counted.lineStart..<tagStart].drop(while: Self.isBlank)
        guard let first = line.first else { return .block }
        if first == UInt8(ascii: "|") { return .tableCell }
        if Self.lineOpeners.contains(first) { return .line }
        let digits = line.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        if !digits.isEmpty, let after = line.dropFirst(digits.count).first,
            after == UInt8(ascii: ".") || after == UInt8(ascii: ")")
        {
            return .line
        }
        return .block
    }

    private static let lineOpeners: Set<UInt8> = Set("#-*+".utf8)

    /// Where the tag's line starts, when only blanks precede the tag on it.
    private func lineStart(before tagStart: Int) -> Int? {
        var lineStart = tagStart
        while lineStart > 0, source[lineStart - 1] != UInt8(ascii: "\n") {
            guard Self.isBlank(source[lineStart - 1]) else { return nil }
            lineStart -= 1
        }
        return lineStart
    }

    /// Where the next line starts, when only blanks follow the tag on its line.
    private func lineEnd(after tagEnd: Int) -> Int? {
        var next = tagEnd
        while next < source.count, Self.isBlank(source[next]) { next += 1 }
        if next == source.count { return next }
        if source[next] == UInt8(ascii: "\n") { return next + 1 }
        if source[next] == UInt8(ascii: "\r"), next + 1 < source.count, source[next + 1] == UInt8(ascii: "\n") {
            return next + 2
        }
        return nil
    }

    /// How many blanks end the pending text, up to `max`: what of a tag's line precedes the tag.
    private func trailingBlanks(max: Int) -> Int {
        min(max, pending.reversed().prefix(while: Self.isBlank).count)
    }

    /// The innermost argument block's intrinsic indentation.
    private var currentOutdent: [UInt8] {
        frames.last(where: \.isArgument)?.outdent ?? []
    }

    /// Template text, less an argument block's intrinsic indentation at the start of each line.
    private mutating func appendText(_ range: Range<Int>) {
        let outdent = currentOutdent
        guard !outdent.isEmpty else {
            pending += source[range]
            return
        }
        var index = range.lowerBound
        while index < range.upperBound {
            if index == 0 || source[index - 1] == UInt8(ascii: "\n"), index + outdent.count <= range.upperBound,
                source[index..<index + outdent.count].elementsEqual(outdent)
            {
                index += outdent.count
                continue
            }
            pending.append(source[index])
            index += 1
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, Self.isBlank(first) || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
        { slice = slice.dropFirst() }
        while let last = slice.last, Self.isBlank(last) || last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            slice = slice.dropLast()
        }
        return slice
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= source.count else { return nil }
        var index = start
        while index + needle.count <= source.count {
            if source[index] == first, source[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Tags come in order, so lines are counted once, from where the last tag was.
    private mutating func position(of offset: Int) -> MustachePosition {
        for index in counted.offset..<offset where source[index] == UInt8(ascii: "\n") {
            counted.line += 1
            counted.lineStart = index + 1
        }
        counted.offset = offset
        let (line, lineStart) = (counted.line, counted.lineStart)
        // Columns count characters, not bytes: continuation bytes are skipped.
        let column = source[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        return MustachePosition(line: line, column: column)
    }

    private func error(_ reason: MustacheSyntaxError.Reason, at position: MustachePosition) -> MustacheSyntaxError {
        let lines = source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let line = position.line - 1 < lines.count ? String(decoding: lines[position.line - 1], as: UTF8.self) : ""
        return MustacheSyntaxError(reason: reason, position: position, line: line)
    }
}

@_spi(Bytes) import A11yDocsSupport
import Yams

/// Reads the YAML that front matter is written in nearly everywhere, straight from its bytes:
/// block mappings and sequences, one-line plain and quoted scalars, `|` and `|-` blocks and
/// one-line `[…]` lists. It builds the tree libyaml's events build (`YAMLComposer`), marks,
/// styles and tags alike, at a fraction of the cost: libyaml decodes and scans every character
/// through several layers, which made YAML a fifth of reading a library.
///
/// Anything else gives nil, and the caller reads the text with libyaml: every other construct,
/// every error, and whatever is unusual enough that getting it exactly right is not worth the
/// code (tabs, carriage returns, folded and kept blocks, escapes, anchors, tags, flow mappings,
/// values on their own line, keys written twice).
struct BlockYAMLReader {
    /// The root node (nil for a document of comments and blank lines), or nil to read with libyaml.
    static func read(_ yaml: String, tag: @escaping (Tag.Name) -> Tag) -> Node?? {
        return yaml.withUTF8Bytes { bytes -> Node?? in
            guard let lines = lines(of: bytes) else { return nil }
            var reader = BlockYAMLReader(bytes: bytes, lines: lines, tag: tag)
            do {
                return .some(try reader.document())
            } catch {
                return nil
            }
        }
    }

    private struct Unsupported: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Each line's first byte and the end of its text (its line feed, or the end).
    private let lines: [(start: Int, end: Int)]
    private let tag: (Tag.Name) -> Tag
    /// The line being read, and where on it reading goes on.
    private var line = 0
    private var position = 0
    /// Nodes made, counted as `YAMLComposer` counts them.
    private var nodes = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, lines: [(start: Int, end: Int)], tag: @escaping (Tag.Name) -> Tag) {
        self.bytes = bytes
        self.lines = lines
        self.tag = tag
    }

    /// The lines, or nil when a byte or a line is one this reader leaves to libyaml: control
    /// characters, tabs and carriage returns, characters libyaml reads as line breaks or rejects
    /// (C1 controls, U+2028, U+2029, U+FEFF, U+FFFE, U+FFFF), and document or directive markers.
    private static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int)]? {
        var lines: [(start: Int, end: Int)] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.newline {
                lines.append((start, index))
                start = index + 1
            } else if byte < 0x20 || byte == 0x7F {
                return nil
            } else if byte >= 0xC2, !isOrdinary(lead: byte, at: index, in: bytes) {
                return nil
            }
            index += 1
        }
        if start < bytes.count { lines.append((start, bytes.count)) }
        for (start, end) in lines where end - start >= 3 {
            let first = bytes[start]
            if first == Byte.percent { return nil }
            guard first == Byte.hyphen || first == Byte.period, bytes[start + 1] == first, bytes[start + 2] == first
            else { continue }
            if end - start == 3 || bytes[start + 3] == Byte.space { return nil }
        }
        return lines
    }

    private static func isOrdinary(lead: UInt8, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let second = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch lead {
        case 0xC2: return second >= 0xA0
        case 0xE2: return !(second == 0x80 && (third == 0xA8 || third == 0xA9))
        case 0xEF: return !((second == 0xBB && third == 0xBF) || (second == 0xBF && third >= 0xBE))
        default: return true
        }
    }

    // MARK: Lines

    private var atEnd: Bool { line >= lines.count }
    private var lineStart: Int { lines[line].start }
    private var lineEnd: Int { lines[line].end }
    /// The current line's indentation: where its text starts, in spaces.
    private var indent: Int { position - lineStart }

    /// On to the next line with something other than spaces and a comment, at its first character.
    private mutating func nextLine() {
        line += 1
        while line < lines.count {
            var index = lines[line].start
            while index < lines[line].end, bytes[index] == Byte.space { index += 1 }
            if index < lines[line].end, bytes[index] != UInt8(ascii: "#") {
                position = index
                return
            }
            line += 1
        }
    }

    /// Spaces skipped from `index` on the current line.
    private func skipSpaces(_ index: Int) -> Int {
        var index = index
        while index < lineEnd, bytes[index] == Byte.space { index += 1 }
        return index
    }

    /// After a value: nothing but spaces and a comment to the end of the line.
    private func endsLine(at index: Int) throws(Unsupported) {
        let rest = skipSpaces(index)
        guard rest == lineEnd || (bytes[rest] == UInt8(ascii: "#") && rest > index) else { throw Unsupported() }
    }

    private func mark(_ index: Int) -> Mark {
        var column = 1
        for offset in lineStart..<index where bytes[offset] & 0xC0 != 0x80 { column += 1 }
        return YAMLComposer.mark(line: line + 1, column: column)
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private func isEntryDash(_ index: Int) -> Bool {
        bytes[index] == Byte.hyphen && (index + 1 == lineEnd || bytes[index + 1] == Byte.space)
    }

    private mutating func count(depth: Int) throws(Unsupported) {
        nodes += 1
        guard nodes <= YAMLShape.maximumNodes, depth <= YAMLShape.maximumDepth else { throw Unsupported() }
    }

    // MARK: Collections

    private mutating func document() throws(Unsupported) -> Node? {
        line = -1
        nextLine()
        guard !atEnd else { return nil }
        let root = try collection(depth: 1)
        guard atEnd else { throw Unsupported() }
        return root
    }

    /// The block collection that starts where reading is.
    private mutating func collection(depth: Int) throws(Unsupported) -> Node {
        if isEntryDash(position) { return try sequence(depth: depth) }
        guard colon(ofKeyAt: position) != nil else { throw Unsupported() }
        return try mapping(depth: depth)
    }

    private mutating func sequence(depth: Int) throws(Unsupported) -> Node {
        let column = indent
        let start = mark(position)
        try count(depth: depth)
        var items: [Node] = []
        repeat {
            let item = skipSpaces(position + 1)
            guard item < lineEnd, bytes[item] != UInt8(ascii: "#"), !isEntryDash(item) else { throw Unsupported() }
            if colon(ofKeyAt: item) != nil {
                position = item
                items.append(try mapping(depth: depth + 1))
            } else {
                items.append(try value(at: item, within: column, depth: depth + 1))
            }
            guard !atEnd, indent >= column else { break }
            guard indent == column else { throw Unsupported() }
        } while isEntryDash(position)
        return .sequence(.init(items, tag(.implicit), .any, start))
    }

    private mutating func mapping(depth: Int) throws(Unsupported) -> Node {
        let column = indent
        let start = mark(position)
        try count(depth: depth)
        var pairs: [(Node, Node)] = []
        var keys = Set<String>()
        while true {
            guard let colon = colon(ofKeyAt: position) else { throw Unsupported() }
            let key = key(at: position, colon: colon)
            try count(depth: depth + 1)
            guard let name = key.scalar?.string, keys.insert(name).inserted else { throw Unsupported() }
            pairs.append((key, try mappingValue(after: colon, within: column, depth: depth + 1)))
            guard !atEnd, indent >= column else { break }
            guard indent == column, !isEntryDash(position) else { throw Unsupported() }
        }
        return .mapping(.init(pairs, tag(.implicit), .any, start))
    }

    /// Where the colon after a mapping's key at `index` is, or nil where no key starts: found
    /// without making the key, which only a mapping's own reading does.
    private func colon(ofKeyAt index: Int) -> Int? {
        let first = bytes[index]
        if first == Byte.quote || first == Byte.apostrophe {
            guard let close = closingQuote(at: index)?.index else { return nil }
            let colon = skipSpaces(close + 1)
            guard colon < lineEnd, bytes[colon] == Byte.colon, colon + 1 == lineEnd || bytes[colon + 1] == Byte.space
            else { return nil }
            return colon
        }
        guard !Self.isIndicator(first) else { return nil }
        var end = index + 1
        while end < lineEnd {
            let byte = bytes[end]
            if byte == Byte.colon, end + 1 == lineEnd || bytes[end + 1] == Byte.space { break }
            if byte == UInt8(ascii: "#"), bytes[end - 1] == Byte.space { return nil }
            end += 1
        }
        // libyaml takes no key longer than 1,024 characters.
        guard end < lineEnd, end - index < 1000 else { return nil }
        return end
    }

    /// The key at `index`, whose colon is at `colon`.
    private func key(at index: Int, colon: Int) -> Node {
        let first = bytes[index]
        if first == Byte.quote || first == Byte.apostrophe, let (value, _) = quoted(at: index) {
            return scalar(value, quotedBy: first, at: index)
        }
        var last = colon
        while bytes[last - 1] == Byte.space { last -= 1 }
        return .scalar(.init(text(index, last), tag(.implicit), .plain, mark(index)))
    }

    /// What follows a key's colon: a value on its line, or a collection on the lines below (a
    /// sequence may stand at the key's own indentation), or nothing.
    private mutating func mappingValue(after colon: Int, within column: Int, depth: Int) throws(Unsupported) -> Node {
        let start = skipSpaces(colon + 1)
        if start < lineEnd, bytes[start] != UInt8(ascii: "#") {
            return try value(at: start, within: column, depth: depth)
        }
        // libyaml places an empty value just after the colon.
        let empty = mark(colon + 1)
        nextLine()
        if !atEnd, indent > column || (indent == column && isEntryDash(position)) {
            return try collection(depth: depth)
        }
        try count(depth: depth)
        return .scalar(.init("", tag(.implicit), .plain, empty))
    }

    // MARK: Scalars

    /// A value on its line, then on to the next line, which must not be indented under the value's
    /// collection (text there would go on the value, or be an error).
    private mutating func value(at start: Int, within column: Int, depth: Int) throws(Unsupported) -> Node {
        let first = bytes[start]
        let node: Node
        if first == Byte.pipe {
            node = try literal(at: start, within: column, depth: depth)
        } else {
            if first == Byte.quote || first == Byte.apostrophe {
                guard let (value, end) = quoted(at: start) else { throw Unsupported() }
                try endsLine(at: end)
                try count(depth: depth)
                node = scalar(value, quotedBy: first, at: start)
            } else if first == Byte.openBracket {
                node = try flowSequence(at: start, depth: depth)
            } else {
                node = try plain(at: start, depth: depth)
            }
            nextLine()
        }
        guard atEnd || indent <= column else { throw Unsupported() }
        return node
    }

    private func scalar(_ value: String, quotedBy quote: UInt8, at index: Int) -> Node {
        .scalar(.init(value, tag(.str), quote == Byte.quote ? .doubleQuoted : .singleQuoted, mark(index)))
    }

    /// Bytes that cannot start a plain scalar (or that this reader leaves to libyaml there).
    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case Byte.hyphen, UInt8(ascii: "?"), Byte.colon, Byte.comma, Byte.openBracket, UInt8(ascii: "]"),
            Byte.openBrace, Byte.closeBrace, UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
            UInt8(ascii: "!"), Byte.pipe, Byte.greaterThan, Byte.quote, Byte.apostrophe, Byte.percent,
            UInt8(ascii: "@"), Byte.backtick:
            return true
        default:
            return false
        }
    }

    /// A plain scalar to the end of its line or a comment; a colon and a space in it would start
    /// a mapping, which libyaml refuses.
    private mutating func plain(at start: Int, depth: Int) throws(Unsupported) -> Node {
        guard !Self.isIndicator(bytes[start]) else { throw Unsupported() }
        var end = start + 1
        while end < lineEnd {
            let byte = bytes[end]
            if byte == Byte.colon, end + 1 == lineEnd || bytes[end + 1] == Byte.space { throw Unsupported() }
            if byte == UInt8(ascii: "#"), bytes[end - 1] == Byte.space { break }
            end += 1
        }
        while bytes[end - 1] == Byte.space { end -= 1 }
        try count(depth: depth)
        return .scalar(.init(text(start, end), tag(.implicit), .plain, mark(start)))
    }

    /// A quoted scalar that closes on its line, and the index after its closing quote. Single
    /// quotes double to write one; a backslash (an escape, in double quotes) goes to libyaml.
    private func quoted(at start: Int) -> (String, end: Int)? {
        guard let (close, hasDoubled) = closingQuote(at: start) else { return nil }
        guard hasDoubled else { return (text(start + 1, close), close + 1) }
        let quote = bytes[start]
        var value: [UInt8] = []
        var offset = start + 1
        while offset < close {
            value.append(bytes[offset])
            // The second of a doubled quote is left out.
            offset += bytes[offset] == quote ? 2 : 1
        }
        return (String(decoding: value, as: UTF8.self), close + 1)
    }

    /// Where the quote opened at `start` closes on its line, and whether a doubled single quote
    /// stands for one before it; nil when it does not close, or holds a backslash in double quotes.
    private func closingQuote(at start: Int) -> (index: Int, hasDoubled: Bool)? {
        let quote = bytes[start]
        var index = start + 1
        var hasDoubled = false
        while index < lineEnd {
            let byte = bytes[index]
            if quote == Byte.quote, byte == Byte.backslash { return nil }
            if byte == quote {
                guard quote == Byte.apostrophe, index + 1 < lineEnd, bytes[index + 1] == quote else {
                    return (index, hasDoubled)
                }
                hasDoubled = true
                index += 1
            }
            index += 1
        }
        return nil
    }

    /// `[a, "b", 'c']` on one line: plain items without colons, or quoted ones.
    private mutating func flowSequence(at start: Int, depth: Int) throws(Unsupported) -> Node {
        let open = mark(start)
        try count(depth: depth)
        var items: [Node] = []
        var index = skipSpaces(start + 1)
        if index < lineEnd, bytes[index] == UInt8(ascii: "]") {
            try endsLine(at: index + 1)
            return .sequence(.init(items, tag(.implicit), .any, open))
        }
        while true {
            guard index < lineEnd else { throw Unsupported() }
            let first = bytes[index]
            var end: Int
            if first == Byte.quote || first == Byte.apostrophe {
                guard let (value, after) = quoted(at: index) else { throw Unsupported() }
                items.append(scalar(value, quotedBy: first, at: index))
                end = after
            } else {
                guard !Self.isIndicator(first) else { throw Unsupported() }
                end = index + 1
                while end < lineEnd, bytes[end] != Byte.comma, bytes[end] != UInt8(ascii: "]") {
                    let byte = bytes[end]
                    guard byte != Byte.colon, byte != UInt8(ascii: "#"), byte != Byte.openBracket,
                        byte != Byte.openBrace, byte != Byte.closeBrace, byte != Byte.quote, byte != Byte.apostrophe
                    else { throw Unsupported() }
                    end += 1
                }
                var last = end
                while bytes[last - 1] == Byte.space { last -= 1 }
                items.append(.scalar(.init(text(index, last), tag(.implicit), .plain, mark(index))))
            }
            try count(depth: depth + 1)
            end = skipSpaces(end)
            guard end < lineEnd else { throw Unsupported() }
            if bytes[end] == UInt8(ascii: "]") {
                try endsLine(at: end + 1)
                return .sequence(.init(items, tag(.implicit), .any, open))
            }
            guard bytes[end] == Byte.comma else { throw Unsupported() }
            index = skipSpaces(end + 1)
            // A comma before the closing bracket goes to libyaml.
            guard index < lineEnd, bytes[index] != UInt8(ascii: "]") else { throw Unsupported() }
        }
    }

    /// A `|` or `|-` block: its lines, indented as its first line is, under the collection at
    /// `column`. Blank lines before the first line, lines of spaces deeper than the block, or a
    /// block with no line go to libyaml.
    private mutating func literal(at start: Int, within column: Int, depth: Int) throws(Unsupported) -> Node {
        let header = mark(start)
        var afterHeader = start + 1
        let strips = afterHeader < lineEnd && bytes[afterHeader] == Byte.hyphen
        if strips { afterHeader += 1 }
        guard afterHeader == lineEnd || bytes[afterHeader] == Byte.space else { throw Unsupported() }
        try endsLine(at: afterHeader)
        try count(depth: depth)
        var value: [UInt8] = []
        var blankRun = 0
        var blockIndent = 0
        var next = line + 1
        while next < lines.count {
            let (first, end) = lines[next]
            var index = first
            while index < end, bytes[index] == Byte.space { index += 1 }
            if index == end {
                // A line of spaces: an empty line of the block, unless deeper than the block.
                guard blockIndent > 0, index - first <= blockIndent else { throw Unsupported() }
                blankRun += 1
                next += 1
                continue
            }
            if blockIndent == 0 {
                guard index - first > column else { throw Unsupported() }
                blockIndent = index - first
            } else if index - first < blockIndent {
                break
            }
            if !value.isEmpty || blankRun > 0 {
                value.append(Byte.newline)
                value.append(contentsOf: repeatElement(Byte.newline, count: blankRun))
            }
            blankRun = 0
            value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(first + blockIndent)..<end]))
            next += 1
        }
        guard blockIndent > 0 else { throw Unsupported() }
        // Kept unless stripped: the line feed after the last line, where there is one.
        if !strips, lines[next - 1 - blankRun].end < bytes.count { value.append(Byte.newline) }
        line = next - 1
        nextLine()
        return .scalar(.init(String(decoding: value, as: UTF8.self), tag(.str), .literal, header))
    }
}

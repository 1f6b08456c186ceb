@_spi(Bytes) import A11yDocsSupport

/// Raw HTML in safe mode: tags on `HTMLAllowList` are written again from what was read (never
/// copied through), with only their allowed attributes; every other tag is escaped, so the reader
/// sees what the author wrote; comments are dropped, as a browser hides them.
///
/// cmark hands inline HTML over one tag at a time, so the sanitiser keeps the elements it opened
/// on a stack and balances them per block: an end tag with no open match is escaped, and what a
/// block leaves open is closed at its end. Without that, an unclosed `<strong>` would run into the
/// rest of the page, which a browser's parser keeps reopening.
package struct HTMLSanitizer {
    /// Open elements at most; a start tag past it is shown as text, so hostile input stays linear.
    package static let maximumDepth = 64

    /// The address to write for an `href` or `src` as a browser reads it, nil to drop the attribute.
    package var url: (String) -> String?
    /// Elements opened and not yet closed, innermost last.
    package private(set) var open: [String] = []
    /// End tags close only elements above this: the ones the current block opened.
    private var floor = 0

    package init(url: @escaping (String) -> String?) {
        self.url = url
    }

    /// Addresses as links get them: script and local-file ones dropped (`SafeURL`), the rest
    /// resolved as the page resolves links and percent-encoded.
    package init(resolvingLinks resolve: @escaping (String) -> String) {
        self.init(url: { SafeURL.isDangerous($0) ? nil : SafeURL.percentEncoded(resolve($0)) })
    }

    /// Starts a block; what it opens is closed by `leave` with the value returned.
    package mutating func enter() -> Int {
        defer { floor = open.count }
        return floor
    }

    /// Ends the block started by `enter`, closing what it left open.
    package mutating func leave(_ saved: Int, into output: inout [UInt8]) {
        close(downTo: floor, into: &output)
        floor = saved
    }

    /// One inline HTML node (a tag, a comment, …).
    package mutating func appendInline(_ html: String, to output: inout [UInt8]) {
        _ = append(html, inBlock: false, to: &output)
    }

    /// An HTML block. Text keeps its character references; phrasing alone is written as a
    /// paragraph, like the Markdown around it. Containers (`details`, tables) may stay open for
    /// the Markdown blocks that follow; everything else is closed at the end of the block.
    package mutating func appendBlock(_ html: String, to output: inout [UInt8]) {
        let (block, holdsBlock) = sanitizeBlock(html)
        guard block.contains(where: { !Byte.isHTMLSpace($0) }) else { return }
        if holdsBlock {
            output += block
            output.append(Byte.newline)
        } else {
            output += "<p>".utf8
            output += block
            output += "</p>\n".utf8
        }
    }

    /// An HTML block sanitised, and whether it holds a block element (or leaves a container open).
    mutating func sanitizeBlock(_ html: String) -> (html: [UInt8], holdsBlock: Bool) {
        var block: [UInt8] = []
        let wroteBlockElement = append(html, inBlock: true, to: &block)
        let firstPhrasing = open[floor...].firstIndex { !HTMLAllowList.containers.contains($0) } ?? open.count
        close(downTo: firstPhrasing, into: &block)
        return (block, wroteBlockElement || open.count > floor)
    }

    /// Start tags a page shows as text, with their byte offsets: elements not on the list, and
    /// block elements inside a paragraph. For `check`, so an author learns why a tag shows.
    package static func tagsShownAsText(in html: String, inBlock: Bool) -> [(
        name: String, offset: Int, inParagraph: Bool
    )] {
        var found: [(name: String, offset: Int, inParagraph: Bool)] = []
        html.withUTF8Bytes { bytes in
            HTMLFragmentScanner(bytes: bytes).forEachToken { token in
                guard case let .startTag(name, _, source) = token else { return }
                if HTMLAllowList.elements[name] == nil {
                    found.append((name, source.lowerBound, false))
                } else if !inBlock, HTMLAllowList.blockElements.contains(name) {
                    found.append((name, source.lowerBound, true))
                }
            }
        }
        return found
    }

    /// Whether a block element was written. In a block, text keeps its character references.
    private mutating func append(_ html: String, inBlock: Bool, to output: inout [UInt8]) -> Bool {
        var wroteBlockElement = false
        html.withUTF8Bytes { bytes in
            HTMLFragmentScanner(bytes: bytes).forEachToken { token in
                switch token {
                case let .text(range):
                    Self.escape(bytes, range, keepingReferences: inBlock, to: &output)
                case .comment:
                    break
                case let .startTag(name, attributes, source):
                    if inBlock || !HTMLAllowList.blockElements.contains(name),
                        start(name, attributes, bytes, to: &output)
                    {
                        wroteBlockElement = wroteBlockElement || HTMLAllowList.blockElements.contains(name)
                    } else {
                        Self.escape(bytes, source, keepingReferences: false, to: &output)
                    }
                case let .endTag(name, source):
                    if end(name, to: &output) {
                        wroteBlockElement = wroteBlockElement || HTMLAllowList.blockElements.contains(name)
                    } else {
                        Self.escape(bytes, source, keepingReferences: false, to: &output)
                    }
                }
            }
        }
        return wroteBlockElement
    }

    /// Writes an allowed start tag and opens it; false if it is not allowed here.
    private mutating func start(
        _ name: String, _ attributes: [HTMLFragmentScanner.Attribute],
        _ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]
    ) -> Bool {
        guard let allowed = HTMLAllowList.elements[name] else { return false }
        let isVoid = HTMLAllowList.voidElements.contains(name)
        guard isVoid || open.count < Self.maximumDepth else { return false }
        output.append(Byte.lessThan)
        output += name.utf8
        var seen = Set<String>()
        // A browser keeps the first of two attributes with one name.
        for attribute in attributes where seen.insert(attribute.name).inserted {
            guard let rule = allowed[attribute.name] else { continue }
            if rule == .flag {
                output.append(Byte.space)
                output += attribute.name.utf8
                continue
            }
            let written = attribute.value.map { HTMLCharacterReference.decode(bytes, $0) } ?? ""
            guard let value = HTMLAllowList.value(rule, written, url: url) else { continue }
            output.append(Byte.space)
            output += attribute.name.utf8
            output += "=\"".utf8
            HTMLEscaping.append(value, to: &output)
            output.append(Byte.quote)
        }
        output.append(Byte.greaterThan)
        if !isVoid { open.append(name) }
        return true
    }

    /// Closes the innermost open element of the name, and those inside it; false if the block
    /// has none open.
    private mutating func end(_ name: String, to output: inout [UInt8]) -> Bool {
        guard let index = open[floor...].lastIndex(of: name) else { return false }
        close(downTo: index, into: &output)
        return true
    }

    private mutating func close(downTo depth: Int, into output: inout [UInt8]) {
        while open.count > depth, let name = open.popLast() {
            output += "</".utf8
            output += name.utf8
            output.append(Byte.greaterThan)
        }
    }

    /// Text escaped; in HTML blocks a character reference (`&eacute;`, `&#233;`) stays one.
    private static func escape(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, keepingReferences: Bool,
        to output: inout [UInt8]
    ) {
        var start = range.lowerBound
        if keepingReferences {
            var index = start
            while index < range.upperBound {
                if bytes[index] == UInt8(ascii: "&"),
                    let end = HTMLCharacterReference.end(bytes, at: index, limit: range.upperBound)
                {
                    HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[start..<index]), to: &output)
                    output += bytes[index..<end]
                    (index, start) = (end, end)
                } else {
                    index += 1
                }
            }
        }
        HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[start..<range.upperBound]), to: &output)
    }
}

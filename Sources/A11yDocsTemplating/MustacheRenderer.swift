import A11yDocsModel
import A11yDocsSupport

/// Renders parsed templates against `TemplateValue`s: one pass over the tree, writing bytes into
/// one buffer, looking names up by hash in each view's field table. Values are escaped by the
/// `escaper` it is given, for the content type in force.
package struct MustacheRenderer: Sendable {
    package let templates: [String: [MustacheNode]]
    let escaper: any TemplateEscaper

    package init(templates: [String: [MustacheNode]], escaper: any TemplateEscaper = HTMLTemplateEscaper()) {
        self.templates = templates
        self.escaper = escaper
    }

    /// Partials and parents nested deeper than this (a template that includes itself) render nothing.
    package static let maximumDepth = 64

    /// The whole page; throws what a `.parts` value throws.
    package func render(_ name: String, _ value: TemplateValue) throws -> String {
        String(decoding: try renderBytes(name, value), as: UTF8.self)
    }

    /// The page's UTF-8 bytes.
    package func renderBytes(_ name: String, _ value: TemplateValue) throws -> [UInt8] {
        var state = State(stack: [value])
        state.output.reserveCapacity(1 << 15)
        render(templates[name] ?? [], &state)
        if let error = state.partError { throw error }
        return state.output
    }

    /// Renders into parts of about `size` bytes, each handed to `part` as it fills; stops at the
    /// first error `part` (or a `.parts` value) throws, and throws it.
    package func render(
        _ name: String, _ value: TemplateValue, inPartsOf size: Int, to part: @escaping ([UInt8]) throws -> Void
    ) throws {
        var state = State(stack: [value])
        state.output.reserveCapacity(size + 16_384)
        state.part = (size, part)
        render(templates[name] ?? [], &state)
        if let error = state.partError { throw error }
        try part(state.output)
    }

    private struct State {
        var output: [UInt8] = []
        var stack: [TemplateValue]
        var escaping = MustacheEscaping.html
        var blocks: [String: [MustacheNode]] = [:]
        /// Added before each line of a partial that stood alone, indented, on its line.
        var indentation: [UInt8] = []
        var atLineStart = true
        /// The last byte of the output already handed over, for where the buffer starts empty.
        var lastHandedOver: UInt8?
        var depth = 0
        /// Where a full part goes, when the output is handed over in parts.
        var part: (size: Int, write: ([UInt8]) throws -> Void)?
        /// Set by the first failure; the rest of the page is not rendered.
        var partError: Error?

        /// Hands the output over once it has grown to a part's size.
        mutating func flushIfFull() {
            guard partError == nil, let part, output.count >= part.size else { return }
            do { try part.write(output) } catch { partError = error }
            lastHandedOver = output.last ?? lastHandedOver
            output.removeAll(keepingCapacity: true)
        }

        var endsLine: Bool { (output.last ?? lastHandedOver).map { $0 == UInt8(ascii: "\n") } ?? true }

        /// Appended from the string's own UTF-8 storage in one copy, not through its UTF-8 view,
        /// which went a byte at a time for the thousands of pieces of every page.
        mutating func append(_ text: String) {
            text.withUTF8Bytes { output.append(contentsOf: $0) }
        }
    }

    private func render(_ nodes: [MustacheNode], _ state: inout State) {
        for node in nodes {
            guard state.partError == nil else { return }
            switch node {
            case .text(let text):
                write(text, &state)
                state.flushIfFull()
            case let .variable(name, escaped, placement):
                guard let value = Self.lookup(name, in: state.stack) else { continue }
                switch value {
                case .text(let text):
                    writeValue(text, escaping: escaped ? state.escaping : .text, placement: placement, &state)
                case .parts(let parts):
                    // Like a part that cannot be written, a value that cannot be read stops the page.
                    do {
                        if escaped, state.escaping != .text {
                            // Escaped whole: a part may end inside a character.
                            var bytes: [UInt8] = []
                            try parts.write { bytes += $0 }
                            writeValue(
                                String(decoding: bytes, as: UTF8.self), escaping: state.escaping, placement: placement,
                                &state)
                        } else {
                            try parts.write { writeValue(bytes: $0, &state) }
                        }
                    } catch {
                        state.partError = error
                    }
                case .number(let number): writeValue(String(number), escaping: .text, &state)
                case .flag(let flag): writeValue(flag ? "true" : "false", escaping: .text, &state)
                case .null, .list, .object: continue
                }
            case let .section(name, children, inverted):
                let value = Self.lookup(name, in: state.stack) ?? .null
                if inverted {
                    if !value.isTruthy { render(children, &state) }
                    continue
                }
                switch value {
                case .list(let items):
                    for item in items {
                        state.stack.append(item)
                        render(children, &state)
                        state.stack.removeLast()
                    }
                case .flag(let flag):
                    if flag { render(children, &state) }
                case .text, .parts, .number, .object:
                    state.stack.append(value)
                    render(children, &state)
                    state.stack.removeLast()
                case .null:
                    continue
                }
            case let .partial(name, indentation, _):
                guard let partial = templates[name] else { continue }
                nested(indentation: indentation, &state) { render(partial, &$0) }
            case let .parent(name, indentation, blocks, _):
                guard let parent = templates[name] else { continue }
                let outer = state.blocks
                // A child's block wins over its parent's own, however deep the chain.
                state.blocks = blocks.merging(outer) { _, outerBlock in outerBlock }
                nested(indentation: indentation, &state) { render(parent, &$0) }
                state.blocks = outer
            case let .block(name, defaults, indentation):
                if let argument = state.blocks[name] {
                    nested(indentation: indentation, &state) { render(argument, &$0) }
                } else {
                    render(defaults, &state)
                }
            case .contentType(let escaping):
                state.escaping = escaping
            }
        }
    }

    /// Another template rendered in place: indented as its tag was, with its own content type.
    private func nested(indentation: String, _ state: inout State, _ body: (inout State) -> Void) {
        guard state.depth < Self.maximumDepth else { return }
        let saved = (state.indentation, state.escaping)
        state.depth += 1
        state.indentation += indentation.utf8
        state.atLineStart = state.endsLine
        body(&state)
        state.depth -= 1
        (state.indentation, state.escaping) = saved
    }

    /// Template text: every line of it indented when the template is an indented partial.
    private func write(_ text: String, _ state: inout State) {
        guard !state.indentation.isEmpty else {
            state.append(text)
            return
        }
        for byte in text.utf8 {
            if state.atLineStart {
                state.output += state.indentation
                state.atLineStart = false
            }
            state.output.append(byte)
            if byte == UInt8(ascii: "\n") { state.atLineStart = true }
        }
    }

    /// A value: indented where it starts a line, its own line breaks left as they are.
    private func writeValue(
        _ text: String, escaping: MustacheEscaping, placement: MarkdownPlacement = .block, _ state: inout State
    ) {
        guard !text.isEmpty else { return }
        startValue(&state)
        switch escaping {
        case .html: escaper.appendHTML(text, to: &state.output)
        case .markdown: escaper.appendMarkdown(text, placement: placement, to: &state.output)
        case .text: state.append(text)
        }
        state.flushIfFull()
    }

    /// Bytes written as they are, without a copy into a string.
    private func writeValue(bytes: [UInt8], _ state: inout State) {
        guard !bytes.isEmpty else { return }
        startValue(&state)
        state.output += bytes
        state.flushIfFull()
    }

    private func startValue(_ state: inout State) {
        if state.atLineStart, !state.indentation.isEmpty { state.output += state.indentation }
        state.atLineStart = false
    }

    /// The first part of a name is looked for from the innermost context outwards; the rest only
    /// in what the first part found.
    static func lookup(_ name: MustacheName, in stack: [TemplateValue]) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        // Read in place, outermost last: iterating the stack copied every value it passed.
        var level = stack.count
        while level > 0 {
            level -= 1
            guard case .object(let object) = stack[level], let found = object.field(id: name.ids[0], named: first)
            else { continue }
            // Most names have one part: the value found is handed back as it is, where moving it
            // into the loop's variable below copied it and destroyed the original.
            return name.parts.count == 1 ? found : field(of: found, named: name)
        }
        return nil
    }

    /// The second part of a dotted name and on, in what the first part found.
    private static func field(of found: TemplateValue, named name: MustacheName) -> TemplateValue? {
        var current = found
        for index in name.parts.indices.dropFirst() {
            guard case .object(let object) = current,
                let next = object.field(id: name.ids[index], named: name.parts[index])
            else { return nil }
            current = next
        }
        return current
    }
}

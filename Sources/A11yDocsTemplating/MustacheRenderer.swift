import A11yDocsModel
import A11yDocsSupport

/// Renders parsed templates against `TemplateValue`s: one pass over their compiled instructions
/// (`MustacheProgram`), writing bytes into one buffer, looking names up by number in each view's
/// field table. Values are escaped by the `escaper` it is given, for the content type in force.
package struct MustacheRenderer: Sendable {
    /// The templates, compiled once for every page rendered with them.
    private let program: MustacheProgram
    let escaper: any TemplateEscaper

    package init(templates: [String: [MustacheNode]], escaper: any TemplateEscaper = HTMLTemplateEscaper()) {
        program = MustacheProgram(templates)
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
        var state = State(value)
        state.output.reserveCapacity(1 << 15)
        run(name, &state)
        if let error = state.partError { throw error }
        return state.output
    }

    /// Renders into parts of about `size` bytes, each handed to `part` as it fills; stops at the
    /// first error `part` (or a `.parts` value) throws, and throws it.
    package func render(
        _ name: String, _ value: TemplateValue, inPartsOf size: Int, to part: @escaping ([UInt8]) throws -> Void
    ) throws {
        var state = State(value)
        state.output.reserveCapacity(size + 16_384)
        state.part = (size, part)
        run(name, &state)
        if let error = state.partError { throw error }
        try part(state.output)
    }

    private struct State {
        var output: [UInt8] = []
        /// The values sections put in context, innermost last; each holds its own.
        private(set) var stack: [TemplateValue]
        /// The objects among them, at the same places (nil for other values), unretained: the stack
        /// holds them, and every name looked up through them was a retain and a release each.
        private(set) var objects: [Unmanaged<TemplateObject>?]
        var escaping = MustacheEscaping.html
        /// The blocks the parents being rendered fill, by block number: their instructions.
        var blocks: [Int: Range<Int>] = [:]
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

        init(_ value: TemplateValue) {
            stack = [value]
            objects = [Self.object(in: value)]
        }

        mutating func push(_ value: TemplateValue) {
            stack.append(value)
            objects.append(Self.object(in: value))
        }

        mutating func pop() {
            stack.removeLast()
            objects.removeLast()
        }

        private static func object(in value: TemplateValue) -> Unmanaged<TemplateObject>? {
            guard case .object(let object) = value else { return nil }
            return Unmanaged.passUnretained(object)
        }

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

    /// The program's tables, read in place while a page renders.
    private struct Code {
        let instructions: UnsafeBufferPointer<MustacheProgram.Instruction>
        let bytes: UnsafeBufferPointer<UInt8>
        let nameIDs: UnsafeBufferPointer<Int>
        let nameParts: UnsafeBufferPointer<String>
        let program: MustacheProgram
    }

    /// The template named `name`, from its first instruction to its last, with the program read
    /// in place.
    private func run(_ name: String, _ state: inout State) {
        let program = self.program
        program.instructions.withUnsafeBufferPointer { instructions in
            program.bytes.withUnsafeBufferPointer { bytes in
                program.nameIDs.withUnsafeBufferPointer { nameIDs in
                    program.nameParts.withUnsafeBufferPointer { nameParts in
                        let code = Code(
                            instructions: instructions, bytes: bytes, nameIDs: nameIDs, nameParts: nameParts,
                            program: program)
                        render(program.template(named: name), code, &state)
                    }
                }
            }
        }
    }

    private func render(_ range: Range<Int>, _ code: Code, _ state: inout State) {
        var index = range.lowerBound
        while index < range.upperBound {
            guard state.partError == nil else { return }
            let instruction = code.instructions[index]
            index += 1
            switch instruction {
            case .text(let text):
                write(UnsafeBufferPointer(rebasing: code.bytes[text]), &state)
                state.flushIfFull()
            case let .variable(name, escaped, placement):
                guard let value = Self.lookup(name, code, in: state) else { continue }
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
            case let .section(name, inverted, end):
                let children = index..<end
                index = end
                let value = Self.lookup(name, code, in: state) ?? .null
                if inverted {
                    if !value.isTruthy { render(children, code, &state) }
                    continue
                }
                switch value {
                case .list(let items):
                    for item in items {
                        state.push(item)
                        render(children, code, &state)
                        state.pop()
                    }
                case .flag(let flag):
                    if flag { render(children, code, &state) }
                case .text, .parts, .number, .object:
                    state.push(value)
                    render(children, code, &state)
                    state.pop()
                case .null:
                    continue
                }
            case let .partial(template, indentation):
                guard template >= 0 else { continue }
                nested(indentation: code.bytes[indentation], &state) {
                    render(code.program.templates[template], code, &$0)
                }
            case let .parent(template, indentation, blocks, end):
                index = end
                guard template >= 0 else { continue }
                let outer = state.blocks
                // A child's block wins over its parent's own, however deep the chain.
                state.blocks = code.program.blockSets[blocks].merging(outer) { _, outerBlock in outerBlock }
                nested(indentation: code.bytes[indentation], &state) {
                    render(code.program.templates[template], code, &$0)
                }
                state.blocks = outer
            case let .block(name, indentation, end):
                let defaults = index..<end
                index = end
                if let argument = state.blocks[name] {
                    nested(indentation: code.bytes[indentation], &state) { render(argument, code, &$0) }
                } else {
                    render(defaults, code, &state)
                }
            case .contentType(let escaping):
                state.escaping = escaping
            }
        }
    }

    /// Another template rendered in place: indented as its tag was, with its own content type.
    private func nested(
        indentation: Slice<UnsafeBufferPointer<UInt8>>, _ state: inout State, _ body: (inout State) -> Void
    ) {
        guard state.depth < Self.maximumDepth else { return }
        let saved = (state.indentation, state.escaping)
        state.depth += 1
        state.indentation.append(contentsOf: UnsafeBufferPointer(rebasing: indentation))
        state.atLineStart = state.endsLine
        body(&state)
        state.depth -= 1
        (state.indentation, state.escaping) = saved
    }

    /// Template text: every line of it indented when the template is an indented partial.
    private func write(_ text: UnsafeBufferPointer<UInt8>, _ state: inout State) {
        guard !state.indentation.isEmpty else {
            state.output.append(contentsOf: text)
            return
        }
        for byte in text {
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
    private static func lookup(_ name: MustacheProgram.Name, _ code: Code, in state: State) -> TemplateValue? {
        let parts = name.parts
        guard !parts.isEmpty else { return state.stack.last }
        let id = code.nameIDs[parts.lowerBound]
        // Innermost first, each object read where it is: iterating the stack copied every value
        // it passed, and taking an object out of its level retained it.
        var level = state.objects.count
        while level > 0 {
            level -= 1
            guard let object = state.objects[level],
                let found = object._withUnsafeGuaranteedRef({
                    $0.field(id: id, named: code.nameParts[parts.lowerBound])
                })
            else { continue }
            // Most names have one part: the value found is handed back as it is, where moving it
            // into the loop's variable below copied it and destroyed the original.
            return parts.count == 1 ? found : field(of: found, named: parts.dropFirst(), code)
        }
        return nil
    }

    /// The second part of a dotted name and on, in what the first part found.
    private static func field(of found: TemplateValue, named parts: Range<Int>, _ code: Code) -> TemplateValue? {
        var current = found
        for index in parts {
            guard case .object(let object) = current,
                let next = object.field(id: code.nameIDs[index], named: code.nameParts[index])
            else { return nil }
            current = next
        }
        return current
    }
}

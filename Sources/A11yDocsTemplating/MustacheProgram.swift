/// Templates compiled for rendering: every node of every template one instruction in one array,
/// its text a range of one byte array and its name a range of two flat tables. An instruction
/// holds no reference, so walking a page's templates retains and releases nothing per node, where
/// walking the node trees retained each node's text, name and children as it was read.
struct MustacheProgram {
    /// A name's parts, as a range of `nameIDs` and `nameParts`; empty for `.`.
    struct Name {
        var parts: Range<Int>
    }

    enum Instruction {
        case text(Range<Int>)
        case variable(Name, escaped: Bool, placement: MarkdownPlacement)
        /// Its content is the instructions up to `end`.
        case section(Name, inverted: Bool, end: Int)
        /// `template` is -1 for a template that does not exist: it renders nothing.
        case partial(template: Int, indentation: Range<Int>)
        /// The parent's blocks are `blocks` of `blockSets`; the instructions up to `end` are their
        /// contents, rendered only where the parent (or a template it includes) places them.
        case parent(template: Int, indentation: Range<Int>, blocks: Int, end: Int)
        /// Its default content is the instructions up to `end`.
        case block(name: Int, indentation: Range<Int>, end: Int)
        case contentType(MustacheEscaping)
    }

    private(set) var instructions: [Instruction] = []
    /// Every text, indentation and name part, one after another.
    private(set) var bytes: [UInt8] = []
    private(set) var nameIDs: [Int] = []
    private(set) var nameParts: [String] = []
    /// Each template's instructions, by its number.
    private(set) var templates: [Range<Int>] = []
    private var templateNumbers: [String: Int] = [:]
    /// Each block name's number, and each parent's blocks: a block's number to its instructions.
    private var blockNumbers: [String: Int] = [:]
    private(set) var blockSets: [[Int: Range<Int>]] = []

    init(_ templates: [String: [MustacheNode]]) {
        let names = templates.keys.sorted()
        for (number, name) in names.enumerated() { templateNumbers[name] = number }
        for name in names {
            let start = instructions.count
            compile(templates[name] ?? [])
            self.templates.append(start..<instructions.count)
        }
    }

    /// The instructions of the template named `name`; none for a template that does not exist.
    func template(named name: String) -> Range<Int> {
        templateNumbers[name].map { templates[$0] } ?? 0..<0
    }

    private mutating func compile(_ nodes: [MustacheNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                instructions.append(.text(add(text)))
            case let .variable(name, escaped, placement):
                instructions.append(.variable(add(name), escaped: escaped, placement: placement))
            case let .section(name, children, inverted):
                let start = instructions.count
                instructions.append(Self.placeholder)
                compile(children)
                instructions[start] = .section(add(name), inverted: inverted, end: instructions.count)
            case let .partial(name, indentation, _):
                instructions.append(.partial(template: templateNumbers[name] ?? -1, indentation: add(indentation)))
            case let .parent(name, indentation, blocks, _):
                let start = instructions.count
                instructions.append(Self.placeholder)
                var set: [Int: Range<Int>] = [:]
                for (blockName, nodes) in blocks.sorted(by: { $0.key < $1.key }) {
                    let blockStart = instructions.count
                    compile(nodes)
                    set[number(ofBlock: blockName)] = blockStart..<instructions.count
                }
                blockSets.append(set)
                instructions[start] = .parent(
                    template: templateNumbers[name] ?? -1, indentation: add(indentation), blocks: blockSets.count - 1,
                    end: instructions.count)
            case let .block(name, defaults, indentation):
                let start = instructions.count
                instructions.append(Self.placeholder)
                compile(defaults)
                instructions[start] = .block(
                    name: number(ofBlock: name), indentation: add(indentation), end: instructions.count)
            case .contentType(let escaping):
                instructions.append(.contentType(escaping))
            }
        }
    }

    private mutating func add(_ text: String) -> Range<Int> {
        let start = bytes.count
        bytes += text.utf8
        return start..<bytes.count
    }

    private mutating func add(_ name: MustacheName) -> Name {
        let start = nameIDs.count
        nameIDs += name.ids
        nameParts += name.parts
        return Name(parts: start..<nameIDs.count)
    }

    private mutating func number(ofBlock name: String) -> Int {
        if let number = blockNumbers[name] { return number }
        let number = blockNumbers.count
        blockNumbers[name] = number
        return number
    }

    /// Holds an instruction's place until its content is compiled and its end known.
    private static let placeholder = Instruction.contentType(.text)
}

extension MustacheProgram: Sendable {}
extension MustacheProgram.Instruction: Sendable {}
extension MustacheProgram.Name: Sendable {}

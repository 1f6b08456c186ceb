import CYaml
import Yams

/// Builds the node tree Yams builds, in one pass of libyaml's events, for the YAML that nearly
/// every entry has: no aliases, anchors or explicit tags, no repeated keys, within the size and
/// depth limits. Anything else is left to `YAMLReader`'s full path (the shape check, then Yams),
/// which reports every problem at its place. Reading front matter once instead of twice (shape,
/// then tree) was a twentieth of a build.
enum YAMLComposer {
    enum Outcome {
        /// The document's root node; nil for an empty document.
        case document(Node?)
        /// Something the full reader has to look at, or report.
        case needsFullReader
    }

    static func compose(_ yaml: String, resolver: Resolver, constructor: Constructor) -> Outcome {
        guard canMakeMarks else { return .needsFullReader }
        var yaml = yaml
        return yaml.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return .needsFullReader }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var builder = Builder(tag: { Tag($0, resolver, constructor) })
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                switch builder.take(event) {
                case .goOn: continue
                case .done: return .document(builder.root)
                case .unsupported: return .needsFullReader
                }
            }
            return .needsFullReader
        }
    }

    /// Yams gives `Mark` no public initialiser; it holds a line and a column and nothing else, so
    /// one is made from the two. Were its layout ever to differ, every document goes to Yams.
    private static let canMakeMarks = MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size
        && MemoryLayout<Mark>.alignment == MemoryLayout<(Int, Int)>.alignment

    private static func mark(_ position: yaml_mark_t) -> Mark {
        unsafeBitCast((Int(position.line) + 1, Int(position.column) + 1), to: Mark.self)
    }

    /// An open collection: a sequence's items, or a mapping's pairs and the key waiting for its value.
    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var items: [Node] = []
        var pairs: [(Node, Node)] = []
        var pendingKey: Node?
        var keys: Set<String> = []
    }

    /// Collections open while their events come, innermost last.
    private struct Builder {
        enum Step { case goOn, done, unsupported }

        let tag: (Tag.Name) -> Tag
        private var open: [Frame] = []
        private(set) var root: Node?
        private var documents = 0
        private var nodes = 0

        init(tag: @escaping (Tag.Name) -> Tag) {
            self.tag = tag
        }

        mutating func take(_ event: yaml_event_t) -> Step {
            switch event.type {
            case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
                return .goOn
            case YAML_DOCUMENT_START_EVENT:
                // A second document is an error Yams words.
                documents += 1
                return documents > 1 ? .unsupported : .goOn
            case YAML_STREAM_END_EVENT:
                return open.isEmpty ? .done : .unsupported
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil || scalar.quoted_implicit == 1,
                      let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) else { return .unsupported }
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                // As Yams: a quoted scalar is a string by its quotes, a plain one is resolved later.
                let node = Node.scalar(.init(text, tag(scalar.quoted_implicit == 1 ? .str : .implicit), style, YAMLComposer.mark(event.start_mark)))
                return add(node)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let (anchor, tagName, implicit) = isMapping
                    ? (event.data.mapping_start.anchor, event.data.mapping_start.tag, event.data.mapping_start.implicit)
                    : (event.data.sequence_start.anchor, event.data.sequence_start.tag, event.data.sequence_start.implicit)
                guard anchor == nil, implicit != 0 || tagName == nil else { return .unsupported }
                open.append(Frame(isMapping: isMapping, mark: YAMLComposer.mark(event.start_mark)))
                nodes += 1
                return nodes > YAMLShape.maximumNodes || open.count > YAMLShape.maximumDepth ? .unsupported : .goOn
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = open.popLast(), frame.isMapping == (event.type == YAML_MAPPING_END_EVENT), frame.pendingKey == nil else { return .unsupported }
                // Yams takes a collection's style from its end event, which libyaml leaves empty.
                let node: Node = frame.isMapping
                    ? .mapping(.init(frame.pairs, tag(.implicit), .any, frame.mark))
                    : .sequence(.init(frame.items, tag(.implicit), .any, frame.mark))
                return place(node)
            default:
                // Aliases, and anything this reader does not know.
                return .unsupported
            }
        }

        /// A scalar, counted as `YAMLShape` counts it: past either limit, the full reader reports it.
        private mutating func add(_ node: Node) -> Step {
            nodes += 1
            if nodes > YAMLShape.maximumNodes || open.count + 1 > YAMLShape.maximumDepth { return .unsupported }
            return place(node)
        }

        private mutating func place(_ node: Node) -> Step {
            guard !open.isEmpty else {
                root = node
                return .goOn
            }
            let last = open.count - 1
            guard open[last].isMapping else {
                open[last].items.append(node)
                return .goOn
            }
            if let key = open[last].pendingKey {
                open[last].pairs.append((key, node))
                open[last].pendingKey = nil
                return .goOn
            }
            // A key Yams would find twice, or one that is not plain text, goes to Yams.
            guard let text = node.scalar?.string, open[last].keys.insert(text).inserted else { return .unsupported }
            open[last].pendingKey = node
            return .goOn
        }
    }
}

import CYaml
import Yams

/// Builds the node tree Yams builds, in one pass, for the YAML that nearly every entry has: no
/// aliases, anchors or explicit tags, no repeated keys, within the size and depth limits. Block
/// YAML is read from its bytes (`BlockYAMLReader`), the rest from libyaml's events. Anything
/// else is left to `YAMLReader`'s full path (the shape check, then Yams), which reports every
/// problem at its place. Reading front matter once instead of twice (shape, then tree) was a
/// twentieth of a build.
enum YAMLComposer {
    enum Outcome {
        /// The document's root node; nil for an empty document.
        case document(Node?)
        /// Something the full reader has to look at, or report.
        case needsFullReader
    }

    static func compose(_ yaml: String, resolver: Resolver, constructor: Constructor) -> Outcome {
        guard canMakeMarks else { return .needsFullReader }
        if let root = BlockYAMLReader.read(yaml, tag: { Tag($0, resolver, constructor) }) { return .document(root) }
        return composeEvents(yaml, resolver: resolver, constructor: constructor)
    }

    /// The tree from libyaml's events: what `BlockYAMLReader` does not read.
    static func composeEvents(_ yaml: String, resolver: Resolver, constructor: Constructor) -> Outcome {
        guard canMakeMarks else { return .needsFullReader }
        var builder = Builder(tag: { Tag($0, resolver, constructor) })
        let (outcome, _) = YAMLEvents.read(yaml) { builder.take($0) }
        // A syntax error: the full reader words it.
        return outcome ?? .needsFullReader
    }

    /// Yams gives `Mark` no public initialiser; it holds a line and a column and nothing else, so
    /// one is made from the two. Were its layout ever to differ, every document goes to Yams; a
    /// change the size cannot show (the two swapped) fails YAMLComposerTests.
    static let canMakeMarks =
        MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size
        && MemoryLayout<Mark>.alignment == MemoryLayout<(Int, Int)>.alignment

    /// A 1-based line and column as Yams' `Mark`; only when `canMakeMarks`.
    static func mark(line: Int, column: Int) -> Mark {
        unsafeBitCast((line, column), to: Mark.self)
    }

    private static func mark(_ position: yaml_mark_t) -> Mark {
        let (line, column) = YAMLEvents.position(position)
        return mark(line: line, column: column)
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
        let tag: (Tag.Name) -> Tag
        private var open: [Frame] = []
        private var root: Node?
        private var documents = 0
        private var nodes = 0

        init(tag: @escaping (Tag.Name) -> Tag) {
            self.tag = tag
        }

        /// What the document is once this event settles it; nil while it goes on.
        mutating func take(_ event: yaml_event_t) -> Outcome? {
            switch event.type {
            case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
                return nil
            case YAML_DOCUMENT_START_EVENT:
                // A second document is an error Yams words.
                documents += 1
                return documents > 1 ? .needsFullReader : nil
            case YAML_STREAM_END_EVENT:
                return open.isEmpty ? .document(root) : .needsFullReader
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil || scalar.quoted_implicit == 1,
                    let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue))
                else { return .needsFullReader }
                let text = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                // As Yams: a quoted scalar is a string by its quotes, a plain one is resolved later.
                let node = Node.scalar(
                    .init(
                        text, tag(scalar.quoted_implicit == 1 ? .str : .implicit), style,
                        YAMLComposer.mark(event.start_mark)))
                return count(reaching: open.count + 1) ? place(node) : .needsFullReader
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let (anchor, tagName, implicit) =
                    isMapping
                    ? (event.data.mapping_start.anchor, event.data.mapping_start.tag, event.data.mapping_start.implicit)
                    : (
                        event.data.sequence_start.anchor, event.data.sequence_start.tag,
                        event.data.sequence_start.implicit
                    )
                guard anchor == nil, implicit != 0 || tagName == nil else { return .needsFullReader }
                open.append(Frame(isMapping: isMapping, mark: YAMLComposer.mark(event.start_mark)))
                return count(reaching: open.count) ? nil : .needsFullReader
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = open.popLast(), frame.isMapping == (event.type == YAML_MAPPING_END_EVENT),
                    frame.pendingKey == nil
                else { return .needsFullReader }
                // Yams takes a collection's style from its end event, which libyaml leaves empty.
                let node: Node =
                    frame.isMapping
                    ? .mapping(.init(frame.pairs, tag(.implicit), .any, frame.mark))
                    : .sequence(.init(frame.items, tag(.implicit), .any, frame.mark))
                return place(node)
            default:
                // Aliases, and anything this reader does not know.
                return .needsFullReader
            }
        }

        /// One more node, at `depth`, counted as `YAMLShape` counts it: false past either limit,
        /// which the full reader reports.
        private mutating func count(reaching depth: Int) -> Bool {
            nodes += 1
            return nodes <= YAMLShape.maximumNodes && depth <= YAMLShape.maximumDepth
        }

        private mutating func place(_ node: Node) -> Outcome? {
            guard !open.isEmpty else {
                root = node
                return nil
            }
            let last = open.count - 1
            guard open[last].isMapping else {
                open[last].items.append(node)
                return nil
            }
            if let key = open[last].pendingKey {
                open[last].pairs.append((key, node))
                open[last].pendingKey = nil
                return nil
            }
            // A key Yams would find twice, or one that is not plain text, goes to Yams.
            guard let text = node.scalar?.string, open[last].keys.insert(text).inserted else { return .needsFullReader }
            open[last].pendingKey = node
            return nil
        }
    }
}

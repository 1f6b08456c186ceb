import A11yDocsModel
import CYaml

/// Measures front matter from libyaml's event stream before Yams builds a tree of it. Aliases
/// make YAML a compression format: a few hundred bytes can stand for billions of nodes, and Yams
/// (comparing mapping keys) and the decoder (walking values) both work on the expanded tree. So
/// the expanded size and depth are counted first, in one linear pass, and refused past a limit.
package enum YAMLShape {
    /// Front matter of a real entry has tens to hundreds of nodes, nested a few levels.
    static let maximumNodes = 20_000
    package static let maximumDepth = 32

    /// The first place past a limit, in the YAML's own lines and columns (1-based); nil when the
    /// YAML is within limits, or cannot be parsed (Yams then reports the syntax error).
    package static func check(_ yaml: String) -> Diagnostic.ProblemAt? {
        var measure = Measure()
        let (found, stop) = YAMLEvents.read(yaml) { event -> Diagnostic.ProblemAt? in
            let problem: Problem?
            switch event.type {
            case YAML_SCALAR_EVENT:
                problem = measure.leaf(anchor: text(event.data.scalar.anchor))
            case YAML_ALIAS_EVENT:
                problem = measure.alias(text(event.data.alias.anchor))
            case YAML_SEQUENCE_START_EVENT:
                problem = measure.open(anchor: text(event.data.sequence_start.anchor))
            case YAML_MAPPING_START_EVENT:
                problem = measure.open(anchor: text(event.data.mapping_start.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                problem = measure.close()
            default:
                problem = nil
            }
            let mark = YAMLEvents.position(event.start_mark)
            return problem.map { Diagnostic.ProblemAt($0, line: mark.line, column: mark.column) }
        }
        if let found { return found }
        // libyaml scans flow collections ahead, so it may reach its own nesting limit first.
        guard let stop, stop.problem.contains("nesting level") else { return nil }
        return Diagnostic.ProblemAt(.yamlTooDeep(limit: maximumDepth), line: stop.line, column: stop.column)
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    /// Running totals over the event stream: how many nodes the tree has once every alias is
    /// expanded, and how deep it goes.
    private struct Measure {
        /// An open collection: its anchor, expanded size and height so far.
        struct Frame {
            var anchor: String?
            var size = 1
            var height = 1
        }

        var open: [Frame] = []
        /// Expanded size and height of each anchored node.
        var anchors: [String: (size: Int, height: Int)] = [:]
        var nodes = 0

        mutating func open(anchor: String?) -> Problem? {
            open.append(Frame(anchor: anchor))
            return count(added: 1, reaching: open.count)
        }

        mutating func close() -> Problem? {
            guard let frame = open.popLast() else { return nil }
            if let anchor = frame.anchor { anchors[anchor] = (frame.size, frame.height) }
            addToParent(size: frame.size, height: frame.height)
            return nil
        }

        mutating func leaf(anchor: String?) -> Problem? {
            if let anchor { anchors[anchor] = (1, 1) }
            return child(size: 1, height: 1)
        }

        /// An undefined alias counts as one node; Yams reports it.
        mutating func alias(_ name: String?) -> Problem? {
            let expanded = name.flatMap { anchors[$0] } ?? (size: 1, height: 1)
            return child(size: expanded.size, height: expanded.height)
        }

        private mutating func child(size: Int, height: Int) -> Problem? {
            addToParent(size: size, height: height)
            return count(added: size, reaching: open.count + height)
        }

        private mutating func addToParent(size: Int, height: Int) {
            guard !open.isEmpty else { return }
            open[open.count - 1].size += size
            open[open.count - 1].height = max(open[open.count - 1].height, height + 1)
        }

        private mutating func count(added: Int, reaching depth: Int) -> Problem? {
            nodes += added
            if nodes > YAMLShape.maximumNodes { return .yamlTooLarge(limit: YAMLShape.maximumNodes) }
            if depth > YAMLShape.maximumDepth { return .yamlTooDeep(limit: YAMLShape.maximumDepth) }
            return nil
        }
    }
}

import Yams

/// The front matter the import writes, as YAML Yams emits: keys in a11ydocs' order, and each text
/// in the plainest style that reads back as the same text — plain where it can be, quoted where a
/// colon, a quote, `#` or a leading `-` needs it, a block (`|`) for lines of their own, and
/// double-quoted where plain text would read as something else (`null`, `true`, `3`). Where a
/// style cannot hold a text, the emitter picks one that can.
struct FrontMatterWriter {
    private var pairs: [(Node, Node)] = []

    mutating func add(_ key: String, _ value: Node) {
        pairs.append((Self.text(key), value))
    }

    mutating func add(_ key: String, text: String?) {
        guard let text else { return }
        add(key, Self.text(text))
    }

    /// `key: [a, b]` as a block list; nothing when empty.
    mutating func add(_ key: String, list: [String]) {
        guard !list.isEmpty else { return }
        add(key, Node.sequence(Node.Sequence(list.map(Self.text))))
    }

    /// The YAML alone.
    var yaml: String {
        (try? Yams.serialize(node: Node.mapping(Node.Mapping(pairs)), width: -1, allowUnicode: true)) ?? ""
    }

    /// The front matter between its `---` lines.
    var text: String { "---\n" + yaml + "---\n" }

    /// A text scalar that reads back as the same text.
    static func text(_ value: String) -> Node {
        let plain = Node(value)
        let style: Node.Scalar.Style
        if Resolver.default.resolveTag(of: plain) != .str {
            style = .doubleQuoted
        } else {
            style = value.contains("\n") ? .literal : .any
        }
        return Node(value, Tag(.str), style)
    }

    /// An ordered map of texts.
    static func map(_ pairs: [(String, String)]) -> Node {
        Node.mapping(Node.Mapping(pairs.map { (text($0.0), text($0.1)) }))
    }

    /// A list of one-pair maps: a test group whose keys repeat (`State:` twice) keeps every row.
    static func pairList(_ pairs: [(String, String)]) -> Node {
        Node.sequence(Node.Sequence(pairs.map { map([$0]) }))
    }
}

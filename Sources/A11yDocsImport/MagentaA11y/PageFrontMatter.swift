import Yams

/// The front matter of an imported page, in a11ydocs' key order: a pattern's title, category,
/// description, old slugs, WCAG criteria, test groups and videos; a guide's title, description
/// and category. A test group whose keys repeat is written as a list of one-row maps, which keeps
/// every row where a map would refuse the second; in screen-reader output, where a11ydocs holds
/// one name, role, group and state, rows for the same one are joined into it, a line each.
struct PageFrontMatter {
    var title: String
    var category: String
    var description: String?
    var aliases: [String] = []
    var wcag: [String] = []
    var groups: [(kind: TestGroupKind, rows: [TestRow])] = []
    var videos: [MagentaVideo] = []

    var text: String {
        var writer = FrontMatterWriter()
        writer.add("title", text: title)
        // A category with a blank in it is one name: as a list, it is not split at the blank.
        if category.contains(where: \.isWhitespace) {
            writer.add("categories", list: [category])
        } else {
            writer.add("categories", text: category)
        }
        writer.add("description", text: description)
        writer.add("aliases", list: aliases)
        writer.add("wcag", list: wcag)
        for kind in TestGroupKind.allCases {
            var rows = groups.filter { $0.kind == kind }.flatMap(\.rows).map { ($0.key, $0.text) }
            guard !rows.isEmpty else { continue }
            if kind == .screenReader { rows = Self.joiningOutputFields(rows) }
            let repeats = Set(rows.map(\.0)).count < rows.count
            writer.add(kind.key, repeats ? FrontMatterWriter.pairList(rows) : FrontMatterWriter.map(rows))
        }
        if !videos.isEmpty { writer.add("videos", Node.sequence(Node.Sequence(videos.map(Self.node)))) }
        return writer.text
    }

    /// The screen-reader fields a11ydocs holds one of, by the keys that name them.
    private static let outputFields: [String: String] = [
        "name": "name", "role": "role", "group": "group", "groups": "group", "grouping": "group",
        "groupings": "group", "state": "state", "states": "state",
    ]

    /// `State: A` and `State: B` as `State: A⏎B`, where the first was; other rows as they are.
    private static func joiningOutputFields(_ rows: [(String, String)]) -> [(String, String)] {
        var joined: [(String, String)] = []
        var fieldIndex: [String: Int] = [:]
        for (key, text) in rows {
            guard let field = outputFields[key.lowercased()] else {
                joined.append((key, text))
                continue
            }
            if let index = fieldIndex[field] {
                joined[index].1 += "\n" + text
            } else {
                fieldIndex[field] = joined.count
                joined.append((key, text))
            }
        }
        return joined
    }

    private static func node(_ video: MagentaVideo) -> Node {
        var fields: [(String, String)] = []
        for (key, value) in [
            ("technology", video.technology), ("platform", video.platform), ("browser", video.browser),
            ("src", video.src), ("type", video.type),
        ] {
            if let value { fields.append((key, value)) }
        }
        var pairs = fields.map { (FrontMatterWriter.text($0.0), FrontMatterWriter.text($0.1)) }
        if !video.captions.isEmpty {
            let captions = video.captions.map { caption in
                FrontMatterWriter.map(
                    [("src", caption.src)]
                        + [("language", caption.language), ("label", caption.label)].compactMap {
                            key, value in value.map { (key, $0) }
                        })
            }
            pairs.append((FrontMatterWriter.text("captions"), Node.sequence(Node.Sequence(captions))))
        }
        return Node.mapping(Node.Mapping(pairs))
    }
}

import Yams

/// The front matter of an imported page, in a11ydocs' key order: a pattern's title, category,
/// description, old slugs, WCAG criteria, test groups and videos; a guide's title, description
/// and category. A test group whose keys repeat is written as a list of one-row maps, which keeps
/// every row where a map would refuse the second.
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
            let rows = groups.filter { $0.kind == kind }.flatMap(\.rows).map { ($0.key, $0.text) }
            guard !rows.isEmpty else { continue }
            let repeats = Set(rows.map(\.0)).count < rows.count
            writer.add(kind.key, repeats ? FrontMatterWriter.pairList(rows) : FrontMatterWriter.map(rows))
        }
        if !videos.isEmpty { writer.add("videos", Node.sequence(Node.Sequence(videos.map(Self.node)))) }
        return writer.text
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

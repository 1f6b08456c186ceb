import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport
import Yams

/// The `a11ydocs.yml` an import writes beside the content folder, from `_config.yml`: the title,
/// description and address, the content and static folders, and the collections in the order the
/// Jekyll site lists them, with their titles. The import writes it only where there is none, or
/// with `--force`.
struct ImportedConfig: Equatable {
    var text: String
    /// What it sets, for the summary: `title`, `base_url`, `3 collections`.
    var settings: [String]
    var findings: [ImportFinding] = []

    /// `collections` are the a11ydocs collections imported, by name (`web`); `staticFolder` is nil
    /// when no site file was copied (a folder named in the settings must exist).
    init(
        from jekyll: JekyllConfig, source: String, path: String, contentFolder: String, staticFolder: String?,
        collections: [String]
    ) {
        var pairs: [(String, Node)] = []
        let quoted = { (text: String) in Node(text, Tag(.str), .doubleQuoted) }
        if let title = jekyll.title { pairs.append(("title", quoted(title))) }
        if let description = jekyll.description { pairs.append(("description", quoted(description))) }
        let baseURL = Self.baseURL(jekyll.values)
        if let baseURL { pairs.append(("base_url", quoted(baseURL))) }
        pairs.append(("content", quoted(contentFolder)))
        if let staticFolder { pairs.append(("static", quoted(staticFolder))) }
        let ordered = Self.ordered(collections, by: jekyll.collections)
        if !ordered.isEmpty {
            let entries: [(Node, Node)] = ordered.enumerated().map { index, collection in
                var fields: [(Node, Node)] = []
                if let title = collection.title { fields.append((Node("name"), quoted(title))) }
                fields.append((Node("order"), Node(String(index + 1))))
                if let description = collection.description {
                    fields.append((Node("description"), quoted(description)))
                }
                return (Node(collection.name), Node.mapping(Node.Mapping(fields)))
            }
            pairs.append(("collections", Node.mapping(Node.Mapping(entries))))
        }
        var text = Self.render(pairs, source: source)
        // The address is checked as `build` will read it; one it refuses is left out, with a word.
        if let baseURL {
            var loader = SiteConfigLoader(path: path)
            _ = loader.decode(text)
            if let problem = loader.diagnostics.first(where: { $0.severity == .error }) {
                pairs.removeAll { $0.0 == "base_url" }
                text = Self.render(pairs, source: source)
                findings.append(
                    ImportFinding(
                        .jekyll(.baseURLNotCarried(baseURL, reason: problem.message)),
                        at: SourceLocation(path: ContentTree.join(source, JekyllConfig.fileName))))
            }
        }
        self.text = text
        settings =
            pairs.map(\.0).filter { ["title", "description", "base_url"].contains($0) }
            + (ordered.isEmpty ? [] : [Counted.count(ordered.count, "collection")])
    }

    /// `url` + `baseurl`, as `relative_url` and `absolute_url` join them; nil when both are empty.
    private static func baseURL(_ values: LiquidValues) -> String? {
        let joined = values.url + values.baseurl
        return joined.isEmpty ? nil : joined + "/"
    }

    /// The imported collections in `_config.yml`'s order (a checklist folder counting for its
    /// collection), then the others by name; each with its title and description.
    private static func ordered(_ names: [String], by listed: [JekyllConfig.Collection]) -> [JekyllConfig.Collection] {
        var result: [JekyllConfig.Collection] = []
        for entry in listed {
            let name = JekyllCollection(folder: "_" + entry.name)?.name ?? entry.name
            guard names.contains(name) else { continue }
            // A checklist listed first gives the place; either folder may give the title.
            if let index = result.firstIndex(where: { $0.name == name }) {
                result[index].title = result[index].title ?? entry.title
                result[index].description = result[index].description ?? entry.description
            } else {
                result.append(JekyllConfig.Collection(name: name, title: entry.title, description: entry.description))
            }
        }
        for name in names.sorted() where !result.contains(where: { $0.name == name }) {
            result.append(JekyllConfig.Collection(name: name))
        }
        return result
    }

    private static func render(_ pairs: [(String, Node)], source: String) -> String {
        let mapping = Node.mapping(Node.Mapping(pairs.map { (Node($0.0), $0.1) }))
        let body = (try? Yams.serialize(node: mapping, width: -1, allowUnicode: true)) ?? ""
        return """
            # a11ydocs settings, written by 'a11ydocs import jekyll' from \(source)/\(JekyllConfig.fileName).
            # Every key is described in a11ydocs' docs/configuration.md; 'a11ydocs init' writes a commented example.

            """ + body
    }
}

import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport
import Foundation
import Yams

/// What the import carries over from a Jekyll site's `_config.yml`: the site's title,
/// description and address, and its collections in the order written, with the titles some sites
/// give them. Jekyll's own settings (`markdown`, `defaults`, plugins) mean nothing to a11ydocs.
struct JekyllConfig: Equatable {
    struct Collection: Equatable {
        /// The name as `_config.yml` writes it: `checklist-web`, `native`.
        package var name: String
        package var title: String?
        package var description: String?
    }

    var title: String?
    var description: String?
    var url = ""
    var baseurl = ""
    var collections: [Collection] = []
    /// Where collection folders are, relative to the site (`collections_dir`); "" for the site itself.
    var collectionsFolder = ""

    /// The config file's path under the site.
    static let fileName = "_config.yml"

    init() {}

    /// Reads the file; a missing one is a site with Jekyll's defaults. Problems are located in it.
    static func read(site: SiteFiles, siteDirectory: String) -> (config: JekyllConfig, findings: [ImportFinding]) {
        let path = ContentTree.join(siteDirectory, fileName)
        guard case .data(let data) = site.read(path, maxBytes: 1 << 20) else { return (JekyllConfig(), []) }
        let notRead = { (reason: String, line: Int, column: Int) in
            (
                JekyllConfig(),
                [
                    ImportFinding(
                        .jekyll(.configNotRead(reason)), at: SourceLocation(path: path, line: line, column: column))
                ]
            )
        }
        guard case .success(let text) = SourceText.decode(data) else { return notRead("it is not UTF-8 text", 1, 1) }
        switch YAMLReader.compose(text) {
        case .failure(let failure):
            let first = failure.findings.first
            var reason = "it is not valid YAML"
            if case .invalidYAML(let detail)? = first?.problem { reason = "it is not valid YAML: \(detail)" }
            return notRead(reason, first?.line ?? 1, first?.column ?? 1)
        case .success(let root):
            guard let mapping = root?.mapping else { return (JekyllConfig(), []) }
            return (JekyllConfig(mapping), [])
        }
    }

    init(_ mapping: Node.Mapping) {
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "title": title = Self.text(value)
            case "description": description = Self.text(value)
            case "url": url = Self.text(value) ?? ""
            case "baseurl": baseurl = Self.text(value) ?? ""
            case "collections_dir": collectionsFolder = Self.text(value) ?? ""
            case "collections": collections = Self.collections(value)
            default: continue
            }
        }
    }

    /// `collections:` as a map (`native: {output: true, title: Native}`) or a list of names.
    private static func collections(_ node: Node) -> [Collection] {
        if let sequence = node.sequence { return sequence.compactMap { text($0) }.map { Collection(name: $0) } }
        guard let mapping = node.mapping else { return [] }
        return mapping.compactMap { keyNode, value in
            guard let name = keyNode.string?.trimmed(), !name.isEmpty else { return nil }
            let settings = value.mapping
            let title = settings?["title"].flatMap(text) ?? settings?["name"].flatMap(text)
            return Collection(name: name, title: title, description: settings?["description"].flatMap(text))
        }
    }

    /// A scalar's text, trimmed; nil for anything else or an empty value.
    private static func text(_ node: Node) -> String? {
        guard let scalar = node.scalar else { return nil }
        let text = scalar.string.trimmed()
        return text.isEmpty || (scalar.style == .plain && ["~", "null"].contains(text)) ? nil : text
    }

    /// The values Liquid fills in from this file.
    var values: LiquidValues {
        LiquidValues(siteTitle: title, siteDescription: description, url: url, baseurl: baseurl)
    }
}

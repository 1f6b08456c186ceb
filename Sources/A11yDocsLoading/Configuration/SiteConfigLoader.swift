import A11yDocsModel
import A11yDocsSupport
import Foundation
import Yams

/// Reads `a11ydocs.yml` with Yams, like the front matter: key order and marks kept, every problem
/// located at `a11ydocs.yml:line:column`. Unknown keys are warnings with a suggestion; a key
/// spelled another common way (`baseurl`, `base-url`) is read as the key it means; a value of the
/// wrong kind is an error, since the site would not be what the author asked for.
public struct SiteConfigLoader: YAMLValueReading {
    public static let knownKeys = [
        "title", "description", "base_url", "language", "repository", "edit_path", "links", "drafts",
        "collections", "footer", "content", "templates", "output", "static", "assistive_technologies",
        "stale_after", "require_tested", "not_applicable", "logo", "favicon", "accent",
    ]

    package var path: String
    package private(set) var diagnostics: [Diagnostic] = []

    /// The config and its warnings; throws a `BuildError` (step `config`) listing every problem
    /// when any is an error.
    public static func load(from path: String) throws -> (config: SiteConfig, warnings: [Diagnostic]) {
        let text: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard case .success(let decoded) = SourceText.decode(data) else {
                throw BuildError(
                    step: "config", diagnostics: [Diagnostic(.invalidUTF8, at: SourceLocation(path: path))])
            }
            text = decoded
        } catch let error as BuildError {
            throw error
        } catch {
            throw BuildError(
                step: "config",
                diagnostics: [
                    Diagnostic(.unreadableFile(reason: error.localizedDescription), at: SourceLocation(path: path))
                ])
        }
        var loader = SiteConfigLoader(path: path)
        let config = loader.decode(text)
        if loader.diagnostics.hasErrors {
            throw BuildError(step: "config", diagnostics: loader.diagnostics.sortedByLocation())
        }
        return (config, loader.diagnostics.sortedByLocation())
    }

    package init(path: String) {
        self.path = path
    }

    package mutating func decode(_ yaml: String) -> SiteConfig {
        var config = SiteConfig(path: path)
        let root: Node?
        switch YAMLReader.compose(yaml) {
        case .success(let node): root = node
        case .failure(let failure):
            diagnostics += failure.findings.map {
                Diagnostic($0.problem, at: SourceLocation(path: path, line: $0.line ?? 1, column: $0.column))
            }
            return config
        }
        // An empty file, or one of comments only, is a site with every default.
        guard let root, !(root.scalar?.string.trimmed().isEmpty ?? false) else { return config }
        guard let mapping = root.mapping else {
            report(.configNotAMapping, at: root.mark)
            return config
        }
        var brandFiles: [(key: String, value: Node)] = []
        for (keyNode, value) in mapping {
            let written = keyNode.string ?? ""
            guard let key = Self.key(for: written) else {
                report(
                    .unknownKey(written, suggestion: Suggestion.closest(to: written, in: Self.knownKeys)),
                    at: keyNode.mark)
                continue
            }
            if key != written { report(.keyReadAs(written, key: key), at: keyNode.mark) }
            config.keyLocations[key] = SourceLocation(
                path: path, line: keyNode.mark?.line ?? 1, column: keyNode.mark?.column ?? 1)
            switch key {
            case "title": config.title = optionalText(value, key: key)
            case "description": config.description = optionalText(value, key: key)
            case "base_url": config.baseURL = baseURL(value)
            case "language": config.language = optionalText(value, key: key)
            case "repository": config.repository = url(value, key: key)
            case "edit_path": config.editPath = optionalText(value, key: key)
            case "links": config.links = linkStyle(value)
            case "drafts": config.drafts = boolean(value, key: key)
            case "collections": config.collections = collections(value)
            case "footer": config.footer = footer(value)
            case "content": config.content = folder(value, key: key)
            case "templates": config.templates = folder(value, key: key)
            case "output": config.output = folder(value, key: key)
            case "static": config.staticFolder = folder(value, key: key)
            case "assistive_technologies": config.assistiveTechnologies = assistiveTechnologies(value)
            case "stale_after": config.staleAfter = staleAfter(value)
            case "require_tested": config.requireTested = boolean(value, key: key)
            case "not_applicable": config.notApplicable = notApplicable(value)
            case "logo", "favicon": brandFiles.append((key, value))
            case "accent": config.brand.accent = accent(value)
            default: break
            }
        }
        // After the loop: `static:` may come after them, and names the folder they are in.
        for (key, value) in brandFiles {
            let file = brandFile(value, key: key, staticFolder: config.staticFolder ?? "Static")
            if key == "logo" { config.brand.logo = file } else { config.brand.favicon = file }
        }
        return config
    }

    /// The known key a written one means: itself, or the same letters with `-`, `_` or case changed.
    package static func key(for written: String) -> String? {
        if knownKeys.contains(written) { return written }
        let squashed = written.lowercased().filter { $0 != "_" && $0 != "-" }
        return knownKeys.first { $0.filter { $0 != "_" } == squashed }
    }

    // MARK: Values

    private mutating func baseURL(_ node: Node) -> String? {
        guard let value = optionalText(node, key: "base_url") else { return nil }
        guard SiteOptions.isValidBaseURL(value) else {
            report(.wrongType(key: "base_url", expected: SiteOptions.baseURLForms), at: node.mark)
            return nil
        }
        return value
    }

    /// A folder named in the file must lead, links followed, to a place inside the folder that
    /// holds the file: a repository's settings must not publish, serve or overwrite what lies
    /// outside it (`static: /home/me/.ssh`). Only the command line may name a folder elsewhere.
    private mutating func folder(_ node: Node, key: String) -> String? {
        guard let value = optionalText(node, key: key) else { return nil }
        let library = PathText.parent(path).isEmpty ? "." : PathText.parent(path)
        let named = PathText.join(library, value)
        guard PathText.isInside(named, folder: library) else {
            let flag = key == "static" ? nil : "--\(key)"
            report(
                .folderOutsideLibrary(
                    key: key, resolved: PathText.resolved(named), library: PathText.resolved(library), flag: flag),
                at: node.mark)
            return nil
        }
        return value
    }

    private mutating func url(_ node: Node, key: String) -> String? {
        guard let value = optionalText(node, key: key) else { return nil }
        guard value.hasPrefix("https://") || value.hasPrefix("http://") else {
            report(.wrongType(key: key, expected: "a full URL, e.g. 'https://github.com/team/patterns'"), at: node.mark)
            return nil
        }
        return value
    }

    private mutating func linkStyle(_ node: Node) -> LinkStyle? {
        guard let value = optionalText(node, key: "links") else { return nil }
        guard let style = LinkStyle(rawValue: value.lowercased()) else {
            report(
                .wrongType(
                    key: "links", expected: "'pretty' (native/carousel/) or 'files' (native/carousel/index.html)"),
                at: node.mark)
            return nil
        }
        return style
    }

    /// `native: Native apps`, or `native:` with `name`, `order` and `description` below it.
    private mutating func collections(_ node: Node) -> [CollectionSettings] {
        guard let mapping = node.mapping else {
            report(
                .wrongType(
                    key: "collections",
                    expected:
                        "a map of collection folders, e.g. 'native:' with 'name', 'order', 'description' and 'kind' "
                        + "below it"),
                at: node.mark)
            return []
        }
        var result: [CollectionSettings] = []
        for (folderNode, value) in mapping {
            var settings = CollectionSettings(folder: folderNode.string ?? "")
            if value.scalar != nil {
                settings.name = optionalText(value, key: "collections: \(settings.folder)")
            } else if let fields = value.mapping {
                for (fieldNode, field) in fields {
                    let name = fieldNode.string ?? ""
                    switch name {
                    case "name": settings.name = optionalText(field, key: name)
                    case "description": settings.description = optionalText(field, key: name)
                    case "order":
                        if let order = integer(field, key: name, example: "order: 1") { settings.order = order }
                    case "kind": settings.kind = collectionKind(field) ?? settings.kind
                    default:
                        report(
                            .unknownKey(name, suggestion: Suggestion.closest(to: name, in: Self.collectionKeys)),
                            at: fieldNode.mark)
                    }
                }
            } else {
                report(
                    .wrongType(
                        key: "collections: \(settings.folder)",
                        expected: "a display name, or 'name', 'order', 'description' and 'kind' below it"),
                    at: value.mark)
            }
            result.append(settings)
        }
        return result
    }

    /// What a collection's block may hold.
    static let collectionKeys = ["name", "order", "description", "kind"]

    /// `patterns` or `guides`; anything else is an error at the value, with the kind it is closest to.
    private mutating func collectionKind(_ node: Node) -> CollectionKind? {
        guard let value = optionalText(node, key: "kind") else { return nil }
        if let kind = CollectionKind(rawValue: value.lowercased()) { return kind }
        let suggestion = Suggestion.closest(to: value, in: CollectionKind.allCases.map(\.rawValue))
        report(.unknownCollectionKind(value, suggestion: suggestion), at: node.mark)
        return nil
    }

    /// A list of `text:` + `url:` pairs, or a map of texts to URLs.
    private mutating func footer(_ node: Node) -> [FooterLink] {
        if let mapping = node.mapping {
            return mapping.compactMap { textNode, urlNode in
                guard let text = optionalText(textNode, key: "footer"),
                    let url = optionalText(urlNode, key: "footer: \(text)")
                else { return nil }
                return FooterLink(text: text, url: url)
            }
        }
        guard let sequence = node.sequence else {
            report(.wrongType(key: "footer", expected: "a list of links, each with 'text' and 'url'"), at: node.mark)
            return []
        }
        return sequence.compactMap { item -> FooterLink? in
            guard let fields = item.mapping else {
                report(
                    .wrongType(key: "footer", expected: "a list of links, each with 'text' and 'url'"), at: item.mark)
                return nil
            }
            var text: String?, url: String?
            for (fieldNode, field) in fields {
                switch fieldNode.string ?? "" {
                case "text": text = optionalText(field, key: "text")
                case "url": url = optionalText(field, key: "url")
                default:
                    // `- Team site: https://…` is a link written as one pair.
                    if fields.count == 1, let written = fieldNode.string, let value = optionalText(field, key: written)
                    {
                        text = written
                        url = value
                    } else {
                        report(
                            .unknownKey(
                                fieldNode.string ?? "",
                                suggestion: Suggestion.closest(to: fieldNode.string ?? "", in: ["text", "url"])),
                            at: fieldNode.mark)
                    }
                }
            }
            guard let text, let url else {
                report(.wrongType(key: "footer", expected: "a link with both 'text' and 'url'"), at: item.mark)
                return nil
            }
            return FooterLink(text: text, url: url)
        }
    }

    package mutating func report(_ problem: Problem, at mark: Mark?) {
        diagnostics.append(
            Diagnostic(problem, at: SourceLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1)))
    }
}

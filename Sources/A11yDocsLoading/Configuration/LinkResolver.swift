import A11yDocsModel

/// Rewrites links written in an entry or a guide (relative to its source file) for the page that
/// shows them: a link to an entry's or a guide's `.md` file goes to its page (HTML) or mirror
/// (Markdown); other relative links go to the file copied beside the output; absolute links stay
/// as they are.
package struct LinkResolver {
    package enum Format { case html, markdown }

    /// Entries by their path relative to the content folder.
    var entriesByFile: [String: Entry]
    /// Guides by their path relative to the content folder.
    var guidesByFile: [String: Guide]
    /// How entry pages are linked: their folder, or its `index.html`.
    package var links: LinkStyle = .pretty

    package init(entriesByFile: [String: Entry], guidesByFile: [String: Guide] = [:], links: LinkStyle = .pretty) {
        self.entriesByFile = entriesByFile
        self.guidesByFile = guidesByFile
        self.links = links
    }

    /// Where an entry's links start from: what resolving them needs of the entry, taken once per
    /// page rather than copying the whole entry into every block's link closure.
    package struct Source {
        var sourceDirectory: String
        package var pageDirectory: String
        var collectionDirectory: String

        package init(_ entry: Entry) {
            sourceDirectory = entry.file.split(separator: "/").dropLast().joined(separator: "/")
            pageDirectory = SitePaths.pageDirectory(of: entry)
            collectionDirectory = SitePaths.collectionDirectory(of: entry)
        }

        package init(_ guide: Guide) {
            sourceDirectory = guide.file.split(separator: "/").dropLast().joined(separator: "/")
            pageDirectory = SitePaths.pageDirectory(of: guide)
            collectionDirectory = SitePaths.collectionDirectory(of: guide)
        }
    }

    package func resolve(_ url: String, in source: Source, for format: Format) -> String {
        guard Self.isRelative(url) else { return url }
        let (path, suffix) = Self.splitFragment(url)
        guard !path.isEmpty else { return url }
        guard let target = SitePaths.normalise(source.sourceDirectory + "/" + path) else { return url }
        let from = format == .html ? source.pageDirectory : source.collectionDirectory
        let destination: String?
        if let linked = entriesByFile[target] {
            destination = format == .html ? SitePaths.pageDirectory(of: linked) : SitePaths.mirrorFile(of: linked)
        } else if let linked = guidesByFile[target] {
            destination = format == .html ? SitePaths.pageDirectory(of: linked) : SitePaths.mirrorFile(of: linked)
        } else {
            destination = nil
        }
        if let destination {
            let link = SitePaths.relative(from: from, to: destination)
            return (format == .html && links == .files ? link + "index.html" : link) + suffix
        }
        return SitePaths.relative(from: from, to: target) + suffix
    }

    /// Whether the entry's link points at a file of the site: no scheme, not site-absolute, not a fragment.
    static func isRelative(_ url: String) -> Bool {
        if url.isEmpty || url.hasPrefix("#") || url.hasPrefix("/") { return false }
        let beforeSlash = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforeSlash.contains(":")
    }

    /// `a.md#focus` → (`a.md`, `#focus`).
    package static func splitFragment(_ url: String) -> (path: String, suffix: String) {
        guard let index = url.firstIndex(where: { $0 == "#" || $0 == "?" }) else { return (url, "") }
        return (String(url[..<index]), String(url[index...]))
    }
}

import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

/// A MagentaA11y 2.x library's folders as the import finds them from the folder the user names —
/// the repository, its `public/content` or its `documentation` — and its pages: the Markdown files
/// at `documentation/<collection>/<category>/<slug>.md`. Every other file of `documentation/`
/// (`MARKDOWN_GUIDE.md`, a page outside a category) is named as not imported. Files are read only
/// inside the content folder (`public/content`), whatever links they go through.
struct MagentaLibrary {
    struct Page {
        var collection: MagentaCollection
        var category: String
        /// The file name, e.g. `forms-&-inputs.md`.
        var name: String
        /// As the user would name it.
        var path: String

        /// The name without `.md`.
        var stem: String { String(name.dropLast(3)) }
    }

    /// `public/content`, as the user would name it: holds `documentation/` and `assets/`.
    var content: String
    var documentation: String
    /// The repository's folder, when the layout shows it: where `package.json` is.
    var repository: String?
    var files: SiteFiles
    var pages: [Page] = []
    var notImported: [ImportFinding] = []

    init(_ source: String) throws(MagentaImporter.Failure) {
        guard PathText.isFolder(source) else { throw .folderNotFound(source) }
        let nested = PathText.join(source, "public/content")
        if PathText.isFolder(PathText.join(nested, "documentation")) {
            (content, repository) = (nested, source)
        } else if PathText.isFolder(PathText.join(source, "documentation")) {
            content = source
            let parent = PathText.parent(source)
            repository = PathText.lastComponent(parent) == "public" ? Self.folder(PathText.parent(parent)) : nil
        } else if PathText.lastComponent(source) == "documentation" {
            content = Self.folder(PathText.parent(source))
            let publicFolder = PathText.parent(content)
            repository =
                PathText.lastComponent(content) == "content" && PathText.lastComponent(publicFolder) == "public"
                ? Self.folder(PathText.parent(publicFolder)) : nil
        } else {
            throw .noDocumentation(source)
        }
        documentation =
            PathText.lastComponent(source) == "documentation" ? source : PathText.join(content, "documentation")
        guard let files = SiteFiles(site: content) else { throw .folderNotFound(content) }
        self.files = files
        let walk = FileFingerprints.walk(documentation, within: files.root)
        notImported = WalkFindings.findings(of: walk, in: documentation, isEntry: ContentTree.isEntryFile)
        for relative in walk.files.keys.sorted() {
            if let page = page(relative) {
                pages.append(page)
            } else {
                notImported.append(
                    ImportFinding(.magenta(.notContent), at: .whole(PathText.join(documentation, relative))))
            }
        }
        guard !pages.isEmpty else { throw .noPages(documentation) }
    }

    /// `assets/` beside `documentation/`, where `src` paths lead.
    var assets: String { PathText.join(content, "assets") }

    /// `native/controls/rating.md` as a page; nil for any other place or kind of file.
    private func page(_ relative: String) -> Page? {
        let parts = relative.split(separator: "/").map(String.init)
        guard parts.count == 3, let collection = MagentaCollection(rawValue: parts[0].lowercased()),
            ContentTree.isEntryFile(parts[2]), parts[2].count > 3
        else { return nil }
        return Page(
            collection: collection, category: parts[1], name: parts[2], path: PathText.join(documentation, relative))
    }

    /// A parent as a folder to name: `.` for the current one.
    private static func folder(_ path: String) -> String { path.isEmpty ? "." : path }
}

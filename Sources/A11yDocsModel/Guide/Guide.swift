import A11yDocsSupport
import Foundation

/// A free page of a guides collection (`kind: guides` in `a11ydocs.yml`): a title, an optional
/// description and order, and Markdown as the author wrote it. It has no test groups, criteria or
/// developer notes, so it is in no export; it is published beside the entries, at
/// `<collection>/<slug>/`, with a Markdown mirror.
public struct Guide: Hashable, Sendable {
    /// File name without `.md`; unique within a collection.
    public var slug: String
    /// First folder under the content folder, e.g. `how-to-test`.
    public var collection: String
    public var title: String
    /// Optional, as an entry's are written (a string with spaces, or a list).
    public var categories: [String]
    public var description: String?
    /// Sort key inside the collection; guides without one follow, by title.
    public var order: Int?
    /// Left out of a build unless drafts are asked for (`draft: true`, `published: false`, `_name.md`).
    public var isDraft: Bool
    /// The Markdown after the front matter, as written: free headings, lists, tables, code, HTML.
    public var body: String
    /// Front-matter keys a guide has no place for (unknown ones, `tags`, and test groups written
    /// in a guide), as `- **key**: value` lines: shown under "Other details", as nothing an author
    /// writes is dropped.
    public var otherDetails: NoteSection?
    /// The file as the user named it (under the content folder the build was given).
    public var source: SourceLocation
    /// The file's path relative to the content folder, e.g. `how-to-test/keyboard.md`.
    public var file: String
    /// When the guide last changed (its last commit, else the file's date); set by the build.
    public var lastUpdated: Date?

    public init(
        slug: String, collection: String, title: String, categories: [String] = [], description: String? = nil,
        order: Int? = nil, isDraft: Bool = false, body: String, otherDetails: NoteSection? = nil,
        source: SourceLocation, file: String
    ) {
        self.slug = slug
        self.collection = collection
        self.title = title
        self.categories = categories
        self.description = description
        self.order = order
        self.isDraft = isDraft
        self.body = body
        self.otherDetails = otherDetails
        self.source = source
        self.file = file
    }
}

import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport

extension SearchDocument {
    /// A guide as a search result: no platforms or frameworks, so a platform or framework filter
    /// leaves it out.
    package init(guide: Guide, url: String, collectionName: String) {
        title = guide.title
        self.url = url
        collection = FolderName.anchor(guide.collection)
        self.collectionName = collectionName
        categories = guide.categories.map(FolderName.shown)
        description = guide.description
        platforms = []
        frameworks = []
        hasCode = Self.hasFence(guide.body)
        order = guide.order ?? .max
        isGuide = true
    }

    /// Calls `body` with each term of the guide and the field it is in: its title, collection,
    /// categories and description as an entry's, its text (headings too) as notes, its code as code.
    static func forEachTerm(
        of guide: Guide, collectionName: String, _ body: (UnsafeBufferPointer<UInt8>, Fields) -> Void
    ) {
        func add(_ text: String?, _ field: Fields) {
            guard let text else { return }
            SearchWords.forEachTerm(in: text) { body($0, field) }
        }
        add(guide.title, .title)
        add(guide.collection, .category)
        add(collectionName, .category)
        guide.categories.forEach { add($0, .category) }
        add(guide.description, .description)
        notes(guide.body, body)
        guide.otherDetails?.general.forEach { notes($0, body) }
    }

    /// Whether a line of the text opens a fenced code block.
    private static func hasFence(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains {
            let line = $0.drop { $0 == " " || $0 == "\t" }
            return line.hasPrefix("```") || line.hasPrefix("~~~")
        }
    }
}

extension SitePaths {
    /// `how-to-test/keyboard/`: a guide's page is where an entry's would be.
    public static func pageDirectory(of guide: Guide) -> String { "\(guide.collection)/\(guide.slug)/" }
    package static func pageFile(of guide: Guide) -> String { pageFile(in: pageDirectory(of: guide)) }
    /// `how-to-test/keyboard.md`: the Markdown mirror, beside the page folder.
    package static func mirrorFile(of guide: Guide) -> String { "\(guide.collection)/\(guide.slug).md" }
    package static func collectionDirectory(of guide: Guide) -> String { "\(guide.collection)/" }

    /// The guide page's full address under the base URL.
    public static func url(of guide: Guide, baseURL: String) -> String { baseURL + pageDirectory(of: guide) }
}

/// A "how to test" page as an a11ydocs guide: a free page whose body is the Markdown as written —
/// headings in their order, lists that hold headings, the raw-HTML pass and fail demos made live
/// examples (`GuideDemos`) — with a
/// front matter made of its title (from its name), its category (from its folder) and, as its
/// description, the first paragraph of its General Notes, which stays in the body too.
struct GuideConverter {
    struct Result {
        var text: String
        var problems: [ImportProblem.At] = []
        /// Raw-HTML demos made live examples.
        var demos = 0
    }

    var page: MagentaLibrary.Page

    func convert(_ lines: [SourceLine], media: inout MediaCopies) -> Result {
        let document = MagentaDocument(lines)
        let (title, _, headingLine) = PageTitle.take(from: document.preamble, page: page)
        // Without the `# Title` the title came from.
        let body = lines.filter { $0.number != headingLine }
        var frontMatter = PageFrontMatter(title: title, category: page.category)
        frontMatter.description = GeneralNotes.description(of: document.sections(.generalNotes).flatMap(\.lines))?.text
        let images = ImageReferences.apply(to: body, media: &media)
        let demos = GuideDemos.apply(to: images.lines)
        var written = BodyWriter()
        written.add(demos.lines)
        return Result(text: frontMatter.text + written.text, problems: images.problems, demos: demos.demos)
    }
}

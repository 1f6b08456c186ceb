/// A page's title: its `# Title` when the file starts with one (which then leaves the body, as
/// the page shows the title), else one made from the file's name (`SlugTitle`).
enum PageTitle {
    /// The title, the preamble without its `# Title`, and that heading's line when it gave the title.
    static func take(from preamble: [SourceLine], page: MagentaLibrary.Page) -> (
        title: String, rest: [SourceLine], headingLine: Int?
    ) {
        if let first = preamble.firstIndex(where: { !$0.isBlank }), let heading = preamble[first].heading,
            heading.level == 1, !heading.text.isEmpty
        {
            var rest = preamble
            rest.remove(at: first)
            return (heading.text, rest, preamble[first].number)
        }
        return (SlugTitle.make(page.stem), preamble, nil)
    }
}

/// `a11ydocs import magentaa11y`: a library in MagentaA11y 2.x's shape (Markdown split by level-2
/// headings under `public/content/documentation/`, no front matter) becomes a11ydocs collections.
/// What the seam sees of it; `MagentaPlanner` reads the library.
public struct MagentaImporter: LibraryImporter {
    /// Usage errors: the command refuses the folder as a whole.
    public enum Failure: ImportRefusal, Equatable {
        case folderNotFound(String)
        case noDocumentation(String)
        case noPages(String)

        public var description: String {
            switch self {
            case .folderNotFound(let path):
                return "folder '\(path)' not found — name the MagentaA11y repository's folder, its public/content "
                    + "or its documentation folder"
            case .noDocumentation(let path):
                return "'\(path)' holds no documentation folder (public/content/documentation/ with native/, web/ "
                    + "or how-to-test/) — name the repository's folder, its public/content or its documentation folder"
            case .noPages(let path):
                return "'\(path)' holds no pages (native/<category>/<slug>.md, web/…, how-to-test/…) — is it a "
                    + "MagentaA11y 2.x library?"
            }
        }
    }

    public init() {}

    public func plan(_ request: ImportRequest) throws(Failure) -> ImportPlan {
        try MagentaPlanner(request: request).plan()
    }
}

/// The folders of `documentation/` that hold pages, and the a11ydocs collections they become:
/// named and ordered in `a11ydocs.yml` as the library's navigation has them, "how to test" as
/// guides (free pages, not patterns).
enum MagentaCollection: String, CaseIterable {
    case native
    case web
    case howToTest = "how-to-test"

    /// The folder under `documentation/`, and the collection's folder under the content folder.
    var folder: String { rawValue }

    var name: String {
        switch self {
        case .native: return "Native apps"
        case .web: return "Web"
        case .howToTest: return "How to test"
        }
    }

    var order: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }

    var isGuides: Bool { self == .howToTest }
}

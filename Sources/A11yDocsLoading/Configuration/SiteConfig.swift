import A11yDocsMarkdown
import A11yDocsModel

/// What a site's `a11ydocs.yml` says. Every value is optional: what is left out keeps its default,
/// and command-line flags override what is given.
public struct SiteConfig: Sendable, Equatable {
    /// The file it was read from; nil when the site has none.
    public var path: String?
    public var title: String?
    public var description: String?
    public var baseURL: String?
    public var language: String?
    /// e.g. `https://github.com/team/patterns`; with `editPath`, every entry links to its source.
    public var repository: String?
    /// Between the repository and the entry's path, e.g. `edit/main/Content/`.
    public var editPath: String?
    public var links: LinkStyle?
    public var drafts: Bool?
    public var collections: [CollectionSettings] = []
    public var footer: [FooterLink] = []
    /// Folders, relative to the config file's folder.
    public var content: String?
    public var templates: String?
    public var output: String?
    /// Site-wide files copied as they are to the output's root (`static:`).
    public var staticFolder: String?
    /// The technologies the library tests with, each with its current major version.
    public var assistiveTechnologies: [AssistiveTechnology] = []
    /// How long a test record stays current; 12 months when left out.
    public var staleAfter: TimeSpan?
    /// Whether a published entry must have a test record (an error without).
    public var requireTested: Bool?
    /// WCAG number → why the conformance report marks it "Not Applicable".
    public var notApplicable: [String: String] = [:]
    /// `logo:`, `favicon:` and `accent:`.
    public var brand = Brand()
    /// Where each key is written, for messages about its value.
    public var keyLocations: [String: SourceLocation] = [:]

    public init(path: String? = nil) {
        self.path = path
    }

    /// The file every command looks for in the folder it runs in.
    public static let fileName = "a11ydocs.yml"
}

/// How pages link to each other.
public enum LinkStyle: String, Sendable, CaseIterable {
    /// `native/carousel/`: clean addresses, for a web server.
    case pretty
    /// `native/carousel/index.html`: works when `Output/` is opened from disk.
    case files
}

/// A collection's display name, place on the front page, one-line description and kind.
public struct CollectionSettings: Sendable, Equatable {
    /// The folder under the content folder, e.g. `native`.
    public var folder: String
    public var name: String?
    public var order: Int?
    public var description: String?
    /// Entries (the default) or guides: which loader reads the collection's files.
    public var kind: CollectionKind

    public init(
        folder: String, name: String? = nil, order: Int? = nil, description: String? = nil,
        kind: CollectionKind = .patterns
    ) {
        self.folder = folder
        self.name = name
        self.order = order
        self.description = description
        self.kind = kind
    }
}

/// A link in every page's footer.
public struct FooterLink: Sendable, Equatable {
    public var text: String
    public var url: String

    public init(text: String, url: String) {
        self.text = text
        self.url = url
    }
}

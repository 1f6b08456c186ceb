import A11yDocsModel
import A11yDocsSupport

/// Choices that shape the rendered site: what `a11ydocs.yml` and the command-line flags say.
public struct SiteOptions: Sendable, Equatable {
    /// Where the site is served from: `/`, `/docs/a11y/`, or `https://example.com/a11y/`.
    public var baseURL: String
    public var title: String
    /// One line about the library: the front page's lead and its meta description.
    public var description: String?
    public var language: String
    /// Pass raw HTML in entry bodies through; by default it is shown as text.
    public var allowRawHTML: Bool
    /// Prefix of every entry's "Edit this page" link, e.g.
    /// `https://github.com/team/patterns/edit/main/Content/`; nil for no link.
    public var editURLPrefix: String?
    /// Display names, order and descriptions of collections, by folder.
    public var collections: [CollectionSettings]
    public var footer: [FooterLink]
    public var links: LinkStyle
    /// Logo, icon and accent colour from `a11ydocs.yml`.
    public var brand = Brand()
    /// The library's evidence settings, and the day records are judged on.
    public var evidence = EvidenceSettings(today: RecordDate.today())

    public init(
        baseURL: String = "/", title: String = "Accessibility pattern library", description: String? = nil,
        language: String = "en", allowRawHTML: Bool = false, editURLPrefix: String? = nil,
        collections: [CollectionSettings] = [], footer: [FooterLink] = [], links: LinkStyle = .pretty
    ) {
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.title = title
        self.description = description
        self.language = language
        self.allowRawHTML = allowRawHTML
        self.editURLPrefix = editURLPrefix
        self.collections = collections
        self.footer = footer
        self.links = links
    }

    /// Whether a base URL is one a site may be published under: a path (`/`, `/docs/a11y/`), never
    /// `//host/…`, which browsers read as another site's address; or a full http(s) URL with a
    /// host. No white space, control characters, backslashes, quotes or angle brackets, which
    /// browsers rewrite or which end an attribute.
    public static func isValidBaseURL(_ value: String) -> Bool {
        guard
            !value.unicodeScalars.contains(where: {
                $0.value <= 0x20 || $0.value == 0x7F || "\\\"'<>`".unicodeScalars.contains($0)
            })
        else { return false }
        if value.hasPrefix("/") { return !value.hasPrefix("//") }
        for scheme in ["https://", "http://"] where value.lowercased().hasPrefix(scheme) {
            let host = value.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return !host.isEmpty && !host.contains("@")
        }
        return false
    }

    /// What `isValidBaseURL` takes, for errors.
    public static let baseURLForms =
        "'/', a path such as '/a11y/' (not '//…'), or a full URL such as 'https://example.org/a11y/'"

    /// Whether the base URL is a full address (`https://…`), which a sitemap needs.
    public var hasAbsoluteBaseURL: Bool {
        baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")
    }

    /// Whether the base URL was set to a path other than `/` (`/docs/a11y/`): a site published
    /// somewhere in particular, whose sitemap is left out for want of a host. A site left at `/`
    /// has not said where it goes, and is not told about sitemaps.
    public var isSubPathBaseURL: Bool {
        !hasAbsoluteBaseURL && baseURL != "/"
    }

    /// A link to a page's folder (`native/carousel/`, `../../`) as the site links to pages: the
    /// folder itself, or its `index.html` so that the site works opened from disk.
    package func pageLink(_ folder: String) -> String {
        switch links {
        case .pretty: return folder
        case .files: return (folder.isEmpty || folder == "./" ? "" : folder) + "index.html"
        }
    }

    /// The collection's settings from the config, if it has any.
    package func collection(_ folder: String) -> CollectionSettings? {
        collections.first { $0.folder == folder }
    }

    /// What the collection holds: entries unless the config declares it `kind: guides`.
    package func kind(of folder: String) -> CollectionKind {
        collection(folder)?.kind ?? .patterns
    }
}

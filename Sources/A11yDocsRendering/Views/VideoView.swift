import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport
import A11yDocsTemplating

/// One video on an entry page: a player with its caption tracks, the first shown by default,
/// and its transcript as a link or as text behind a disclosure.
struct VideoView {
    /// A file's address from the page, and from the Markdown mirror, which sits a folder higher.
    struct Address {
        var page: String
        var mirror: String

        init(_ path: String, roots: (page: String, mirror: String)) {
            page = SafeURL.percentEncoded(roots.page + path)
            mirror = SafeURL.percentEncoded(roots.mirror + path)
        }
    }

    struct Track {
        var address: Address
        /// Nil when the author named none.
        var language: String?
        var label: String
        var isDefault: Bool
    }

    var id: String
    var name: String
    var address: Address
    /// Nil when the file is of no kind a type can be named for: a wrong type makes browsers skip it.
    var type: String?
    var tracks: [Track]
    var hasTracks: Bool
    var transcript: Address?
    var transcriptText: String?

    /// `roots` lead from the page and from the mirror to the site's root, where the static
    /// folder is published.
    init(_ video: Video, id: String, roots: (page: String, mirror: String)) {
        self.id = id
        name = video.name
        address = Address(video.source, roots: roots)
        let kind = MediaSniff.kind(forExtension: video.source)
        type = video.declaredType ?? (kind == .unknown ? nil : kind.mimeType)
        tracks = video.captions.enumerated().map { index, caption in
            Track(
                address: Address(caption.source, roots: roots),
                language: caption.language.isEmpty ? nil : caption.language, label: caption.label,
                isDefault: index == 0)
        }
        hasTracks = !tracks.isEmpty
        switch video.transcript {
        case .file(let path): transcript = Address(path, roots: roots)
        case .text(let text): transcriptText = text
        case nil: break
        }
    }
}

extension VideoView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("name", \.name), .text("url", \.address.page), .text("mirrorURL", \.address.mirror),
        .text("type", \.type), .list("tracks", \.tracks), .flag("hasTracks", \.hasTracks),
        .text("transcriptURL", \.transcript?.page), .text("mirrorTranscriptURL", \.transcript?.mirror),
        .text("transcriptText", \.transcriptText),
    ])
}

extension VideoView.Track: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("url", \.address.page), .text("mirrorURL", \.address.mirror), .text("language", \.language),
        .text("label", \.label), .flag("isDefault", \.isDefault),
    ])
}

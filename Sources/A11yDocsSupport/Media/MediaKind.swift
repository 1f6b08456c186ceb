/// What a media file holds, by container: the unit a file name, its first bytes and a declared
/// MIME type can all be compared in. Audio and video share a kind (`.m4a` and `.mp4` are both mp4).
public enum MediaKind: String, Hashable, Sendable, CaseIterable {
    case webm
    /// Matroska other than WebM (`.mkv`): browsers are not required to play it.
    case matroska
    /// The ISO base media file format: `.mp4`, `.m4v`, `.m4a`.
    case mp4
    case ogg
    case mp3
    /// A WebVTT caption file.
    case vtt
    /// Not one of the kinds above; not an error in itself.
    case unknown

    /// Audio or video that every current browser plays in `<video>` or `<audio>`.
    public var isWebMedia: Bool {
        switch self {
        case .webm, .mp4, .ogg, .mp3: true
        case .matroska, .vtt, .unknown: false
        }
    }

    /// How a message names what a file holds: "WebM video", "WebVTT captions".
    public var name: String {
        switch self {
        case .webm: "WebM video"
        case .matroska: "Matroska video"
        case .mp4: "MP4 video"
        case .ogg: "Ogg media"
        case .mp3: "MP3 audio"
        case .vtt: "WebVTT captions"
        case .unknown: "data of no known kind"
        }
    }

    /// The type a page declares for it (`<source type="…">`).
    public var mimeType: String {
        switch self {
        case .webm: "video/webm"
        case .matroska: "video/x-matroska"
        case .mp4: "video/mp4"
        case .ogg: "video/ogg"
        case .mp3: "audio/mpeg"
        case .vtt: "text/vtt"
        case .unknown: "application/octet-stream"
        }
    }

    /// The usual extension of a file of this kind, without the dot.
    public var fileExtension: String {
        switch self {
        case .unknown: "bin"
        case .matroska: "mkv"
        default: rawValue
        }
    }
}

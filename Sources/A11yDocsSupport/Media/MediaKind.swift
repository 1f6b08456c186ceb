/// What a media file holds, by container: the unit a file name, its first bytes and a declared
/// MIME type can all be compared in. Audio and video share a kind (`.m4a` and `.mp4` are both mp4).
package enum MediaKind: String, Hashable, Sendable, CaseIterable {
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
    package var isWebMedia: Bool {
        switch self {
        case .webm, .mp4, .ogg, .mp3: true
        case .matroska, .vtt, .unknown: false
        }
    }
}

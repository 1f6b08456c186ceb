import A11yDocsSupport

/// What can be wrong with an entry's videos and caption files: in the front matter, and in the
/// files they name. Worded here; `Problem.media` carries it.
public enum MediaProblem: Hashable, Sendable {
    /// A video item without `field` (`src`, `technology`, `platform`); `video` counts from 1.
    case videoFieldMissing(field: String, video: Int)
    case captionWithoutLanguage(caption: String)
    case videoWithoutCaptions(video: String)
    /// `path` (in the static folder) is not there; `otherCase` is the file whose name differs only in case.
    case fileMissing(path: String, otherCase: String?)
    case typeMismatch(path: String, MediaMismatch)
    /// A video whose name says no kind every browser plays (`.mov`, `.mkv`).
    case notWebMedia(path: String)
    /// A caption file that is not valid WebVTT, located in that file.
    case captionFile(WebVTTFinding)

    public var severity: Diagnostic.Severity {
        switch self {
        case .videoFieldMissing(field: "src", _), .fileMissing, .typeMismatch, .captionFile, .videoWithoutCaptions:
            return .error
        case .videoFieldMissing, .captionWithoutLanguage, .notWebMedia:
            return .warning
        }
    }

    public var message: String {
        switch self {
        case let .videoFieldMissing("src", video):
            return
                "video \(video) has no 'src' — name its file in the static folder, e.g. 'src: media/video/slider.webm'"
        case let .videoFieldMissing(field, video):
            let example = field == "technology" ? "technology: VoiceOver" : "platform: iOS"
            return "video \(video) has no '\(field)' — the page cannot say what it shows; add e.g. '\(example)'"
        case let .captionWithoutLanguage(caption):
            return
                "caption '\(caption)' has no 'language' — players offer it unnamed; add e.g. 'language: en-US'"
        case let .videoWithoutCaptions(video):
            return
                "video '\(video)' has no captions — people who cannot hear what the screen reader says miss all of "
                + "it; add 'captions:' with a WebVTT file"
        case let .fileMissing(path, otherCase?):
            return
                "'\(path)' is not in the static folder, but '\(otherCase)' is — web servers tell the case of letters "
                + "apart, so the page would not find it; write the name as the file has it"
        case let .fileMissing(path, nil):
            return "'\(path)' is not in the static folder — put the file there, or fix the path (it is relative to the "
                + "static folder, which the site publishes at its root)"
        case let .typeMismatch(path, mismatch):
            return Self.describe(mismatch, path: path)
        case let .notWebMedia(path):
            return
                "'\(path)' is not a kind of video every browser plays — some readers would get no video; convert it "
                + "to MP4 (H.264) or WebM"
        case let .captionFile(finding):
            return "not valid WebVTT — " + WebVTTFindingWording.sentence(for: finding)
        }
    }

    /// Which of the three names of a file's kind is wrong, and what to write.
    private static func describe(_ mismatch: MediaMismatch, path: String) -> String {
        let content = mismatch.contentKind
        if mismatch.disagreeing == [.declaredType], let declared = mismatch.declaredKind {
            return
                "'\(path)' is declared '\(declared.mimeType)' but holds \(content.name) — write "
                + "'type: \(content.mimeType)', or leave 'type' out"
        }
        if mismatch.disagreeing.contains(.content), content == .unknown {
            return "'\(path)' holds no video or caption data a browser can play — replace the file"
        }
        return
            "'\(path)' holds \(content.name), but its name says \(mismatch.extensionKind.name) — rename it to end "
            + "in '.\(content.fileExtension)'"
    }
}

import A11yDocsSupport
import Foundation

/// The media files a library's entries reference, gathered for the static folder with their
/// paths under it: each copied once, under its name on disk, so `src: media/video/…` stays valid.
/// A reference to no file is kept and reported; one that matches a file only in another letter
/// case, a video whose type its name contradicts, and a caption file without the `WEBVTT` header
/// are reported too — a quick look, as `check` looks at media closely.
struct MediaCopies {
    var folder: MediaFolder
    /// Paths under the static folder, in order of first reference.
    private(set) var paths: [String] = []
    private var contents: [String: Data] = [:]

    init(folder: MediaFolder) {
        self.folder = folder
    }

    var files: [ImportPlan.File] { paths.compactMap { path in contents[path].map { .init(path: path, contents: $0) } } }

    /// Copies what a video names, and says what is wrong with it, at the lines that name it.
    mutating func add(_ video: MagentaVideo) -> [ImportProblem.At] {
        var problems = add(video.src, line: video.line, column: video.column).problems
        let byName = MediaSniff.kind(forExtension: video.src)
        if let type = video.type, byName != .unknown, MediaSniff.kind(forMIMEType: type) != byName {
            problems.append(
                .init(
                    .magenta(.mediaTypeDiffers(src: video.src, declared: type, byName: byName.mimeType)),
                    line: video.line, column: video.column))
        }
        for caption in video.captions {
            problems += add(caption.src, line: caption.line, column: caption.column).problems
            if let path = Self.relativeFound(caption.src, in: folder), let data = contents[path],
                MediaSniff.kind(ofContent: [UInt8](data.prefix(MediaSniff.sniffLength))) != .vtt
            {
                problems.append(
                    .init(.magenta(.captionNotWebVTT(caption.src)), line: caption.line, column: caption.column))
            }
        }
        return problems
    }

    /// Copies the file a reference names when it is there (`copied`); reports it when it is not,
    /// or is only in another letter case. Addresses (`https://…`) are left alone.
    mutating func add(_ src: String, line: Int, column: Int) -> (copied: Bool, problems: [ImportProblem.At]) {
        guard let relative = MediaFolder.relative(src) else { return (false, []) }
        let notRead = ImportProblem.At(.magenta(.mediaNotRead(src)), line: line, column: column)
        switch folder.lookup(relative) {
        case .found(let path):
            return take(path) ? (true, []) : (false, [notRead])
        case .otherCase(let path):
            let problem = ImportProblem.At(
                .magenta(.mediaCaseDiffers(written: src, onDisk: path)), line: line, column: column)
            return take(path) ? (true, [problem]) : (false, [notRead])
        case .missing:
            return (false, [.init(.magenta(.mediaMissing(src)), line: line, column: column)])
        case .outside:
            return (false, [notRead])
        }
    }

    /// Whether the file is read (now or before).
    private mutating func take(_ path: String) -> Bool {
        if contents[path] != nil { return true }
        guard let data = folder.read(path) else { return false }
        contents[path] = data
        paths.append(path)
        return true
    }

    private static func relativeFound(_ src: String, in folder: MediaFolder) -> String? {
        guard let relative = MediaFolder.relative(src) else { return nil }
        switch folder.lookup(relative) {
        case .found(let path), .otherCase(let path): return path
        case .missing, .outside: return nil
        }
    }
}

import A11yDocsModel
import A11yDocsSupport

/// Checks the files entries' videos name, in the static folder: each is there with its name's
/// exact case (a disk that ignores case hides a wrong one, a web server does not), holds what its
/// extension and declared type say, every video has captions, and every caption file is valid
/// WebVTT. A file several entries name is read once.
package struct MediaRule {
    private let staticDirectory: String?
    private let files: Set<String>
    /// Lowercased path → the path as it is, to name the file a wrongly cased reference meant.
    private let byLowercasedPath: [String: String]
    private var checkedCaptions: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []

    package init(staticDirectory: String?, staticFiles: [String]) {
        self.staticDirectory = staticDirectory
        files = Set(staticFiles)
        byLowercasedPath = Dictionary(
            staticFiles.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every finding for the videos of `entries`.
    package static func findings(_ entries: some Sequence<Entry>, staticDirectory: String?, staticFiles: [String])
        -> [Diagnostic]
    {
        var rule = MediaRule(staticDirectory: staticDirectory, staticFiles: staticFiles)
        for entry in entries {
            for video in entry.videos { rule.check(video) }
        }
        return rule.diagnostics
    }

    private mutating func check(_ video: Video) {
        if let bytes = present(video.source, at: video.sourceLocation),
            !typeCheck(video.source, bytes: bytes, declaredType: video.declaredType, at: video.sourceLocation),
            !MediaSniff.kind(forExtension: video.source).isWebMedia
        {
            report(.notWebMedia(path: video.source), at: video.sourceLocation)
        }
        if video.captions.isEmpty {
            report(.videoWithoutCaptions(video: video.source), at: video.sourceLocation)
        }
        for caption in video.captions { check(caption) }
        if case .file(let transcript) = video.transcript {
            _ = present(transcript, at: video.transcriptLocation ?? video.sourceLocation)
        }
    }

    private mutating func check(_ caption: Caption) {
        // What it holds is the WebVTT check's to say, line by line.
        guard present(caption.source, at: caption.sourceLocation) != nil,
            checkedCaptions.insert(caption.source).inserted, let folder = staticDirectory
        else { return }
        let file = PathText.join(folder, caption.source)
        guard case .success(let data) = FileReading.read(file, maxBytes: Self.captionLimit) else { return }
        for finding in WebVTTCheck.check([UInt8](data)).findings {
            let location = SourceLocation(path: file, line: finding.line, column: finding.column)
            diagnostics.append(Diagnostic(.media(.captionFile(finding)), at: location))
        }
    }

    /// The file's first bytes when it is in the static folder; nil, reported, when it is not.
    private mutating func present(_ path: String, at location: SourceLocation) -> [UInt8]? {
        guard files.contains(path), let folder = staticDirectory else {
            report(.fileMissing(path: path, otherCase: byLowercasedPath[path.lowercased()]), at: location)
            return nil
        }
        guard case .success(let bytes) = FileReading.prefix(PathText.join(folder, path), count: MediaSniff.sniffLength)
        else {
            report(.fileMissing(path: path, otherCase: nil), at: location)
            return nil
        }
        return bytes
    }

    /// Whether the file's name, first bytes and declared type disagree, reported.
    private mutating func typeCheck(_ path: String, bytes: [UInt8], declaredType: String?, at location: SourceLocation)
        -> Bool
    {
        guard let mismatch = MediaSniff.mismatch(fileExtension: path, firstBytes: bytes, declaredType: declaredType)
        else { return false }
        report(.typeMismatch(path: path, mismatch), at: location)
        return true
    }

    private mutating func report(_ problem: MediaProblem, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.media(problem), at: location))
    }

    /// Caption files are text of a few kilobytes; one far larger is not read.
    private static let captionLimit = 4 << 20
}

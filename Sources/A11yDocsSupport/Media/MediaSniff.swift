/// What a media file is, told three ways: by its name's extension, by its first bytes, and by
/// the MIME type a page declares for it (`<source type="video/webm">`). Unknown is an answer,
/// not an error: only the kinds in `MediaKind` are recognised.
package enum MediaSniff {
    /// Below this many bytes, content that matches nothing may just be cut short.
    package static let minimumContentLength = 12
    /// Only this many first bytes are read.
    package static let sniffLength = 64

    /// `mp4`, `.MP4` or `clip.mp4` (the text after the last dot of the last path component).
    package static func kind(forExtension fileExtension: String) -> MediaKind {
        let name = fileExtension.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        let ext = name.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
        switch ext.lowercased() {
        case "webm": return .webm
        case "mkv", "mka": return .matroska
        case "mp4", "m4v", "m4a": return .mp4
        case "ogg", "ogv", "oga", "opus": return .ogg
        case "mp3": return .mp3
        case "vtt": return .vtt
        default: return .unknown
        }
    }

    /// `video/webm`, `Video/MP4; codecs="avc1.42E01E"`: parameters after `;` are ignored.
    package static func kind(forMIMEType mimeType: String) -> MediaKind {
        let essence = mimeType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        switch essence.trimmingSpaces().lowercased() {
        case "video/webm", "audio/webm": return .webm
        case "video/x-matroska", "audio/x-matroska": return .matroska
        case "video/mp4", "audio/mp4", "video/x-m4v", "audio/x-m4a": return .mp4
        case "video/ogg", "audio/ogg", "application/ogg": return .ogg
        case "audio/mpeg", "audio/mp3": return .mp3
        case "text/vtt": return .vtt
        default: return .unknown
        }
    }

    /// By the file's signature: EBML (WebM unless its DocType says otherwise), `ftyp` at byte 4,
    /// `OggS`, `WEBVTT` after an optional byte order mark, an ID3 tag or an MPEG audio frame.
    package static func kind(ofContent firstBytes: [UInt8]) -> MediaKind {
        let bytes = Array(firstBytes.prefix(sniffLength))
        if bytes.starts(with: EBMLHeader.magic) {
            switch EBMLHeader.docType(bytes) {
            case nil, "webm": return .webm
            case "matroska": return .matroska
            default: return .unknown
            }
        }
        if bytes.count >= 8, bytes[4..<8].elementsEqual("ftyp".utf8) { return .mp4 }
        if bytes.starts(with: "OggS".utf8) { return .ogg }
        if isWebVTT(bytes) { return .vtt }
        if bytes.starts(with: "ID3".utf8) || isMPEGAudioFrame(bytes) { return .mp3 }
        return .unknown
    }

    /// `WEBVTT` alone or followed by a space, tab or line end; `WEBVTT-foo` is not WebVTT.
    private static func isWebVTT(_ bytes: [UInt8]) -> Bool {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard text.starts(with: "WEBVTT".utf8) else { return false }
        guard let next = text.dropFirst(6).first else { return true }
        return [0x20, 0x09, 0x0A, 0x0D].contains(next)
    }

    /// An MPEG layer III frame header: eleven set sync bits, then layer bits 01. ADTS AAC, which
    /// shares the sync bits, has layer 00.
    private static func isMPEGAudioFrame(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0 && bytes[1] & 0x06 == 0x02
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        let isText: (Character) -> Bool = { $0 != " " && $0 != "\t" }
        guard let first = firstIndex(where: isText), let last = lastIndex(where: isText) else { return "" }
        return self[first...last]
    }
}

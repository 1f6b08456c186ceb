/// Where a media file's extension, content and declared type disagree. The content is trusted
/// when it is recognised: then the extension or the declared type is what is wrong. Unknown
/// extensions and types hold no opinion, and say nothing against the others.
public struct MediaMismatch: Hashable, Sendable {
    public enum Source: String, Hashable, Sendable, CaseIterable {
        case fileExtension, content, declaredType
    }

    public var extensionKind: MediaKind
    public var contentKind: MediaKind
    /// Nil when the page declares no type.
    public var declaredKind: MediaKind?
    /// What to fix, in `Source` order. With recognised content, the sources that differ from
    /// it. With content long enough to tell and not recognised, the content itself (it is not
    /// what the name or type says), and with it the extension and type when they differ from
    /// each other. With content too short to tell, those two alone when they differ.
    public var disagreeing: [Source]

    public init(extensionKind: MediaKind, contentKind: MediaKind, declaredKind: MediaKind?, disagreeing: [Source]) {
        self.extensionKind = extensionKind
        self.contentKind = contentKind
        self.declaredKind = declaredKind
        self.disagreeing = disagreeing
    }
}

extension MediaSniff {
    /// Nil when nothing disagrees. For `clip.mp4` with MP4 bytes declared `video/webm`, the
    /// declared type is wrong: `disagreeing == [.declaredType]`.
    package static func mismatch(fileExtension: String, firstBytes: [UInt8], declaredType: String? = nil)
        -> MediaMismatch?
    {
        let extensionKind = kind(forExtension: fileExtension)
        let contentKind = kind(ofContent: firstBytes)
        let declaredKind = declaredType.map(kind(forMIMEType:))
        let claims = [(MediaMismatch.Source.fileExtension, extensionKind), (.declaredType, declaredKind ?? .unknown)]
            .filter { $0.1 != .unknown }
        var disagreeing: [MediaMismatch.Source]
        if contentKind != .unknown {
            disagreeing = claims.filter { $0.1 != contentKind }.map(\.0)
        } else {
            let claimedKinds = Set(claims.map(\.1))
            disagreeing = claimedKinds.count > 1 ? claims.map(\.0) : []
            if !claims.isEmpty, firstBytes.count >= minimumContentLength { disagreeing.insert(.content, at: 0) }
        }
        if disagreeing.isEmpty { return nil }
        return MediaMismatch(
            extensionKind: extensionKind, contentKind: contentKind, declaredKind: declaredKind, disagreeing: disagreeing
        )
    }
}

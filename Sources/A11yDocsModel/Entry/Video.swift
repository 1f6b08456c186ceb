import A11yDocsSupport

/// A recording of the pattern with one assistive technology (`videos:` in the front matter): what
/// a tester hears, with captions and perhaps a transcript. Paths are in the static folder, which
/// a build publishes at the site's root.
public struct Video: Hashable, Sendable {
    /// The assistive technology: VoiceOver, TalkBack, JAWS, NVDA…
    public var technology: String
    /// Where it ran: iOS, Android, Windows, macOS…
    public var platform: String
    /// The browser, for web patterns.
    public var browser: String?
    /// The video file, relative to the static folder (`media/video/rating.webm`).
    public var source: String
    /// The MIME type the author declared (`video/webm`); the page names one from the extension otherwise.
    public var declaredType: String?
    public var captions: [Caption]
    public var transcript: Transcript?
    /// Where `src` is written, for what the media check finds.
    public var sourceLocation: SourceLocation
    /// Where `transcript` is written.
    public var transcriptLocation: SourceLocation?

    public init(
        technology: String, platform: String, browser: String? = nil, source: String, declaredType: String? = nil,
        captions: [Caption] = [], transcript: Transcript? = nil, sourceLocation: SourceLocation
    ) {
        self.technology = technology
        self.platform = platform
        self.browser = browser
        self.source = source
        self.declaredType = declaredType
        self.captions = captions
        self.transcript = transcript
        self.sourceLocation = sourceLocation
    }

    /// "VoiceOver on iOS", "NVDA with Chrome on Windows": how the page names the recording.
    public var name: String {
        let technology = technology.isEmpty ? "Screen reader" : technology
        let on = platform.isEmpty ? "" : " on \(platform)"
        return browser.map { "\(technology) with \($0)\(on)" } ?? technology + on
    }
}

/// One caption file of a video (`captions:`), a WebVTT file in the static folder.
public struct Caption: Hashable, Sendable {
    public var source: String
    /// A BCP 47 tag, e.g. `en-US`; empty when the author gave none (a warning).
    public var language: String
    public var label: String
    public var sourceLocation: SourceLocation

    public init(source: String, language: String, label: String, sourceLocation: SourceLocation) {
        self.source = source
        self.language = language
        self.label = label
        self.sourceLocation = sourceLocation
    }
}

/// A video's transcript: a file in the static folder, or the text itself.
public enum Transcript: Hashable, Sendable {
    case file(String)
    case text(String)
}

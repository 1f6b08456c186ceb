import A11yDocsModel

/// Which platforms a test record or a video speaks for, as the coverage page's parity view counts
/// them. A record names an assistive technology and what it ran on in free text, so the rule is
/// words: a word of the technology's name or of `on` that names a platform, a device of it, an
/// assistive technology only it has, or (for the web) a desktop system or a browser.
///
/// `VoiceOver iOS` and `on: iPhone 15` are iOS; `TalkBack`, `Switch Access` and `Voice Access` are
/// Android; `NVDA`, `VoiceOver macOS`, `on: Windows 11, Chrome` are the web. `on: iPhone 15, Safari`
/// is both iOS and the web: a web page tested on a phone is tested in its browser. `VoiceOver`
/// alone, or `Voice Control`, which Apple's phones and computers both have, names none.
///
/// A pattern on the web only (web notes, none for iOS or Android) is a web page whatever its
/// records name: it is tested in a browser, on whichever device.
enum RecordPlatforms {
    static func platforms(named text: String) -> Set<Platform> {
        // Each word and each pair of neighbouring words, so that a name of two words is found whole
        // ("switch access") and a word inside another ("edge" in "knowledge") is not.
        let tokens = text.lowercased().split { !($0.isLetter || $0.isNumber) }
        var found = Set(tokens.map(String.init))
        for (first, second) in zip(tokens, tokens.dropFirst()) { found.insert("\(first) \(second)") }
        return Set(Self.words.filter { $0.names.contains(where: found.contains) }.map(\.platform))
    }

    /// The record's technology and where it ran, for a pattern with notes for `platforms`.
    static func platforms(of record: TestRecord, patternOn platforms: [Platform]) -> Set<Platform> {
        platforms == [.web] ? [.web] : self.platforms(named: record.technology + " " + (record.on ?? ""))
    }

    /// The video's technology, platform and browser, for a pattern with notes for `platforms`.
    static func platforms(of video: Video, patternOn platforms: [Platform]) -> Set<Platform> {
        platforms == [.web]
            ? [.web]
            : self.platforms(named: [video.technology, video.platform, video.browser ?? ""].joined(separator: " "))
    }

    private static let words: [(platform: Platform, names: [String])] = [
        (.iOS, ["ios", "ipados", "iphone", "ipad"]),
        (.android, ["android", "talkback", "switch access", "voice access", "pixel", "galaxy"]),
        (
            .web,
            [
                "web", "nvda", "jaws", "narrator", "chromevox", "orca", "macos", "osx", "windows", "linux", "chrome",
                "chromium", "safari", "firefox", "edge", "browser",
            ]
        ),
    ]
}

import Foundation

/// What a Videos `###` heading names: "iOS VoiceOver", "Android Talkback", "Windows NVDA Chrome",
/// "MacOS VoiceOver Safari" → the assistive technology, platform and browser, spelled as their
/// makers spell them. Words it does not know are kept in the technology, so none is lost.
struct VideoHeading: Equatable {
    var technology: String?
    var platform: String?
    var browser: String?
    /// The words no name took, as written.
    var unknown: [String] = []

    private static let technologies: [([String], String)] = [
        (["voiceover"], "VoiceOver"), (["voice", "over"], "VoiceOver"), (["talkback"], "TalkBack"),
        (["talk", "back"], "TalkBack"), (["jaws"], "JAWS"), (["nvda"], "NVDA"), (["narrator"], "Narrator"),
        (["orca"], "Orca"), (["switch", "control"], "Switch Control"), (["switch", "access"], "Switch Access"),
        (["voice", "control"], "Voice Control"), (["voice", "access"], "Voice Access"), (["dragon"], "Dragon"),
        (["zoomtext"], "ZoomText"), (["zoom"], "Zoom"), (["magnifier"], "Magnifier"),
    ]
    private static let platforms: [([String], String)] = [
        (["ios"], "iOS"), (["ipados"], "iPadOS"), (["android"], "Android"), (["windows"], "Windows"),
        (["macos"], "macOS"), (["mac", "os"], "macOS"), (["osx"], "macOS"), (["mac"], "macOS"), (["linux"], "Linux"),
        (["chromeos"], "ChromeOS"),
    ]
    private static let browsers: [([String], String)] = [
        (["chrome"], "Chrome"), (["safari"], "Safari"), (["firefox"], "Firefox"), (["edge"], "Edge"),
    ]

    init(_ heading: String) {
        let words = heading.split(whereSeparator: \.isWhitespace).map(String.init)
        var index = 0
        while index < words.count {
            if technology == nil, let found = Self.match(Self.technologies, in: words, at: index) {
                technology = found.name
                index += found.length
            } else if platform == nil, let found = Self.match(Self.platforms, in: words, at: index) {
                platform = found.name
                index += found.length
            } else if browser == nil, let found = Self.match(Self.browsers, in: words, at: index) {
                browser = found.name
                index += found.length
            } else {
                unknown.append(words[index])
                index += 1
            }
        }
        if !unknown.isEmpty {
            technology = ([technology].compactMap { $0 } + unknown).joined(separator: " ")
        }
    }

    /// The longest name written at `index`, with how many words it takes.
    private static func match(_ names: [([String], String)], in words: [String], at index: Int) -> (
        length: Int, name: String
    )? {
        let lowered = words[index...].map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) }
        let longest = names.filter { Array(lowered.prefix($0.0.count)) == $0.0 }.max { $0.0.count < $1.0.count }
        return longest.map { ($0.0.count, $0.1) }
    }
}

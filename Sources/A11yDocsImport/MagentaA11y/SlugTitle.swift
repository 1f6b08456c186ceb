/// A title made from a file name, as MagentaA11y files have no front matter: sentence case, the
/// way pattern libraries title their pages (`toggle-switch` → "Toggle switch"), with the names
/// whose capitals are part of them spelled so (`ios` → "iOS"). `&` is kept as written ("Forms &
/// inputs"): it is the author's word, and a title may hold it though a slug may not.
enum SlugTitle {
    private static let names: [String: String] = [
        "ios": "iOS", "ipados": "iPadOS", "macos": "macOS", "android": "Android", "voiceover": "VoiceOver",
        "talkback": "TalkBack", "html": "HTML", "css": "CSS", "aria": "ARIA", "wcag": "WCAG", "ui": "UI",
        "url": "URL", "pdf": "PDF", "otp": "OTP", "id": "ID", "jaws": "JAWS", "nvda": "NVDA", "api": "API",
        "faq": "FAQ", "swiftui": "SwiftUI", "uikit": "UIKit",
    ]

    /// The file name's words, hyphens and underscores read as spaces.
    static func make(_ name: String) -> String {
        let words = name.split { $0 == "-" || $0 == "_" || $0.isWhitespace }.map(String.init)
        return words.enumerated().map { index, word in
            if let named = names[word.lowercased()] { return named }
            let lowered = word.lowercased()
            return index == 0 ? lowered.prefix(1).uppercased() + lowered.dropFirst() : lowered
        }.joined(separator: " ")
    }
}

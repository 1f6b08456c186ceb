/// English indefinite articles by sound, for headings such as "How to test an alert dialog".
package enum Article {
    /// Words spelled with a vowel that start with a consonant sound, and the reverse.
    private static let consonantSoundPrefixes = [
        "uni", "use", "usa", "user", "usu", "uti", "uto", "eu", "one", "once", "ubi", "ure",
    ]
    private static let vowelSoundPrefixes = ["hour", "honest", "honor", "honour", "heir"]
    /// Letters whose names start with a vowel sound, for abbreviations read letter by letter.
    private static let vowelSoundLetters: Set<Character> = ["a", "e", "f", "h", "i", "l", "m", "n", "o", "r", "s", "x"]

    static func indefinite(for phrase: String) -> String {
        let word = phrase.split(separator: " ").first.map(String.init) ?? ""
        guard let first = word.first else { return "a" }
        let lower = word.lowercased()
        if isAbbreviation(word) { return vowelSoundLetters.contains(Character(first.lowercased())) ? "an" : "a" }
        if vowelSoundPrefixes.contains(where: lower.hasPrefix) { return "an" }
        if consonantSoundPrefixes.contains(where: lower.hasPrefix) { return "a" }
        return "aeiou".contains(lower.first!) ? "an" : "a"
    }

    /// "Alert dialog" → "an alert dialog", "Tabs" → "tabs"; abbreviations and names keep their capitals.
    package static func withArticle(_ phrase: String) -> String {
        let lowered = lowercasingFirstWord(phrase)
        return isPlural(phrase) ? lowered : "\(indefinite(for: phrase)) \(lowered)"
    }

    /// Titles name one pattern, so a final "s" marks a plural ("Tabs", "Radio buttons") unless it
    /// ends a singular word such as "progress", "status" or "canvas".
    private static func isPlural(_ phrase: String) -> Bool {
        guard let last = phrase.split(separator: " ").last?.lowercased(), last.count > 3, last.hasSuffix("s") else {
            return false
        }
        return !["ss", "us", "is", "as", "os"].contains(where: last.hasSuffix)
    }

    private static func lowercasingFirstWord(_ phrase: String) -> String {
        guard let word = phrase.split(separator: " ").first else { return phrase }
        // Keep "iOS", "UIKit", "TalkBack": any capital after the first letter marks a name.
        if word.dropFirst().contains(where: \.isUppercase) { return phrase }
        return phrase.prefix(1).lowercased() + phrase.dropFirst()
    }

    /// All capitals (2+ letters), e.g. "FAQ", "URL", "SMS".
    private static func isAbbreviation(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
    }
}

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
        let word = String(firstWord(of: phrase))
        guard let first = word.first else { return "a" }
        let lower = word.lowercased()
        if isAbbreviation(word) { return vowelSoundLetters.contains(Character(first.lowercased())) ? "an" : "a" }
        // The prefixes are ASCII: compared as bytes, not as characters (which cost as much as the
        // rest of the page's criteria).
        if vowelSoundPrefixes.contains(where: { lower.utf8.starts(with: $0.utf8) }) { return "an" }
        if consonantSoundPrefixes.contains(where: { lower.utf8.starts(with: $0.utf8) }) { return "a" }
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
        let last = lastWord(of: phrase).lowercased()
        guard last.count > 3, last.hasSuffix("s") else { return false }
        return !["ss", "us", "is", "as", "os"].contains(where: last.hasSuffix)
    }

    private static func lowercasingFirstWord(_ phrase: String) -> String {
        let word = firstWord(of: phrase)
        guard !word.isEmpty else { return phrase }
        // Keep "iOS", "UIKit", "TalkBack": any capital after the first letter marks a name.
        if hasCapitalAfterFirst(word) { return phrase }
        return phrase.prefix(1).lowercased() + phrase.dropFirst()
    }

    /// The first of the words between spaces, empty when there is none. Found in the UTF-8 bytes:
    /// read as characters, the few words of a title cost more than the rest of its criteria.
    package static func firstWord(of phrase: String) -> Substring {
        let bytes = phrase.utf8
        let start = bytes.firstIndex { $0 != Byte.space } ?? bytes.endIndex
        return phrase[start..<(bytes[start...].firstIndex(of: Byte.space) ?? bytes.endIndex)]
    }

    private static func lastWord(of phrase: String) -> Substring {
        let bytes = phrase.utf8
        let end = bytes.lastIndex { $0 != Byte.space }.map(bytes.index(after:)) ?? bytes.startIndex
        return phrase[(bytes[..<end].lastIndex(of: Byte.space).map(bytes.index(after:)) ?? bytes.startIndex)..<end]
    }

    /// Whether a capital follows the word's first letter: "iOS", "VoiceOver".
    package static func hasCapitalAfterFirst(_ word: Substring) -> Bool {
        guard word.utf8.allSatisfy(Byte.isASCII) else { return word.dropFirst().contains(where: \.isUppercase) }
        return word.utf8.dropFirst().contains(where: Byte.isUppercase)
    }

    /// All capitals (2+ letters), e.g. "FAQ", "URL", "SMS".
    private static func isAbbreviation(_ word: String) -> Bool {
        guard word.utf8.allSatisfy(Byte.isASCII) else {
            let letters = word.filter(\.isLetter)
            return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
        }
        let letters = word.utf8.filter(Byte.isASCIILetter)
        return letters.count >= 2 && letters.allSatisfy(Byte.isUppercase)
    }
}

/// English indefinite articles by sound, for headings such as "How to test an alert dialog".
package enum Article {
    /// Words spelled with a vowel that start with a consonant sound, and the reverse.
    private static let consonantSoundPrefixes = [
        "uni", "use", "usa", "user", "usu", "uti", "uto", "eu", "one", "once", "ubi", "ure",
    ]
    private static let vowelSoundPrefixes = ["hour", "honest", "honor", "honour", "heir"]
    /// Letters whose names start with a vowel sound, for abbreviations read letter by letter.
    private static let vowelSoundLetters: Set<Character> = ["a", "e", "f", "h", "i", "l", "m", "n", "o", "r", "s", "x"]

    /// Letters whose names start with a vowel sound, and the prefixes, as bytes for ASCII words.
    private static let vowelSoundLetterBytes = Array("aefhilmnorsx".utf8)
    private static let consonantSoundPrefixBytes = consonantSoundPrefixes.map { Array($0.utf8) }
    private static let vowelSoundPrefixBytes = vowelSoundPrefixes.map { Array($0.utf8) }

    static func indefinite(for phrase: String) -> String {
        let word = firstWord(of: phrase)
        // Most titles are ASCII: read as bytes, the same rules cost a tenth (every entry's phrase
        // is made several times a build).
        guard word.utf8.allSatisfy(isPrintableASCII) else { return indefiniteByCharacters(String(word)) }
        let bytes = Array(word.utf8)
        guard let first = bytes.first else { return "a" }
        var letters = 0, capitals = 0
        for byte in bytes where Byte.isASCIILetter(byte) {
            letters += 1
            if Byte.isUppercase(byte) { capitals += 1 }
        }
        if letters >= 2, capitals == letters {
            return vowelSoundLetterBytes.contains(Byte.lowercased(first)) ? "an" : "a"
        }
        let lower = bytes.map(Byte.lowercased)
        if vowelSoundPrefixBytes.contains(where: { lower.starts(with: $0) }) { return "an" }
        if consonantSoundPrefixBytes.contains(where: { lower.starts(with: $0) }) { return "a" }
        return "aeiou".utf8.contains(lower[0]) ? "an" : "a"
    }

    /// A byte that is a character on its own: printable ASCII (a carriage return may pair with a
    /// line feed into one character).
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// The article by characters, for a word beyond ASCII.
    static func indefiniteByCharacters(_ word: String) -> String {
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
    static func isPlural(_ phrase: String) -> Bool {
        let word = lastWord(of: phrase)
        if word.utf8.allSatisfy(isPrintableASCII) {
            // Four letters or more ending in "s", but not in "ss", "us", "is", "as" or "os".
            let bytes = Array(word.utf8)
            guard bytes.count > 3, Byte.lowercased(bytes[bytes.count - 1]) == UInt8(ascii: "s") else { return false }
            return !"suiao".utf8.contains(Byte.lowercased(bytes[bytes.count - 2]))
        }
        return isPluralByCharacters(word)
    }

    /// Whether the last word is plural, by characters, for a word beyond ASCII.
    static func isPluralByCharacters(_ word: Substring) -> Bool {
        let last = word.lowercased()
        guard last.count > 3, last.hasSuffix("s") else { return false }
        return !["ss", "us", "is", "as", "os"].contains(where: last.hasSuffix)
    }

    private static func lowercasingFirstWord(_ phrase: String) -> String {
        let word = firstWord(of: phrase)
        guard !word.isEmpty else { return phrase }
        // Keep "iOS", "UIKit", "TalkBack": any capital after the first letter marks a name.
        if hasCapitalAfterFirst(word) { return phrase }
        if let first = phrase.utf8.first, isPrintableASCII(first) {
            guard Byte.isUppercase(first) else { return phrase }
            var bytes = Array(phrase.utf8)
            bytes[0] = Byte.lowercased(first)
            return String(decoding: bytes, as: UTF8.self)
        }
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

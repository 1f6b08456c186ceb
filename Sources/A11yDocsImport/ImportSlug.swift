/// File and folder names as a11ydocs wants them: lowercase letters, digits and single hyphens.
enum ImportSlug {
    /// `Toggle Switch` → `toggle-switch`: lowercase, and every run of anything but a-z and 0-9
    /// one hyphen, none at the ends. A leading `_` (a draft) stays. Nil when nothing is left.
    static func make(_ name: String) -> String? {
        let draft = name.hasPrefix("_")
        var slug = ""
        var pendingHyphen = false
        // Letters with accents are the letters (`Überblick` → `uberblick`).
        let letters = (draft ? String(name.dropFirst()) : name).folding(options: .diacriticInsensitive, locale: nil)
        for character in letters.lowercased().unicodeScalars {
            if ("a"..."z").contains(character) || ("0"..."9").contains(character) {
                if pendingHyphen, !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        guard !slug.isEmpty else { return nil }
        return draft ? "_" + slug : slug
    }

    /// `button` → `button-2`, `button-3`… until `isFree` accepts one.
    static func unique(_ slug: String, isFree: (String) -> Bool) -> String {
        var number = 2
        while !isFree("\(slug)-\(number)") { number += 1 }
        return "\(slug)-\(number)"
    }
}

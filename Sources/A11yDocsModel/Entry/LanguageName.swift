/// A caption track's label when the author gives none: the language's name in that language, so
/// that a reader of it finds it in the player's menu. The tag itself for languages not listed.
public enum LanguageName {
    public static func of(_ tag: String) -> String {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return names[primary] ?? (tag.isEmpty ? "Captions" : tag)
    }

    private static let names = [
        "en": "English", "de": "Deutsch", "es": "Español", "fr": "Français", "it": "Italiano", "nl": "Nederlands",
        "pt": "Português", "sv": "Svenska", "da": "Dansk", "nb": "Norsk bokmål", "fi": "Suomi", "pl": "Polski",
        "cs": "Čeština", "ja": "日本語", "ko": "한국어", "zh": "中文", "ar": "العربية", "he": "עברית",
    ]
}

/// A code snippet as HTML: a labelled figure around a keyboard-scrollable `pre`.
enum CodeBlockHTML {
    static func render(code: String, info: String) -> String {
        let language = String(info.split(separator: " ").first ?? "")
        let label = languageName(language)
        let languageClass = language.isEmpty ? "" : " class=\"language-\(language.htmlEscaped)\""
        return "<figure class=\"snippet\"><figcaption>\(label.htmlEscaped)</figcaption>"
            + "<pre tabindex=\"0\"><code\(languageClass)>\(code.htmlEscaped)</code></pre></figure>\n"
    }

    private static let names: [String: String] = [
        "swift": "Swift", "kotlin": "Kotlin", "kt": "Kotlin", "java": "Java", "xml": "XML",
        "objc": "Objective-C", "objective-c": "Objective-C", "json": "JSON", "groovy": "Groovy",
        "gradle": "Gradle", "html": "HTML", "js": "JavaScript", "javascript": "JavaScript",
        "sh": "Shell", "bash": "Shell", "yaml": "YAML", "text": "Text",
    ]

    /// A reader-facing name for a fence's language, e.g. `kotlin` → `Kotlin`.
    static func languageName(_ language: String) -> String {
        if language.isEmpty { return "Code" }
        return names[language.lowercased()] ?? language.prefix(1).uppercased() + language.dropFirst()
    }
}

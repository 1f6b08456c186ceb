/// What sets Swift, Kotlin, Java and JavaScript apart for `CLikeScanner`: keywords, comment
/// nesting and the string forms. Everything else (numbers, `//` and `/* */`) they share.
struct LanguageSyntax: Sendable {
    /// How `${…}` or `\(…)` embeds code in a string, skipped as a whole so quotes inside it do not
    /// end the string.
    enum Interpolation: Sendable { case none, backslashParenthesis, dollarBrace }

    /// Keywords wherever they stand as whole words (but not after a `.`: `.default`).
    var keywords: KeywordSet
    /// Words that are keywords only when a keyword or brace follows (`data class`, `lazy var`,
    /// `get {`), because authors often name values with them (`val data`, `let package`).
    var contextualKeywords = KeywordSet([])
    /// Keywords still highlighted after a `.`: Swift's `super.init()`, `\.self`.
    var keywordsAfterDot = KeywordSet([])
    /// Keywords that end an expression, for telling a regular expression from a division.
    var valueKeywords = KeywordSet([])
    var nestedBlockComments = false
    /// `@Composable`, `@objc`, `@Override`, a JavaScript decorator.
    var annotations = true
    /// Kotlin's `@get:JvmName`: the target and name together.
    var annotationUseSiteTargets = false
    /// Swift's `#available`, `#selector`, `#if` and raw strings `#"…"#`.
    var swiftHashes = false
    /// Swift's argument labels (`for: .normal`) are names, not keywords.
    var argumentLabels = false
    /// `'…'`: Kotlin and Java characters, JavaScript strings. Swift has none.
    var singleQuotedStrings = true
    /// `"""…"""`: Swift multi-line strings, Java text blocks, Kotlin raw strings.
    var tripleQuotedStrings = true
    /// Kotlin's raw strings take `\` literally.
    var tripleQuotedEscapes = true
    var interpolation = Interpolation.none
    /// JavaScript's `` `…${x}…` ``.
    var templateLiterals = false
    /// Swift's and Kotlin's `` `default` ``: a name, not a keyword.
    var backtickIdentifiers = false
    var regexLiterals = false
}

extension LanguageSyntax {
    static let swift = LanguageSyntax(
        keywords: KeywordSet([
            "actor", "any", "Any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
            "catch", "class", "consuming", "continue", "default", "defer", "deinit", "do", "else", "enum",
            "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
            "init", "inout", "internal", "is", "isolated", "let", "macro", "nil", "nonisolated", "operator",
            "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
            "sending", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
            "try", "typealias", "var", "where", "while",
        ]),
        contextualKeywords: KeywordSet([
            "convenience", "didSet", "distributed", "dynamic", "final", "get", "indirect", "infix", "lazy",
            "mutating", "nonmutating", "open", "optional", "override", "package", "postfix", "prefix",
            "required", "set", "unowned", "weak", "willSet",
        ]),
        keywordsAfterDot: KeywordSet(["init", "self", "Type"]),
        nestedBlockComments: true,
        swiftHashes: true,
        argumentLabels: true,
        singleQuotedStrings: false,
        interpolation: .backslashParenthesis,
        backtickIdentifiers: true
    )

    static let kotlin = LanguageSyntax(
        keywords: KeywordSet([
            "abstract", "as", "break", "by", "catch", "class", "const", "constructor", "continue",
            "crossinline", "do", "else", "enum", "false", "finally", "for", "fun", "get", "if", "import", "in",
            "infix", "init", "inline", "interface", "internal", "is", "lateinit", "noinline", "null", "object",
            "operator", "out", "override", "package", "private", "protected", "public", "reified", "return",
            "set", "super", "suspend", "tailrec", "this", "throw", "true", "try", "typealias", "typeof", "val",
            "var", "vararg", "when", "where", "while",
        ]),
        contextualKeywords: KeywordSet([
            "actual", "annotation", "companion", "data", "expect", "external", "final", "inner", "open",
            "sealed", "value",
        ]),
        nestedBlockComments: true,
        annotationUseSiteTargets: true,
        tripleQuotedEscapes: false,
        interpolation: .dollarBrace,
        backtickIdentifiers: true
    )

    static let java = LanguageSyntax(
        keywords: KeywordSet([
            "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
            "continue", "default", "do", "double", "else", "enum", "extends", "false", "final", "finally",
            "float", "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long",
            "native", "new", "null", "package", "private", "protected", "public", "return", "short", "static",
            "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "true", "try",
            "var", "void", "volatile", "while",
        ]),
        contextualKeywords: KeywordSet(["permits", "record", "sealed", "yield"])
    )

    static let javascript = LanguageSyntax(
        keywords: KeywordSet([
            "as", "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger",
            "default", "delete", "do", "else", "export", "extends", "false", "finally", "for", "from",
            "function", "if", "import", "in", "instanceof", "let", "new", "null", "of", "return", "static",
            "super", "switch", "this", "throw", "true", "try", "typeof", "undefined", "var", "void", "while",
            "with", "yield",
        ]),
        valueKeywords: KeywordSet(["false", "null", "super", "this", "true", "undefined"]),
        tripleQuotedStrings: false,
        templateLiterals: true,
        regexLiterals: true
    )
}

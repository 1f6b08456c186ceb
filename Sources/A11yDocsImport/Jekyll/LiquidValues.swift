import A11yDocsSupport

/// The Liquid values that mean the same in every Jekyll site, filled in from `_config.yml` and the
/// entry's front matter: `site.baseurl`, `site.url`, `site.title`, `site.description`,
/// `page.title`, and a quoted path through `relative_url` or `absolute_url`. Anything else
/// (`include.label`, another filter) is not known here and stays a located problem.
struct LiquidValues: Equatable {
    var siteTitle: String?
    var siteDescription: String?
    /// `url` as written, without a trailing `/`; "" when the site sets none (Jekyll's own default).
    var url = ""
    /// `baseurl` with one leading `/` and no trailing one; "" for a site served from the root.
    var baseurl = ""
    var pageTitle: String?

    init(
        siteTitle: String? = nil, siteDescription: String? = nil, url: String = "", baseurl: String = "",
        pageTitle: String? = nil
    ) {
        self.siteTitle = siteTitle
        self.siteDescription = siteDescription
        self.url = Self.withoutTrailingSlash(url.trimmed())
        let base = Self.withoutTrailingSlash(baseurl.trimmed())
        self.baseurl = base.isEmpty || base.hasPrefix("/") ? base : "/" + base
        self.pageTitle = pageTitle
    }

    /// The text of `{{ expression }}` (the braces included), or nil when it is not one of these.
    func resolve(_ output: String) -> String? {
        var inner = Substring(output)
        guard inner.hasPrefix("{{"), inner.hasSuffix("}}") else { return nil }
        inner = inner.dropFirst(2).dropLast(2)
        // Whitespace control (`{{- … -}}`) only trims around the tag in Jekyll's output.
        if inner.hasPrefix("-") { inner = inner.dropFirst() }
        if inner.hasSuffix("-") { inner = inner.dropLast() }
        let parts = Self.split(String(inner))
        guard let head = parts.first, var value = self.value(of: head) else { return nil }
        for filter in parts.dropFirst() {
            switch filter {
            case "relative_url": value = relativeURL(value)
            case "absolute_url": value = url + relativeURL(value)
            default: return nil
            }
        }
        return value
    }

    /// The text with every value this knows filled in; others stay as written.
    func fillIn(_ text: String) -> String {
        guard text.contains("{{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            result += rest[..<open.lowerBound]
            let output = String(rest[open.lowerBound..<close.upperBound])
            result += resolve(output) ?? output
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    private func value(of expression: String) -> String? {
        if let literal = Self.literal(expression) { return literal }
        switch expression {
        case "site.baseurl": return baseurl
        case "site.url": return url
        case "site.title": return siteTitle
        case "site.description": return siteDescription
        case "page.title": return pageTitle
        default: return nil
        }
    }

    /// Jekyll's `relative_url`: the base URL before a path of the site, one `/` between.
    private func relativeURL(_ path: String) -> String {
        if path.contains("://") || path.hasPrefix("//") { return path }
        let joined = baseurl + "/" + path.drop { $0 == "/" }
        return joined
    }

    /// `'text'` or `"text"`.
    private static func literal(_ expression: String) -> String? {
        guard expression.count >= 2, let quote = expression.first, quote == "'" || quote == "\"",
            expression.last == quote
        else { return nil }
        let inner = expression.dropFirst().dropLast()
        return inner.contains(quote) ? nil : String(inner)
    }

    /// The expression and its filters, split at `|` outside quotes, each trimmed.
    private static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "|" {
                parts.append(current.trimmed())
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current.trimmed())
        return parts
    }

    private static func withoutTrailingSlash(_ text: String) -> String {
        var text = Substring(text)
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}

import A11yDocsModel
import A11yDocsSupport
import Yams

extension SiteConfigLoader {
    /// `accent: "#5b2bb5"` (the light scheme's; the theme keeps its dark one) or
    /// `accent: {light: "#5b2bb5", dark: "#c9b3ff"}`. Each must reach 4.5:1 on its scheme's
    /// background, or the site would ship text its readers cannot see: refused at the value.
    mutating func accent(_ node: Node) -> Brand.Accent? {
        if let mapping = node.mapping {
            var light: String?
            var dark: String?
            for (keyNode, value) in mapping {
                switch keyNode.string?.lowercased() {
                case "light": light = colour(value, scheme: "light")
                case "dark": dark = colour(value, scheme: "dark")
                default:
                    report(
                        .unknownKey(
                            keyNode.string ?? "",
                            suggestion: Suggestion.closest(to: keyNode.string ?? "", in: ["light", "dark"])),
                        at: keyNode.mark)
                }
            }
            guard let light else {
                if dark != nil {
                    report(
                        .wrongType(key: "accent", expected: "given a 'light' colour too, beside 'dark'"), at: node.mark)
                }
                return nil
            }
            return Brand.Accent(light: light, dark: dark)
        }
        return colour(node, scheme: "light").map { Brand.Accent(light: $0) }
    }

    private mutating func colour(_ node: Node, scheme: String) -> String? {
        guard let text = optionalText(node, key: "accent") else { return nil }
        guard let hex = Brand.hexColour(text) else {
            report(.wrongType(key: "accent", expected: "a colour such as '#5b2bb5'"), at: node.mark)
            return nil
        }
        let background = scheme == "light" ? Brand.lightBackground : Brand.darkBackground
        let ratio = Brand.contrast(hex, background)
        guard ratio >= Brand.minimumContrast else {
            report(.accentContrast(hex, scheme: scheme, background: background, ratio: ratio), at: node.mark)
            return nil
        }
        return hex
    }

    /// A file in the static folder, by its site address (`logo.svg`, `brand/icon.png`); a name
    /// that is not there is an error at the value, as the page would show a broken image.
    mutating func brandFile(_ node: Node, key: String, staticFolder: String) -> String? {
        guard var value = optionalText(node, key: key) else { return nil }
        value = String(value.drop { $0 == "/" })
        if value.hasPrefix("./") { value = String(value.dropFirst(2)) }
        let library = PathText.parent(path).isEmpty ? "." : PathText.parent(path)
        let folder = PathText.join(library, staticFolder)
        let file = PathText.join(folder, value)
        guard !value.isEmpty, PathText.isInside(file, folder: folder), PathText.isFile(file) else {
            report(.brandFileMissing(key: key, looked: file, staticFolder: staticFolder), at: node.mark)
            return nil
        }
        return value
    }
}

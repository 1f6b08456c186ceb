import Foundation

/// The library's own look on the built-in theme: a logo beside the title, the browser tab's icon
/// and an accent colour, from `logo:`, `favicon:` and `accent:` in `a11ydocs.yml`.
public struct Brand: Sendable, Equatable {
    /// Site addresses of files in the static folder (`logo.svg` for `Static/logo.svg`).
    public var logo: String?
    public var favicon: String?
    public var accent: Accent?

    public init(logo: String? = nil, favicon: String? = nil, accent: Accent? = nil) {
        self.logo = logo
        self.favicon = favicon
        self.accent = accent
    }

    /// The accent in each colour scheme, as `#rrggbb`; without `dark`, the theme's own dark accent.
    public struct Accent: Sendable, Equatable {
        public var light: String
        public var dark: String?

        public init(light: String, dark: String? = nil) {
            self.light = light
            self.dark = dark
        }
    }

    /// The theme's page background in each scheme: the accent is text and rules on it.
    public static let lightBackground = "#ffffff"
    public static let darkBackground = "#121216"
    /// WCAG 1.4.3's minimum for text: the accent underlines the title and marks the current tab.
    public static let minimumContrast = 4.5

    /// The colour `#rgb` or `#rrggbb` names, as `#rrggbb` in lowercase; nil for anything else.
    public static func hexColour(_ text: String) -> String? {
        let digits = text.hasPrefix("#") ? text.dropFirst().lowercased() : ""
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 6: return "#" + digits
        case 3: return "#" + digits.map { "\($0)\($0)" }.joined()
        default: return nil
        }
    }

    /// WCAG's contrast ratio of two `#rrggbb` colours, from 1 to 21.
    public static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
}

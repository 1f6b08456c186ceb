public enum Platform: String, CaseIterable, Hashable, Sendable, Encodable {
    case iOS = "ios"
    case android = "android"
    /// HTML, CSS and JavaScript; no frameworks of its own.
    case web = "web"

    public var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .android: return "Android"
        case .web: return "Web"
        }
    }

    public var frameworks: [Framework] { Framework.allCases.filter { $0.platform == self } }
}

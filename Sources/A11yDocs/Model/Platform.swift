public enum Platform: String, CaseIterable, Hashable, Sendable, Encodable {
    case iOS = "ios"
    case android = "android"

    public var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .android: return "Android"
        }
    }

    public var frameworks: [Framework] { Framework.allCases.filter { $0.platform == self } }
}

public enum Framework: String, CaseIterable, Hashable, Sendable, Encodable {
    case uiKit = "uikit"
    case swiftUI = "swiftui"
    case androidViews = "android-views"
    case jetpackCompose = "jetpack-compose"

    public var platform: Platform {
        switch self {
        case .uiKit, .swiftUI: return .iOS
        case .androidViews, .jetpackCompose: return .android
        }
    }

    public var displayName: String {
        switch self {
        case .uiKit: return "UIKit"
        case .swiftUI: return "SwiftUI"
        case .androidViews: return "Android Views"
        case .jetpackCompose: return "Jetpack Compose"
        }
    }
}

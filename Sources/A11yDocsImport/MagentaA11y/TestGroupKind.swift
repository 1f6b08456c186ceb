/// The four numbered groups of a Condensed section and the front-matter map each becomes, told
/// by the group's title loosely: MagentaA11y's titles ("Test keyboard only, then screen reader +
/// keyboard actions", "Test mobile screenreader gestures", "Listen to screenreader output on all
/// devices", "Test device settings" / "Device OS settings") and titles close to them.
enum TestGroupKind: CaseIterable, Equatable {
    case keyboard
    case mobile
    case screenReader
    case settings

    /// The front-matter key.
    var key: String {
        switch self {
        case .keyboard: return "keyboard"
        case .mobile: return "mobile"
        case .screenReader: return "screenreader"
        case .settings: return "settings"
        }
    }

    /// The kind a group title names; nil when it names none. Keyboard is looked for first, as its
    /// title also names the screen reader, and gestures before output, as theirs does too.
    init?(title: String) {
        let words = title.lowercased().replacingOccurrences(of: "screen reader", with: "screenreader")
        if words.contains("keyboard") {
            self = .keyboard
        } else if words.contains("gesture") || words.contains("mobile") {
            self = .mobile
        } else if words.contains("output") || words.contains("listen") || words.contains("screenreader") {
            self = .screenReader
        } else if words.contains("setting") {
            self = .settings
        } else {
            return nil
        }
    }
}

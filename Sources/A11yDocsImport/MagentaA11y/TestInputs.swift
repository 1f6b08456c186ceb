/// The keys, gestures and inputs a test step can name (`Tab`, `Home`, `swipe`, `double tap`), found
/// in text as whole words whatever their case. Words that are also plain English (`home`, `end`,
/// `space`, `return`, `delete`) count only on a line that says "key", as in "the Home or End key".
enum TestInputs {
    /// The name shown in messages, and the spellings that name it (words of a spelling in order).
    private static let inputs: [(name: String, spellings: [[String]], needsKeyWord: Bool)] = [
        ("Tab", [["tab"]], false),
        ("Shift", [["shift"]], false),
        ("Enter", [["enter"]], false),
        ("Spacebar", [["spacebar"], ["space", "bar"]], false),
        ("Space", [["space"]], true),
        ("Escape", [["escape"], ["esc"]], false),
        ("arrow keys", [["arrow"], ["arrows"]], false),
        ("Home", [["home"]], true),
        ("End", [["end"]], true),
        ("Page Up", [["page", "up"], ["pageup"]], false),
        ("Page Down", [["page", "down"], ["pagedown"]], false),
        ("Return", [["return"]], true),
        ("Delete", [["delete"]], true),
        ("Backspace", [["backspace"]], false),
        ("typing", [["type"], ["types"], ["typing"], ["typed"]], false),
        ("swipe", [["swipe"], ["swipes"], ["swiping"]], false),
        ("tap", [["tap"], ["taps"], ["tapping"]], false),
        ("long press", [["long", "press"]], false),
        ("scrub", [["scrub"]], false),
        ("volume keys", [["volume"]], false),
        ("rotor", [["rotor"]], false),
        ("drag", [["drag"], ["dragging"]], false),
        ("pinch", [["pinch"]], false),
    ]

    /// The inputs a text names, by their names, in the table's order.
    static func named(in text: String) -> [String] {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        let saysKey = words.contains("key") || words.contains("keys")
        return inputs.filter { input in
            (!input.needsKeyWord || saysKey) && input.spellings.contains { contains(words, $0) }
        }.map(\.name)
    }

    private static func contains(_ words: [String], _ spelling: [String]) -> Bool {
        guard spelling.count <= words.count else { return false }
        return (0...(words.count - spelling.count)).contains { Array(words[$0..<($0 + spelling.count)]) == spelling }
    }
}

import A11yDocsTestSupport

/// One entry file as the incremental-equivalence test writes it: what it holds, so that an edit
/// can change one field and write the file again.
struct EntrySpec: Equatable {
    var title: String
    var categories: [String]
    var order: Int?
    var isDraft = false
    var hasKeyboard = false
    var body: String
    /// Written with front matter YAML cannot read, until an edit fixes it.
    var isBroken = false

    var text: String {
        if isBroken { return "---\ntitle: [\(title)\ncategories: {\n---\n" + body }
        var lines = ["---", "title: \(title)", "categories: [\(categories.joined(separator: ", "))]"]
        if let order { lines.append("order: \(order)") }
        if isDraft { lines.append("draft: true") }
        if hasKeyboard { lines += ["keyboard:", "  tab: Moves focus to \(title)"] }
        return (lines + ["---"]).joined(separator: "\n") + "\n" + body
    }

    /// A body with a heading and a code block, and now and then a picture beside the entry.
    static func randomBody(using random: inout SplitMix64) -> String {
        let word = words.randomElement(using: &random)!
        let language = ["swift", "kotlin", "html"].randomElement(using: &random)!
        var body =
            "## \(word.capitalized) notes\n\n- The \(word) is read by name.\n\n```\(language)\nlet \(word) = "
            + "\(Int.random(in: 0...99, using: &random))\n```\n"
        if Int.random(in: 0..<4, using: &random) == 0 {
            body += "\n![A \(word)](images/\(pictures.randomElement(using: &random)!))\n"
        }
        return body
    }

    static func random(using random: inout SplitMix64) -> EntrySpec {
        EntrySpec(
            title: titles.randomElement(using: &random)!,
            categories: Array(categoryNames.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random))),
            // Few distinct orders, so that entries tie and the tie-breaks are exercised too.
            order: Bool.random(using: &random) ? Int.random(in: 1...3, using: &random) : nil,
            hasKeyboard: Bool.random(using: &random),
            body: randomBody(using: &random))
    }

    static let titles = [
        "Button", "Switch", "Tab bar", "Slider", "Link", "Alert", "Menu", "Stepper", "Toggle", "Carousel",
    ]
    static let categoryNames = ["controls", "actions", "navigation", "forms", "feedback"]
    static let words = ["focus", "label", "state", "role", "hint", "group"]
    static let pictures = ["one.png", "two.png"]
}

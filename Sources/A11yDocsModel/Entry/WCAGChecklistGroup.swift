/// One principle of an author's WCAG checklist (`wcag: - name: Perceivable / list: - criteria: …`):
/// items in the author's words, which may name success criteria (`1.4.10 Reflow …`).
public struct WCAGChecklistGroup: Hashable, Sendable, Encodable {
    /// The group's name as written, e.g. `Perceivable`; empty when the author gave none.
    public var name: String
    public var items: [String]

    public init(name: String, items: [String]) {
        self.name = name
        self.items = items
    }
}

/// What a screen reader must announce for the pattern.
public struct ScreenReaderOutput: Hashable, Sendable, Encodable {
    public var name: String?
    public var role: String?
    public var group: String?
    public var state: String?
    /// Any further keys the author added, in their order.
    public var extra: [Expectation]

    public init(
        name: String? = nil, role: String? = nil, group: String? = nil, state: String? = nil, extra: [Expectation] = []
    ) {
        self.name = name
        self.role = role
        self.group = group
        self.state = state
        self.extra = extra
    }

    /// Name, role, group and state (those present), then the extra keys: the rows of the output table.
    public var rows: [Expectation] {
        let known: [(String, String?)] = [("Name", name), ("Role", role), ("Group", group), ("State", state)]
        return known.compactMap { label, value in value.map { Expectation(trigger: label, result: $0) } } + extra
    }

    public var isEmpty: Bool { rows.isEmpty }
}

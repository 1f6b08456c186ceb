/// An assistive technology the library tests with (`assistive_technologies:` in `a11ydocs.yml`):
/// its name as records write it, and the major version that is current now, below which a
/// pattern's latest record is out of date.
public struct AssistiveTechnology: Hashable, Sendable {
    public var name: String
    public var current: Int?

    public init(name: String, current: Int? = nil) {
        self.name = name
        self.current = current
    }
}

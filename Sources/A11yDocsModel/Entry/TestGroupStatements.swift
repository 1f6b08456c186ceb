/// A test group written as text instead of a map of steps (`keyboard: N/A`, `mobile: none`):
/// the author's words for the whole group, shown as written where its table would be.
public struct TestGroupStatements: Hashable, Sendable, Encodable {
    public var keyboard: String?
    public var mobile: String?
    public var screenReader: String?
    public var settings: String?

    public init(keyboard: String? = nil, mobile: String? = nil, screenReader: String? = nil, settings: String? = nil) {
        self.keyboard = keyboard
        self.mobile = mobile
        self.screenReader = screenReader
        self.settings = settings
    }

    public var isEmpty: Bool { [keyboard, mobile, screenReader, settings].allSatisfy { $0 == nil } }
}

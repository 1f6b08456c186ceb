/// A test group written as text instead of a map of steps (`keyboard: N/A`, `mobile: none`):
/// the author's word for the whole group, shown where its table would be.
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

    /// "Not applicable" for the ways authors say so (`N/A`, `none`, `-`); otherwise the text as written.
    public static func display(_ statement: String) -> String {
        let folded = statement.trimmed().lowercased()
        return ["n/a", "n/a.", "na", "none", "-", "not applicable", "not applicable."].contains(folded) ? "Not applicable" : statement
    }
}

/// Developer notes for one platform, sections in source order.
public struct PlatformNotes: Hashable, Sendable, Encodable {
    public var platform: Platform
    public var sections: [NoteSection]

    public init(platform: Platform, sections: [NoteSection] = []) {
        self.platform = platform
        self.sections = sections
    }
}

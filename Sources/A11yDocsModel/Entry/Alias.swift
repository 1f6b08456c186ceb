/// An address the entry had before (`aliases:`), as `collection/slug`: the build writes a page
/// there that sends the reader to the entry. Where it is written, for what the plan finds wrong
/// with it (another entry's address, or a file the site writes).
public struct Alias: Hashable, Sendable {
    public var address: String
    public var location: SourceLocation

    public init(_ address: String, at location: SourceLocation) {
        self.address = address
        self.location = location
    }
}

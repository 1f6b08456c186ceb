/// Text made in parts: `write` hands each part's UTF-8 bytes, in order, to the function it is
/// given (a part may end inside a character; the next one goes on with it).
public struct TextParts: Sendable, Equatable {
    package let write: @Sendable (_ part: ([UInt8]) throws -> Void) throws -> Void

    package init(write: @escaping @Sendable (_ part: ([UInt8]) throws -> Void) throws -> Void) {
        self.write = write
    }

    /// The whole text, for callers that keep files in memory; throws what making it throws.
    public func joined() throws -> String {
        var bytes: [UInt8] = []
        try write { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Equal when both make the same text; text that cannot be made equals nothing.
    public static func == (lhs: TextParts, rhs: TextParts) -> Bool {
        guard let left = try? lhs.joined(), let right = try? rhs.joined() else { return false }
        return left == right
    }
}

extension String {
    /// The string's UTF-8 bytes, read where the string keeps them. A native string's are
    /// contiguous, so no copy of the string is made: `withUTF8` needs a mutable one, and its
    /// retain and release were paid on each of the hundreds of thousands of pieces a build writes.
    @inlinable public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

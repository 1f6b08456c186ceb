extension Array where Element == String {
    /// The strings with `separator` between them, copied once into a string of the exact size.
    /// `joined(separator:)` appends piece by piece, and took twice as long where every entry's test
    /// cases are joined on every build. (Criteria texts made of lines use `CriteriaLines`.)
    package func joinedInOneCopy(separator: String) -> String {
        separator.withUTF8Bytes { separator in
            let size = reduce(separator.count * Swift.max(count - 1, 0)) { $0 + $1.utf8.count }
            return String(unsafeUninitializedCapacity: size) { buffer in
                var offset = 0
                func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
                    (target + offset).update(from: source, count: bytes.count)
                    offset += bytes.count
                }
                for (index, part) in enumerated() {
                    if index > 0 { copy(separator) }
                    part.withUTF8Bytes { copy($0) }
                }
                return offset
            }
        }
    }
}

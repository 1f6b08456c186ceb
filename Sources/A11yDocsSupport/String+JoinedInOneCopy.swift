extension Array where Element == String {
    /// The strings with `separator` between them and `ending` after the last, copied once into a
    /// string of the exact size. `joined(separator:)` appends piece by piece, and took twice as
    /// long where every entry's criteria, test cases and Gherkin are joined on every build.
    package func joinedInOneCopy(separator: String, ending: String = "") -> String {
        var separator = separator, ending = ending
        return separator.withUTF8 { separator in
            ending.withUTF8 { ending in
                var size = ending.count + separator.count * Swift.max(count - 1, 0)
                for part in self { size += part.utf8.count }
                return String(unsafeUninitializedCapacity: size) { buffer in
                    var offset = 0
                    func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
                        (target + offset).update(from: source, count: bytes.count)
                        offset += bytes.count
                    }
                    for (index, part) in enumerated() {
                        if index > 0 { copy(separator) }
                        var part = part
                        part.withUTF8 { copy($0) }
                    }
                    copy(ending)
                    return offset
                }
            }
        }
    }
}

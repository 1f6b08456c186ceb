extension Array where Element == String {
    /// The strings with `separator` between them and `ending` after the last, copied once into a
    /// string of the exact size. `joined(separator:)` appends piece by piece, and took twice as
    /// long where every entry's criteria, test cases and Gherkin are joined on every build.
    /// Strings from `first` on that are not empty get `indent` before them, without a string of
    /// their own made for each.
    package func joinedInOneCopy(
        separator: String, ending: String = "", indenting indent: String = "", from first: Int = 0
    ) -> String {
        separator.withUTF8Bytes { separator in
            ending.withUTF8Bytes { ending in
                indent.withUTF8Bytes { indent in
                    var size = ending.count + separator.count * Swift.max(count - 1, 0)
                    for (index, part) in enumerated() {
                        let length = part.utf8.count
                        size += length + (index >= first && length > 0 ? indent.count : 0)
                    }
                    return String(unsafeUninitializedCapacity: size) { buffer in
                        var offset = 0
                        func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
                            (target + offset).update(from: source, count: bytes.count)
                            offset += bytes.count
                        }
                        for (index, part) in enumerated() {
                            if index > 0 { copy(separator) }
                            part.withUTF8Bytes { part in
                                if index >= first, !part.isEmpty { copy(indent) }
                                copy(part)
                            }
                        }
                        copy(ending)
                        return offset
                    }
                }
            }
        }
    }
}

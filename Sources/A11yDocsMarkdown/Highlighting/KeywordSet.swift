/// A language's keywords, looked up straight from the code's bytes: no `String` is made per
/// identifier. An open-addressed hash table of offsets into one array of the words' bytes.
struct KeywordSet: Sendable {
    /// Per slot, an index into `starts` plus one; zero for an empty slot. A power of two long.
    private let slots: [Int32]
    private let starts: [Int32]
    private let words: [UInt8]
    private let slotMask: Int
    /// Identifiers outside these lengths are rejected without hashing.
    private let minLength: Int
    private let maxLength: Int

    init(_ list: [String]) {
        let unique = Array(Set(list)).sorted()
        var words: [UInt8] = []
        var starts: [Int32] = []
        for word in unique {
            starts.append(Int32(words.count))
            words.append(contentsOf: word.utf8)
        }
        starts.append(Int32(words.count))
        // At most a quarter full, so probes are short.
        var size = 8
        while size < unique.count * 4 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        words.withUnsafeBufferPointer { bytes in
            for entry in unique.indices {
                var slot = Self.hash(bytes, Int(starts[entry]), Int(starts[entry + 1])) & (size - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = Int32(entry + 1)
            }
        }
        self.slots = slots
        self.starts = starts
        self.words = words
        slotMask = size - 1
        minLength = unique.map(\.utf8.count).min() ?? 1
        maxLength = unique.map(\.utf8.count).max() ?? 0
    }

    /// FNV-1a: cheap for words this short, and spreads them well enough.
    @inline(__always) private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for index in start..<end {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
        }
        return Int(hash)
    }

    /// Whether `input[start..<end]` is one of the words, byte for byte.
    func contains(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length >= minLength, length <= maxLength, start >= 0, end <= input.count else { return false }
        var slot = Self.hash(input, start, end) & slotMask
        return slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                words.withUnsafeBufferPointer { words in
                    while true {
                        let entry = Int(slots[slot])
                        if entry == 0 { return false }
                        let wordStart = Int(starts[entry - 1])
                        if Int(starts[entry]) - wordStart == length {
                            var offset = 0
                            while offset < length, words[wordStart + offset] == input[start + offset] { offset += 1 }
                            if offset == length { return true }
                        }
                        slot = (slot + 1) & slotMask
                    }
                }
            }
        }
    }

    /// For tests and callers that have a `String`.
    func contains(_ word: String) -> Bool {
        return word.withUTF8Bytes { contains($0, 0, $0.count) }
    }
}

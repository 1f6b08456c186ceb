import Foundation

/// Terms and a value for each, found by the term's UTF-8 bytes: the index reads every word of
/// every entry, and a table keyed by `String` made a string of each word and hashed it with
/// SipHash, most of the index's time. Here a word is looked up as the bytes the tokenizer found,
/// with a cheap hash; a string is made once per distinct term, when the terms are listed.
struct SearchTermTable<Value> {
    /// The terms' bytes, one after another; term `i` ends at `entries[i].end`.
    private var text: [UInt8] = []
    /// Where each term ends in `text`, and its hash, side by side: a lookup reads both.
    private var entries: [(end: Int, hash: UInt64)] = []
    /// Each term's value, by the term's number (the order the terms were first added).
    var values: [Value] = []
    /// Open addressing: a term's number plus one, 0 for a free slot; a power of two long, at most
    /// half full.
    private var slots: [Int32] = Array(repeating: 0, count: 256)

    var count: Int { entries.count }

    /// The number of `term`, which is added with `make()` as its value the first time it comes.
    mutating func number(of term: UnsafeBufferPointer<UInt8>, making make: () -> Value) -> Int {
        let hash = Self.hash(term)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while let number = find(term, hash: hash, at: &slot) { return number }
        text.append(contentsOf: term)
        entries.append((text.count, hash))
        values.append(make())
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        if entries.count * 2 > slots.count { grow() }
        return entries.count - 1
    }

    /// The value of `term`, if the table has it.
    func value(of term: String) -> Value? {
        return term.withUTF8Bytes { term in
            let hash = Self.hash(term)
            var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            return find(term, hash: hash, at: &slot).map { values[$0] }
        }
    }

    /// The number of the term in the slots from `slot` on, or nil with `slot` at the free slot
    /// that ends them.
    /// Read through the arrays' buffers, and the bytes compared with `memcmp`: every word of every
    /// entry comes here, and checked subscripts and a byte-by-byte compare were most of its cost.
    private func find(_ term: UnsafeBufferPointer<UInt8>, hash: UInt64, at slot: inout Int) -> Int? {
        text.withUnsafeBufferPointer { text in
            entries.withUnsafeBufferPointer { entries in
                slots.withUnsafeBufferPointer { slots in
                    while true {
                        let number = Int(slots[slot]) - 1
                        if number < 0 { return nil }
                        if entries[number].hash == hash {
                            let start = number == 0 ? 0 : entries[number - 1].end
                            if entries[number].end - start == term.count,
                                term.isEmpty || memcmp(text.baseAddress! + start, term.baseAddress!, term.count) == 0
                            {
                                return number
                            }
                        }
                        slot = (slot + 1) & (slots.count - 1)
                    }
                }
            }
        }
    }

    /// Calls `body` with each term's bytes (valid during the call), in the order they were added.
    func forEachTerm(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        text.withUnsafeBufferPointer { text in
            var start = 0
            for (end, _) in entries {
                body(UnsafeBufferPointer(rebasing: text[start..<end]))
                start = end
            }
        }
    }

    /// Every term as a string, in the order they were added.
    var terms: [String] {
        var terms: [String] = []
        terms.reserveCapacity(count)
        forEachTerm { terms.append(String(decoding: $0, as: UTF8.self)) }
        return terms
    }

    /// Each value replaced by what `transform` makes of it.
    func mapValues<Other>(_ transform: (Value) -> Other) -> SearchTermTable<Other> {
        var mapped = SearchTermTable<Other>()
        (mapped.text, mapped.entries, mapped.slots) = (text, entries, slots)
        mapped.values = values.map(transform)
        return mapped
    }

    private mutating func grow() {
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        for (index, (_, hash)) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (grown.count - 1)
            while grown[slot] != 0 { slot = (slot + 1) & (grown.count - 1) }
            grown[slot] = Int32(truncatingIfNeeded: index + 1)
        }
        slots = grown
    }

    /// FNV-1a, its high bits folded into the low ones that pick a slot.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 32)
    }
}

extension SearchTermTable: Sendable where Value: Sendable {}

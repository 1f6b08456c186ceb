import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// How a test case is named for good: `a11y-<collection>-<slug>-<group>-<hash>`, the hash made
/// from the trigger alone (lowercased, spaces folded), so that editing a result, the title, the
/// notes or the order of rows keeps every id, and fixing a trigger's capitals or spacing does too.
package enum TestCaseID {
    package static let prefix = "a11y"

    /// `a11y-native-carousel`: the entry's own tag, and the start of its cases' ids.
    package static func entry(_ entry: Entry) -> String {
        "\(prefix)-\(entry.collection)-\(entry.slug)"
    }

    /// The part of an id that names a test group.
    package static func group(_ kind: TestStepGroup.Kind) -> String {
        switch kind {
        case .keyboard: return "kb"
        case .gestures: return "gesture"
        case .screenReaderOutput: return "sr"
        case .deviceSettings: return "setting"
        }
    }

    /// Six hex digits of the 32-bit FNV-1a hash of the trigger as it is compared: the same on
    /// every machine and in every run (Swift's own hashing is seeded per process).
    package static func hash(of trigger: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        // A function on the hash rather than a closure over it, which kept the hash in a box.
        func fold(_ byte: UInt8, into hash: inout UInt32) { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        if trigger.utf8.allSatisfy({ Byte.isASCII($0) }) {
            // Most triggers are ASCII: folded byte by byte, as `normalised` would.
            var pendingSpace = false, started = false
            for byte in trigger.utf8 {
                if Byte.isWhitespace(byte) {
                    pendingSpace = started
                    continue
                }
                if pendingSpace { fold(Byte.space, into: &hash) }
                pendingSpace = false
                started = true
                fold(Byte.lowercased(byte), into: &hash)
            }
        } else {
            for byte in normalised(trigger).utf8 { fold(byte, into: &hash) }
        }
        // Six digits written in place: a string made by `radix:` and padded cost as much as the hash.
        let folded = hash
        return String(unsafeUninitializedCapacity: 6) { digits in
            for index in 0..<6 {
                let nibble = UInt8(truncatingIfNeeded: folded >> UInt32(20 - 4 * index)) & 0xF
                digits[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 6
        }
    }

    /// "Shift + Tab " → "shift + tab".
    static func normalised(_ trigger: String) -> String {
        trigger.folded()
    }

    /// A scenario name the author wrote (`Zoom in`, `zoom_in`) as an id part: `zoom-in`; a name
    /// with no ASCII letters or digits by its hash.
    package static func name(_ text: String) -> String {
        var part = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                part.unicodeScalars.append(scalar)
            } else if !part.isEmpty, !part.hasSuffix("-") {
                part.append("-")
            }
        }
        while part.hasSuffix("-") { part.removeLast() }
        return part.isEmpty ? "scenario-" + hash(of: text) : part
    }
}

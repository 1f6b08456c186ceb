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
        let fold = { (byte: UInt8) in hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        if trigger.utf8.allSatisfy({ Byte.isASCII($0) }) {
            // Most triggers are ASCII: folded byte by byte, as `normalised` would.
            var pendingSpace = false, started = false
            for byte in trigger.utf8 {
                if Byte.isWhitespace(byte) {
                    pendingSpace = started
                    continue
                }
                if pendingSpace { fold(Byte.space) }
                pendingSpace = false
                started = true
                fold(Byte.lowercased(byte))
            }
        } else {
            normalised(trigger).utf8.forEach(fold)
        }
        let digits = String(hash & 0xFF_FFFF, radix: 16)
        return String(repeating: "0", count: 6 - digits.count) + digits
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

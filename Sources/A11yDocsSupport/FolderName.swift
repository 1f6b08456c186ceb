/// A collection or category folder's name as a reader sees it, and as an address holds it.
package enum FolderName {
    /// `native` → `Native`, `form-controls` → `Form controls`.
    package static func shown(_ name: String) -> String {
        // As bytes where the name is ASCII (folder names nearly always are): asked for on every page.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(name.utf8)
            for index in bytes.indices where bytes[index] == Byte.hyphen || bytes[index] == UInt8(ascii: "_") {
                bytes[index] = Byte.space
            }
            if let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") { bytes[0] = first - 32 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let spaced = String(name.map { $0 == "-" || $0 == "_" ? " " : $0 })
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// The name as a fragment of an address: `Form controls` → `form-controls`.
    package static func anchor(_ text: String) -> String {
        UniqueIDs.slug(text)
    }
}

/// The phrasings every problem shares, worded once: a suggestion, a list of names, a name too
/// long to show whole, a size, a hint after a dash. Problems are data; their `message`s build
/// their sentences from these, so the same thing reads the same wherever it is reported.
public enum Wording {
    /// ` — did you mean 'output'?`, or nothing when there is no suggestion.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " — did you mean '\($0)'?" } ?? ""
    }

    /// `did you mean 'native/link', 'web/link'?`
    public static func didYouMean(anyOf names: [String]) -> String {
        "did you mean \(quoted(names))?"
    }

    /// `'native/link', 'web/link'`
    public static func quoted(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// `native, web`
    public static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }

    /// ` Choices: native, web.`, or nothing when there are none or too many to list.
    public static func choices(_ names: [String], atMost limit: Int = 12) -> String {
        !names.isEmpty && names.count <= limit ? " Choices: \(list(names))." : ""
    }

    /// The first `count` names, then `, …` when there are more: `a.md, b.md, c.md, …`.
    public static func sample(_ names: [String], first count: Int = 3) -> String {
        list(Array(names.prefix(count))) + (names.count > count ? ", …" : "")
    }

    /// The text cut to its first `length` characters and `…` when it is longer.
    public static func truncated(_ text: String, to length: Int) -> String {
        text.count > length ? String(text.prefix(length)) + "…" : text
    }

    /// ` — hint`: what to do, after what is wrong.
    public static func hint(_ text: String) -> String {
        " — \(text)"
    }

    /// `1 MiB`, `20.5 MiB`, `300 KiB`, `12 bytes`.
    public static func bytes(_ count: Int) -> String {
        let mebibyte = 1 << 20
        if count >= mebibyte {
            let tenths = (count * 10 + mebibyte / 2) / mebibyte
            return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
        }
        if count >= 1 << 10 { return "\(count >> 10) KiB" }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }
}

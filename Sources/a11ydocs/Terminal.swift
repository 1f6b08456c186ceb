import Foundation

/// The only place the tool writes to the terminal.
enum Terminal {
    static func output(_ text: String, terminator: String = "\n") {
        print(text, terminator: terminator)
        // Piped output is block-buffered; a long-running preview must show each line at once. All
        // streams (nil), stdout among them: C's `stdout` is a global Swift cannot prove safe to read.
        fflush(nil)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A path as a shell reads it back: as it is when it holds only safe characters, else quoted.
    static func shellQuoted(_ text: String) -> String {
        let safe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+=:,@%")
        if !text.isEmpty, text.unicodeScalars.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

import Foundation

/// Text as a shell reads it back, for commands a11ydocs tells the user to run.
package enum ShellQuoting {
    /// As it is when it holds only safe characters, else in single quotes.
    package static func quoted(_ text: String) -> String {
        let safe = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+=:,@%")
        if !text.isEmpty, text.unicodeScalars.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

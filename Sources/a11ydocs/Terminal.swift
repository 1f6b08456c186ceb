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

    /// Whether someone is at the keyboard to answer: standard input and output are a terminal.
    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Asks `question` and gives the line typed, trimmed; nil at the end of input.
    static func ask(_ question: String) -> String? {
        output(question, terminator: "")
        return readLine()?.trimmingCharacters(in: .whitespaces)
    }
}

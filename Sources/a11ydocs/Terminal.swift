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
}

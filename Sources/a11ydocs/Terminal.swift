import Foundation

/// The only place the tool writes to the terminal.
enum Terminal {
    static func output(_ text: String, terminator: String = "\n") {
        print(text, terminator: terminator)
        // Piped output is block-buffered; a long-running preview must show each line at once.
        fflush(stdout)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

import Foundation

/// The only place the tool writes to the terminal.
enum Terminal {
    static func output(_ text: String, terminator: String = "\n") {
        print(text, terminator: terminator)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport
import Foundation

/// A content file decoded as UTF-8 text, or the position of the first byte that is not UTF-8.
package enum SourceText {
    /// Decodes bytes, dropping a byte-order mark and normalising CRLF and lone CR (classic Mac OS)
    /// line endings to LF.
    package static func decode(_ data: Data) -> Result<String, Diagnostic.ProblemAt> {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(firstInvalidByte(in: bytes))
        }
        // C tools stop reading at a NUL, so text after it would vanish without a word.
        if contains(0, in: bytes), let nul = text.utf8.firstIndex(of: 0) {
            return .failure(position(of: nul, in: text, problem: .nulCharacter))
        }
        guard contains(Byte.carriageReturn, in: bytes) else { return .success(text) }
        return .success(text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
    }

    /// A note for files whose lines end in CR alone: they build, but other tools will read them as one line.
    static func lineEndingWarning(_ data: Data) -> Diagnostic.ProblemAt? {
        guard contains(Byte.carriageReturn, in: data), !contains(Byte.newline, in: data) else { return nil }
        return Diagnostic.ProblemAt(.crLineEndings, line: 1, column: 1)
    }

    /// One `memchr` over the bytes: a file is searched for NULs and CRs before walking its text.
    private static func contains(_ byte: UInt8, in data: some ContiguousBytes) -> Bool {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }

    private static func position(of index: String.UnicodeScalarView.Index, in text: String, problem: Problem)
        -> Diagnostic.ProblemAt
    {
        let before = text.unicodeScalars[..<index]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart =
            before.lastIndex(of: "\n").map { text.unicodeScalars.index(after: $0) } ?? text.unicodeScalars.startIndex
        return Diagnostic.ProblemAt(problem, line: line, column: text.unicodeScalars[lineStart..<index].count + 1)
    }

    /// Line and column (in characters) of the first byte that breaks UTF-8.
    private static func firstInvalidByte(in bytes: [UInt8]) -> Diagnostic.ProblemAt {
        var line = 1, column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput, .error:
                return Diagnostic.ProblemAt(.invalidUTF8, line: line, column: column)
            }
        }
    }
}

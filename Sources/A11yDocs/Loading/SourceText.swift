import Foundation

/// A content file decoded as UTF-8 text, or the position of the first byte that is not UTF-8.
enum SourceText {
    /// Decodes bytes, dropping a byte-order mark and normalising CRLF line endings to LF.
    static func decode(_ data: Data) -> Result<String, Diagnostic.ProblemAt> {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(firstInvalidByte(in: bytes))
        }
        return .success(text.utf8.contains(13) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text)
    }

    /// Line and column (in characters) of the first byte that breaks UTF-8.
    private static func firstInvalidByte(in bytes: [UInt8]) -> Diagnostic.ProblemAt {
        var line = 1, column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error:
                return Diagnostic.ProblemAt(.invalidUTF8, line: line, column: column)
            }
        }
    }
}

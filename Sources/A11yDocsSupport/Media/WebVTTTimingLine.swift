/// A cue's timing line, `00:01.000 --> 00:04.000 line:0`, read by the spec's authoring syntax:
/// hours optional but of two or more digits, minutes and seconds of two digits up to 59,
/// milliseconds of exactly three, spaces or tabs around the arrow, and settings after the end.
struct WebVTTTimingLine: Equatable {
    var start: Int
    var end: Int
    /// Where the end timestamp begins, for findings about it.
    var endColumn: Int

    struct Failure: Error, Equatable {
        var problem: WebVTTFinding.TimingProblem
        var column: Int
    }

    typealias Field = WebVTTFinding.TimestampField

    static func parse(_ line: [Unicode.Scalar]) -> Result<WebVTTTimingLine, Failure> {
        var cursor = Cursor(line: line)
        do throws(Failure) {
            let start = try cursor.timestamp()
            try cursor.spaces()
            try cursor.expect("-->")
            try cursor.spaces()
            let endColumn = cursor.column
            let end = try cursor.timestamp()
            // Settings follow the end time after a space or tab; the parser reads them, not this check.
            if let next = cursor.current, !WebVTTLines.isSpaceOrTab(next) {
                throw cursor.failure(.expected(" ", found: Character(next)))
            }
            return .success(WebVTTTimingLine(start: start, end: end, endColumn: endColumn))
        } catch {
            return .failure(error)
        }
    }

    private struct Cursor {
        let line: [Unicode.Scalar]
        var index = 0

        var current: Unicode.Scalar? { index < line.count ? line[index] : nil }
        var column: Int { index + 1 }

        func failure(_ problem: WebVTTFinding.TimingProblem) -> Failure {
            Failure(problem: problem, column: column)
        }

        /// `[hh:]mm:ss.ttt` in milliseconds.
        mutating func timestamp() throws(Failure) -> Int {
            guard let first = current, Self.isDigit(first) else {
                throw failure(.expectedTimestamp(found: current.map(Character.init)))
            }
            let leading = digits()
            try expect(":")
            let second = digits()
            var hours = 0, minutes: Int, seconds: Int
            if current == ":" {
                index += 1
                let third = digits()
                hours = try leading.checked(.hours)
                minutes = try second.checked(.minutes)
                seconds = try third.checked(.seconds)
            } else {
                minutes = try leading.checked(.minutes)
                seconds = try second.checked(.seconds)
            }
            try expect(".")
            let milliseconds = try digits().checked(.milliseconds)
            return ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds
        }

        mutating func expect(_ text: String) throws(Failure) {
            let scalars = Array(text.unicodeScalars)
            guard line[index...].starts(with: scalars) else {
                throw failure(.expected(text, found: current.map(Character.init)))
            }
            index += scalars.count
        }

        /// One or more spaces or tabs.
        mutating func spaces() throws(Failure) {
            guard let next = current, WebVTTLines.isSpaceOrTab(next) else {
                throw failure(.expected(" ", found: current.map(Character.init)))
            }
            while let next = current, WebVTTLines.isSpaceOrTab(next) { index += 1 }
        }

        mutating func digits() -> Digits {
            let start = index
            var value = 0
            while let next = current, Self.isDigit(next) {
                // Past nine digits the count alone is wrong; stop adding before the value overflows.
                if index - start < 9 { value = value * 10 + Int(next.value - 48) }
                index += 1
            }
            return Digits(value: value, count: index - start, column: start + 1)
        }

        static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    }

    private struct Digits {
        var value: Int
        var count: Int
        var column: Int

        func checked(_ field: Field) throws(Failure) -> Int {
            let countIsRight =
                switch field {
                case .hours: (2...9).contains(count)
                case .minutes, .seconds: count == 2
                case .milliseconds: count == 3
                }
            guard countIsRight else { throw Failure(problem: .wrongDigitCount(field, found: count), column: column) }
            if field == .minutes || field == .seconds, value > 59 {
                throw Failure(problem: .outOfRange(field, value: value), column: column)
            }
            return value
        }
    }
}

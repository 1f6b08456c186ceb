/// Each WebVTT finding as one plain English sentence that says what to fix. The only place
/// findings are put into words; the line and column are the caller's to show.
public enum WebVTTFindingWording {
    public static func sentence(for finding: WebVTTFinding) -> String {
        switch finding.kind {
        case .emptyFile:
            return "The file is empty: start it with a line reading WEBVTT, then a blank line, then the cues."
        case .missingHeader:
            return "Make the first line read WEBVTT, alone or followed by a space and a title."
        case .missingBlankLineAfterHeader:
            return "Put a blank line between the WEBVTT header and this timing line."
        case .malformedTiming(let problem):
            return sentence(for: problem)
        case .endNotAfterStart(let start, let end):
            return "Make this cue end after it starts: it runs from \(timestamp(start)) to \(timestamp(end))."
        case .cueOutOfOrder(let start, let previousStart, let previousLine):
            return
                "Move this cue, which starts at \(timestamp(start)), before the cue on line \(previousLine) that "
                + "starts at \(timestamp(previousStart)): cues must be in order of start time."
        case .missingBlankLineBeforeCue:
            return "Put a blank line before this timing line: cue text and notes cannot contain '-->'."
        case .textWithoutTiming:
            return
                "Give this block a timing line such as 00:01.000 --> 00:04.000, or start it with NOTE if it is a "
                + "comment; players skip it as it is."
        case .blockAfterCues(let keyword):
            return
                "Move this \(keyword) block above the first cue: players ignore \(keyword) blocks that come after cues."
        case .duplicateIdentifier(let identifier, let firstLine):
            return "Rename this cue: the identifier '\(identifier)' is already used on line \(firstLine)."
        case .noCues:
            return "Add at least one cue with a timing line such as 00:01.000 --> 00:04.000: the file has none."
        }
    }

    private static func sentence(for problem: WebVTTFinding.TimingProblem) -> String {
        switch problem {
        case .expectedTimestamp(let found):
            return "Write a timestamp such as 00:01.000 here\(instead(of: found))."
        case .expected(" ", let found):
            return
                "Put a space here\(instead(of: found)): the arrow has a space on each side, and settings follow the "
                + "end time after a space."
        case .expected("-->", let found):
            return "Write ' --> ' between the start and end times\(instead(of: found))."
        case .expected(let separator, let found):
            return "Write '\(separator)' here\(instead(of: found)), as in 00:01.000."
        case .wrongDigitCount(.hours, let found):
            return found < 2
                ? "Write the hours with two digits, as in 01:00:00.000."
                : "Write the hours with at most nine digits; \(found) is too many."
        case .wrongDigitCount(let field, let found):
            let expected =
                field == .milliseconds ? "exactly three digits, as in 00:01.500" : "exactly two digits, as in 00:01.000"
            return "Write the \(field.rawValue) with \(expected); this has \(found)."
        case .outOfRange(let field, let value):
            let hint = field == .minutes ? "; write an hour or more with hours, as in 01:15:00.000" : ""
            return "Make the \(field.rawValue) 00 to 59, not \(value)\(hint)."
        }
    }

    private static func instead(of found: Character?) -> String {
        guard let found else { return " (the line ends too soon)" }
        return found == " " || found == "\t" ? " instead of the space" : " instead of '\(found)'"
    }

    /// `00:04.500`, or `01:02:03.004` from an hour on.
    static func timestamp(_ milliseconds: Int) -> String {
        let hours = milliseconds / 3_600_000, minutes = milliseconds / 60_000 % 60
        let seconds = milliseconds / 1000 % 60, thousandths = milliseconds % 1000
        let tail = "\(twoDigits(minutes)):\(twoDigits(seconds)).\(String(thousandths + 1000).dropFirst())"
        return hours > 0 ? "\(twoDigits(hours)):\(tail)" : tail
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

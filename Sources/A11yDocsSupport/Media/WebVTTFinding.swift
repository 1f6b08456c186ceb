/// One thing wrong with a WebVTT file: where it is and what it is. Plain data;
/// `WebVTTFindingWording` puts it into words.
public struct WebVTTFinding: Hashable, Sendable {
    /// 1-based, as editors count them. Columns count Unicode scalars; a byte order mark is not one.
    public var line: Int
    public var column: Int
    public var kind: Kind

    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    public enum Kind: Hashable, Sendable {
        /// No bytes, or a byte order mark alone.
        case emptyFile
        /// The first line is not `WEBVTT`, alone or followed by a space or tab and a title.
        case missingHeader
        /// A timing line in the header block: browsers read it, but the syntax wants a blank line first.
        case missingBlankLineAfterHeader
        /// A timing line that does not parse; the finding's column is where it goes wrong.
        case malformedTiming(TimingProblem)
        /// Times in milliseconds. A cue that ends when or before it starts is never shown.
        case endNotAfterStart(start: Int, end: Int)
        /// Cues must be in order of start time; `previousLine` is the earlier cue's timing line.
        case cueOutOfOrder(start: Int, previousStart: Int, previousLine: Int)
        /// A timing line inside a cue's text or a comment: it begins a new cue there.
        case missingBlankLineBeforeCue
        /// A block that is no cue, `NOTE`, `STYLE` or `REGION`: players skip it.
        case textWithoutTiming
        /// `STYLE` or `REGION` after the first cue, which players ignore.
        case blockAfterCues(keyword: String)
        /// Cue identifiers must be unique; `firstLine` is where the identifier is first used.
        case duplicateIdentifier(String, firstLine: Int)
        /// No timing line at all. (A file whose only timing lines are broken has findings for those instead.)
        case noCues
    }

    /// What is wrong in a timing line such as `00:01.000 --> 00:04.000 line:0`.
    public enum TimingProblem: Hashable, Sendable {
        /// No digit where a timestamp begins; `found` is nil at the end of the line.
        case expectedTimestamp(found: Character?)
        /// A separator (`:`, `.`, `-->`) or the space around the arrow is missing.
        case expected(String, found: Character?)
        case wrongDigitCount(TimestampField, found: Int)
        /// Minutes or seconds above 59.
        case outOfRange(TimestampField, value: Int)
    }

    public enum TimestampField: String, Hashable, Sendable {
        case hours, minutes, seconds, milliseconds
    }
}

/// What a check found, and what it counted on the way.
public struct WebVTTReport: Hashable, Sendable {
    public var findings: [WebVTTFinding]
    /// Cues whose timing line parses.
    public var cueCount: Int
    /// The end time of the last such cue in the file, in milliseconds; nil without cues.
    public var lastCueEndMilliseconds: Int?

    public init(findings: [WebVTTFinding], cueCount: Int, lastCueEndMilliseconds: Int?) {
        self.findings = findings
        self.cueCount = cueCount
        self.lastCueEndMilliseconds = lastCueEndMilliseconds
    }

    public var isValid: Bool { findings.isEmpty }
}

/// The raw-HTML pass and fail demos of a "how to test" page as live examples. The pages keep only
/// the HTML an author may use in prose and show any other tag as text, a `div` among them, so a
/// demo left as it is would show its markup instead of working. As an ```` ```html example ````
/// fence it works, in the live example's sandboxed frame, and its markup reads as code beside it.
/// A demo is the HTML block CommonMark reads: from a line opening with `<div` to the first blank
/// line, kept in its list item.
enum GuideDemos {
    struct Result {
        var lines: [SourceLine]
        var demos = 0
    }

    static func apply(to lines: [SourceLine]) -> Result {
        var result = Result(lines: [])
        let regions = FencedRegions(lines.map(\.text))
        var index = 0
        while index < lines.count {
            guard !regions.inCode[index], opensDiv(lines[index]) else {
                result.lines.append(lines[index])
                index += 1
                continue
            }
            let end = lines[index...].firstIndex(where: \.isBlank) ?? lines.endIndex
            result.lines += LiveExamples.liveExample(Array(lines[index..<end]), at: lines[index])
            result.demos += 1
            index = end
        }
        return result
    }

    /// `<div>` or `<div class="…">`, not `<divider>`.
    private static func opensDiv(_ line: SourceLine) -> Bool {
        let text = line.trimmed.lowercased()
        guard text.hasPrefix("<div") else { return false }
        let next = text.dropFirst("<div".count).first
        return next == ">" || next?.isWhitespace == true
    }
}

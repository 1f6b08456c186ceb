/// Checks a WebVTT caption file against the W3C WebVTT syntax: the `WEBVTT` header, the blank
/// line after it, and each block (cue, `NOTE`, `STYLE`, `REGION`). Blocks are split as the
/// spec's parser splits them, so a finding points where a browser would go wrong.
package enum WebVTTCheck {
    package static func check(_ bytes: [UInt8]) -> WebVTTReport {
        var checker = Checker(lines: WebVTTLines.split(bytes))
        return checker.run()
    }

    package static func check(_ text: String) -> WebVTTReport {
        check(Array(text.utf8))
    }

    private struct Checker {
        typealias Line = WebVTTLines.Line
        let lines: [Line]
        var findings: [WebVTTFinding] = []
        var cueCount = 0
        var lastCueEnd: Int?
        /// Any timing line, even one that does not parse: `STYLE` and `REGION` must come before it.
        var seenTimingLine = false
        var previousCue: (start: Int, line: Int)?
        var identifierLines: [String: Int] = [:]

        init(lines: [Line]) { self.lines = lines }

        mutating func run() -> WebVTTReport {
            guard !lines.isEmpty else {
                return WebVTTReport(
                    findings: [WebVTTFinding(.emptyFile, line: 1, column: 1)], cueCount: 0, lastCueEndMilliseconds: nil)
            }
            checkBlocks(from: headerBlockEnd())
            var sorted = findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            // Only when there is no timing line at all: a broken one has its own finding.
            if !seenTimingLine { sorted.append(WebVTTFinding(.noCues, line: 1, column: 1)) }
            return WebVTTReport(findings: sorted, cueCount: cueCount, lastCueEndMilliseconds: lastCueEnd)
        }

        /// The index of the first line after the header block. A file that does not start with
        /// `WEBVTT` at all is read as cues from its first line, so its cues are still checked.
        mutating func headerBlockEnd() -> Int {
            let first = lines[0]
            if !WebVTTLines.isHeader(first) {
                report(.missingHeader, line: 0)
                // A misspelt header (`WEBVTT-foo`, `webvtt`) still heads the file; anything else is a cue.
                if String(String.UnicodeScalarView(first.prefix(6))).uppercased() != "WEBVTT" { return 0 }
            }
            var index = 1
            while index < lines.count, !lines[index].isEmpty {
                if WebVTTLines.containsArrow(lines[index]) {
                    if WebVTTLines.isHeader(first) { report(.missingBlankLineAfterHeader, line: index) }
                    return index
                }
                index += 1
            }
            return index
        }

        mutating func checkBlocks(from start: Int) {
            var index = start
            while index < lines.count {
                if lines[index].isEmpty {
                    index += 1
                    continue
                }
                // A block runs to a blank line, but a timing line past its first two lines (or
                // after a timing line) begins the next cue, as in the spec's parser.
                var end = index + 1
                while end < lines.count, !lines[end].isEmpty {
                    if WebVTTLines.containsArrow(lines[end]),
                        end - index >= 2 || WebVTTLines.containsArrow(lines[index])
                    {
                        report(.missingBlankLineBeforeCue, line: end)
                        break
                    }
                    end += 1
                }
                checkBlock(at: index, lineCount: end - index)
                index = end
            }
        }

        mutating func checkBlock(at index: Int, lineCount: Int) {
            let first = lines[index]
            if WebVTTLines.containsArrow(first) {
                checkCue(timingLine: index)
            } else if lineCount > 1, WebVTTLines.containsArrow(lines[index + 1]) {
                checkIdentifier(at: index)
                checkCue(timingLine: index + 1)
            } else if WebVTTLines.startsWithWord("NOTE", first, textMayFollow: true) {
                return
            } else if let keyword = ["STYLE", "REGION"].first(where: {
                WebVTTLines.startsWithWord($0, first, textMayFollow: false)
            }) {
                if seenTimingLine { report(.blockAfterCues(keyword: keyword), line: index) }
            } else if let timing = (index..<(index + min(lineCount, 2))).first(where: { looksLikeTiming(lines[$0]) }) {
                checkCue(timingLine: timing)
            } else {
                report(.textWithoutTiming, line: index)
            }
        }

        /// Digits then a colon, but no `-->`: a timing line with a mistyped arrow is worth a
        /// finding at the mistake, not one about the whole block.
        func looksLikeTiming(_ line: Line) -> Bool {
            let digits = line.prefix { ("0"..."9").contains($0) }
            return !digits.isEmpty && line.dropFirst(digits.count).first == ":"
        }

        mutating func checkIdentifier(at index: Int) {
            let identifier = String(String.UnicodeScalarView(lines[index]))
            if let firstLine = identifierLines[identifier] {
                report(.duplicateIdentifier(identifier, firstLine: firstLine), line: index)
            } else {
                identifierLines[identifier] = index + 1
            }
        }

        mutating func checkCue(timingLine index: Int) {
            seenTimingLine = true
            switch WebVTTTimingLine.parse(lines[index]) {
            case .failure(let failure):
                report(.malformedTiming(failure.problem), line: index, column: failure.column)
            case .success(let timing):
                cueCount += 1
                lastCueEnd = timing.end
                if timing.end <= timing.start {
                    report(
                        .endNotAfterStart(start: timing.start, end: timing.end), line: index, column: timing.endColumn)
                }
                if let previous = previousCue, timing.start < previous.start {
                    report(
                        .cueOutOfOrder(start: timing.start, previousStart: previous.start, previousLine: previous.line),
                        line: index)
                }
                previousCue = (timing.start, index + 1)
            }
        }

        /// `index` is 0-based, as the lines are held; findings are 1-based.
        mutating func report(_ kind: WebVTTFinding.Kind, line index: Int, column: Int = 1) {
            findings.append(WebVTTFinding(kind, line: index + 1, column: column))
        }
    }
}

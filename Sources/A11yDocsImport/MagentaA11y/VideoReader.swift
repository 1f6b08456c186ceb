import A11yDocsLoading
import A11yDocsSupport

/// Reads a Videos section: each `###` heading names the assistive technology and platform
/// (`VideoHeading`) of the raw `<video>` under it, whose `<source>` and caption `<track>`s give
/// the files. The fallback text inside `<video>` ("Your browser does not support the video tag.")
/// is the old player's; a11ydocs' player has its own, so it is dropped and counted. Anything else
/// in the section is kept for the body, and reported.
struct VideoReader {
    struct Result {
        var videos: [MagentaVideo] = []
        var fallbackLines = 0
        /// Lines kept for the body (`## Videos`).
        var kept: [SourceLine] = []
        var problems: [ImportProblem.At] = []
    }

    static func read(_ lines: [SourceLine]) -> Result {
        var result = Result()
        var heading: (text: String, line: SourceLine)?
        /// A heading no video follows is text like any other: kept, before the text under it.
        var headingUsed = true
        /// Text kept since the last video: reported once, at its first line.
        var keeping = false
        func keep(_ line: SourceLine) {
            if !keeping {
                result.problems.append(.init(.magenta(.videoTextKept), line: line.number, column: line.indent + 1))
            }
            keeping = true
            result.kept.append(line)
        }
        func keepUnusedHeading() {
            guard let open = heading, !headingUsed else { return }
            headingUsed = true
            keep(open.line)
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let found = line.heading, found.level >= 3 {
                keepUnusedHeading()
                heading = (found.text, line)
                headingUsed = false
                index += 1
                continue
            }
            guard line.trimmed.lowercased().hasPrefix("<video") else {
                if !line.isBlank {
                    keepUnusedHeading()
                    keep(line)
                }
                index += 1
                continue
            }
            guard let close = lines[index...].firstIndex(where: { $0.text.lowercased().contains("</video>") }) else {
                result.problems.append(.init(.magenta(.videoNotClosed), line: line.number, column: line.indent + 1))
                result.kept += lines[index...]
                break
            }
            read(Array(lines[index...close]), heading: heading, into: &result)
            (headingUsed, keeping) = (true, false)
            index = close + 1
        }
        keepUnusedHeading()
        return result
    }

    /// One `<video>…</video>`.
    private static func read(
        _ element: [SourceLine], heading: (text: String, line: SourceLine)?, into result: inout Result
    ) {
        guard let opening = element.first else { return }
        var video = MagentaVideo(src: "", line: opening.number)
        var kept: [SourceLine] = []
        for line in element {
            let text = line.trimmed
            let lowered = text.lowercased()
            var attributes: [String: (value: String, column: Int)] = [:]
            for found in ExampleReferenceRule.attributes(
                in: text[...], named: ["src", "type", "kind", "srclang", "label"])
            where attributes[found.name] == nil {
                attributes[found.name] = (found.value, line.indent + found.column)
            }
            if lowered.hasPrefix("<track") {
                if let src = attributes["src"], ["captions", "subtitles", nil].contains(attributes["kind"]?.value) {
                    video.captions.append(
                        .init(
                            src: src.value, language: attributes["srclang"]?.value, label: attributes["label"]?.value,
                            line: line.number, column: src.column))
                    continue
                }
            } else if lowered.hasPrefix("<source") || lowered.hasPrefix("<video"), let src = attributes["src"],
                video.src.isEmpty
            {
                video.src = src.value
                video.type = attributes["type"]?.value
                (video.line, video.column) = (line.number, src.column)
                continue
            }
            let rest = lowered.replacingOccurrences(of: "</video>", with: "")
                .replacingOccurrences(of: "<video controls>", with: "").trimmed()
            if rest.isEmpty || lowered.hasPrefix("<video") { continue }
            if rest.hasPrefix("your browser does not support") {
                result.fallbackLines += 1
                continue
            }
            kept.append(line)
        }
        guard !video.src.isEmpty else {
            result.problems.append(
                .init(.magenta(.videoWithoutSource), line: opening.number, column: opening.indent + 1))
            result.kept += element
            return
        }
        if let heading {
            let named = VideoHeading(heading.text)
            (video.technology, video.platform, video.browser) = (named.technology, named.platform, named.browser)
            if !named.unknown.isEmpty || named.technology == nil || named.platform == nil {
                result.problems.append(
                    .init(
                        .magenta(.videoHeadingNotUnderstood(heading: heading.text, words: named.unknown)),
                        line: heading.line.number, column: 1))
            }
        } else {
            result.problems.append(.init(.magenta(.videoWithoutHeading), line: opening.number, column: 1))
        }
        if let first = kept.first {
            result.problems.append(.init(.magenta(.videoTextKept), line: first.number, column: first.indent + 1))
            result.kept += kept
        }
        result.videos.append(video)
    }
}

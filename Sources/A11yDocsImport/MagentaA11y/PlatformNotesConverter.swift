import A11yDocsModel

/// An `## iOS Developer Notes` or `## Android Developer Notes` section in a11ydocs' layout, to
/// go under `## iOS` or `## Android`: the aspects (`### Name`) as written, and each framework's notes as a bold bullet
/// (`- **UIKit**`) holding them, nested. A heading marker's notes run to the next marker, aspect
/// or section and are indented into the bullet, code fences with them; a bullet marker is kept
/// with its nested lines, its name made a11ydocs' own. Text before any marker stays general to
/// the platform or aspect. Under Jetpack Compose, a `java` fence is Kotlin and is marked so.
struct PlatformNotesConverter {
    struct Result {
        var lines: [SourceLine] = []
        var markers: [FrameworkMarker.Style: Int] = [:]
        var relabelled = 0
        var problems: [ImportProblem.At] = []
    }

    var platform: Platform

    /// The section's lines, without its heading.
    func convert(_ lines: [SourceLine]) -> Result {
        var result = Result()
        // The heading marker whose notes are being gathered, and the bullet marker whose nested lines follow.
        var scope: (marker: FrameworkMarker, line: SourceLine, lines: [SourceLine])?
        var bulletFramework: Framework?
        var fence: MarkdownFence.Opening?

        func flush() {
            guard let open = scope else { return }
            scope = nil
            result.lines += Self.nested(open.lines, under: open.marker, at: open.line.number)
        }

        for line in lines {
            var line = line
            if let open = fence {
                if MarkdownFence.closes(line.text, open) { fence = nil }
            } else if let opening = MarkdownFence.opening(line.text) {
                fence = opening
                let framework = scope?.marker.framework ?? bulletFramework
                if framework == .jetpackCompose, opening.language.lowercased() == "java" {
                    line.text = MarkdownFence.line(opening, info: "kotlin" + opening.info.dropFirst(4))
                    result.relabelled += 1
                    result.problems.append(.init(.magenta(.javaFenceRelabelled), line: line.number, column: 1))
                }
            } else if let marker = FrameworkMarker(line) {
                flush()
                result.markers[marker.style, default: 0] += 1
                if marker.framework.platform != platform {
                    result.problems.append(
                        .init(
                            .magenta(
                                .frameworkOnOtherPlatform(
                                    framework: marker.framework.displayName, platform: platform.displayName)),
                            line: line.number, column: 1))
                }
                if marker.style == .bullet {
                    bulletFramework = marker.framework
                    result.lines.append(SourceLine(text: marker.canonicalLine, number: line.number))
                } else {
                    bulletFramework = nil
                    scope = (marker, line, [])
                }
                continue
            } else if let heading = line.heading, heading.level <= 3 {
                flush()
                bulletFramework = nil
            } else if !line.isBlank, line.indent == 0 {
                // Text at the margin ends a bullet marker's nested notes, not a heading marker's.
                bulletFramework = nil
            }
            if scope != nil { scope?.lines.append(line) } else { result.lines.append(line) }
        }
        flush()
        return result
    }

    /// A heading marker's notes as a bold bullet: blank lines around them dropped, every line
    /// indented two spaces so it belongs to the item (a fence's code keeps its bytes, as the
    /// item's indentation is taken off again), a blank line before anything but a bullet so that
    /// text does not join the marker's paragraph, and a blank line after.
    static func nested(_ lines: [SourceLine], under marker: FrameworkMarker, at line: Int) -> [SourceLine] {
        let start = lines.firstIndex { !$0.isBlank } ?? lines.endIndex
        let end = lines.lastIndex { !$0.isBlank }.map { $0 + 1 } ?? start
        let notes = lines[start..<max(start, end)]
        var result = [SourceLine(text: marker.canonicalLine, number: line)]
        if let first = notes.first, !first.isBullet { result.append(SourceLine(text: "", number: first.number)) }
        result += notes.map { SourceLine(text: $0.isBlank ? "" : "  " + $0.text, number: $0.number) }
        result.append(SourceLine(text: "", number: (notes.last ?? SourceLine(text: "", number: line)).number))
        return result
    }
}

import Foundation

/// The fixture library's pages read by MANIFEST.md's counting rules, independently of the import:
/// Condensed bullets (`^\s*- ` inside `## Condensed`, outside fences) and fenced code (lines
/// between fences at the margin).
struct FixtureSource {
    struct Bullet {
        var line: Int
        var text: String
    }

    struct Fence {
        var language: String
        var line: Int
        var code: [String]
    }

    var bullets: [Bullet] = []
    var fences: [Fence] = []

    init(_ relativePath: String) throws {
        let url = ImportScratch.magentaFixture.appendingPathComponent("public/content/documentation/" + relativePath)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var inCondensed = false
        var fence: Fence?
        for (index, line) in lines.enumerated() {
            if var open = fence {
                if line.hasPrefix("```") {
                    fences.append(open)
                    fence = nil
                } else {
                    open.code.append(line)
                    fence = open
                }
                continue
            }
            if line.hasPrefix("```") {
                fence = Fence(language: String(line.dropFirst(3)), line: index + 1, code: [])
            } else if line.hasPrefix("## ") {
                inCondensed = line.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased() == "condensed"
            } else if inCondensed, let dash = line.range(of: "- "),
                line[..<dash.lowerBound].allSatisfy({ $0 == " " })
            {
                bullets.append(Bullet(line: index + 1, text: String(line[dash.upperBound...])))
            }
        }
    }

    /// The nine pattern files, as MANIFEST.md lists them, with their imported paths.
    static let patterns: [(source: String, imported: String)] = [
        ("native/controls/rating.md", "native/rating.md"),
        ("native/controls/toggle-switch.md", "native/toggle-switch.md"),
        ("native/controls/radio-button.md", "native/radio-button.md"),
        ("native/notifications/alert-dialog.md", "native/alert-dialog.md"),
        ("web/component/checkbox.md", "web/checkbox.md"),
        ("web/component/tabs.md", "web/tabs.md"),
        ("web/component/expander-accordion.md", "web/expander-accordion.md"),
        ("web/component/forms-&-inputs.md", "web/forms-inputs.md"),
        ("web/page-level/skip-link.md", "web/skip-link.md"),
    ]
}

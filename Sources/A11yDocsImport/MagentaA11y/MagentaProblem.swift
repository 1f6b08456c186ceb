import A11yDocsModel

/// What only the MagentaA11y import finds: files outside the library's layout, Condensed bullets
/// it cannot read as `Key: text`, Gherkin facts Condensed lacks, examples that differ from their
/// code, WCAG numbers that are none, and videos whose files are not there. The only place these
/// are put into words. Every one is a warning: what is reported is kept in the imported file (or,
/// for the Gherkin, which is not imported, quoted here), so the author can finish by hand.
public enum MagentaProblem: ImporterProblem {
    // Files
    /// A file of `documentation/` outside `<native|web|how-to-test>/<category>/<slug>.md`.
    case notContent
    // Condensed
    case notKeyText(key: String)
    case unknownTestGroup(String)
    case condensedTextKept
    // Gherkin, compared with Condensed (`GherkinComparison`)
    case gherkinInputMissing(step: String, inputs: [String])
    case condensedInputMissing(row: String, inputs: [String])
    case gherkinAnnouncementMissing(line: String, phrases: [String])
    // Developer notes and examples
    case javaFenceRelabelled
    case frameworkOnOtherPlatform(framework: String, platform: String)
    case exampleDiffers(fenceLine: Int, exampleLine: Int, fenceDifferingLine: Int?)
    case exampleNotClosed
    // WCAG
    case unknownCriterion(String, suggestion: String?)
    case removedCriterion(String, name: String)
    case understandingPageUnknown(String)
    // Videos and other media
    case videoHeadingNotUnderstood(heading: String, words: [String])
    case videoWithoutHeading
    case videoWithoutSource
    case videoNotClosed
    case videoTextKept
    case mediaMissing(String)
    /// A path out of the assets folder (`..`, a link leading out), or a file that cannot be read.
    case mediaNotRead(String)
    case mediaCaseDiffers(written: String, onDisk: String)
    case mediaTypeDiffers(src: String, declared: String, byName: String)
    case captionNotWebVTT(String)
    // Old addresses and settings
    case aliasTaken(alias: String, collection: String)
    case packageNotRead(String)

    public var severity: Diagnostic.Severity { .warning }

    public var message: String {
        switch self {
        case .notContent:
            return "not a pattern or a guide (those are documentation/native|web|how-to-test/<category>/<slug>.md) — "
                + "not imported"
        case let .notKeyText(key):
            return "this Condensed bullet is not 'Key: text' — it is kept as the key '\(key)' with the rest as its "
                + "text; reword it as 'Key: text' if that reads wrong"
        case let .unknownTestGroup(title):
            return "'\(title)' is no test group a11ydocs knows (keyboard, gestures, screen-reader output, device "
                + "settings) — its bullets are kept as text under '## Condensed' in the body; move them into a group"
        case .condensedTextKept:
            return "this text in Condensed is no test criterion — it is kept under '## Condensed' in the body; move "
                + "it or remove it"
        case let .gherkinInputMissing(step, inputs):
            return "the Gherkin step '\(step)' names \(Wording.list(inputs)), which no Condensed bullet names — "
                + "the Gherkin is not imported (a11ydocs writes it from the test rows): add the fact to Condensed"
        case let .condensedInputMissing(row, inputs):
            return "the Condensed bullet '\(row)' names \(Wording.list(inputs)), which the Gherkin never names — "
                + "it is imported; check that the two said the same"
        case let .gherkinAnnouncementMissing(line, phrases):
            return "the Gherkin line '\(line)' says \(Wording.quoted(phrases)) is announced, which no Condensed "
                + "bullet says — the Gherkin is not imported (a11ydocs writes it from the test rows): add the fact "
                + "to Condensed"
        case .javaFenceRelabelled:
            return "a 'java' fence under Jetpack Compose is Kotlin — it is marked 'kotlin'; mark it 'java' again if "
                + "it is Java"
        case let .frameworkOnOtherPlatform(framework, platform):
            return "'\(framework)' is not a framework of \(platform) — it is kept, and a11ydocs shows it under its "
                + "own platform; move it"
        case let .exampleDiffers(fenceLine, exampleLine, fenceDifferingLine):
            let differing = fenceDifferingLine.map { " (line \($0) of the fence)" } ?? ""
            return "the <example> on line \(exampleLine) differs here from the html fence on line \(fenceLine)"
                + "\(differing) — both are kept: the fence as code, the example as a live example; make them one"
        case .exampleNotClosed:
            return "this <example> has no </example> — it is left as written; close it, then import again"
        case let .unknownCriterion(number, suggestion):
            let meant = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            return "'\(number)' is not a WCAG 2.2 success criterion\(meant) — it is left out of 'wcag:' and kept "
                + "under 'Further reading'"
        case let .removedCriterion(number, name):
            return "'\(number)' (\(name)) was removed in WCAG 2.2 — it is left out of 'wcag:' and kept under "
                + "'Further reading'"
        case let .understandingPageUnknown(slug):
            return "the Understanding page '\(slug)' names no WCAG 2.2 success criterion — the link is kept under "
                + "'Further reading'"
        case let .videoHeadingNotUnderstood(heading, words):
            let unknown =
                words.isEmpty
                ? "no assistive technology or platform"
                : "no known assistive technology, platform or browser in \(Wording.quoted(words))"
            return "'\(heading)' names \(unknown) — the words are kept in the video's 'technology'; set "
                + "'technology', 'platform' and 'browser' by hand"
        case .videoWithoutHeading:
            return "this video has no '###' heading naming its assistive technology — set its 'technology' and "
                + "'platform' by hand"
        case .videoWithoutSource:
            return "this <video> names no file (no <source src> or src) — it is kept as text under '## Videos'"
        case .videoNotClosed:
            return "this <video> has no </video> — it is kept as text under '## Videos'; close it, then import again"
        case .videoTextKept:
            return "this text in Videos is no video — it is kept under '## Videos' in the body"
        case let .mediaMissing(path):
            return "'\(path)' is not in the library's assets — the reference is kept, nothing is copied; add the "
                + "file to Static/ or fix the path"
        case let .mediaNotRead(path):
            return "'\(path)' leads out of the library's assets or cannot be read — nothing is copied for it and the "
                + "reference is kept; put the file in Static/ or fix the path"
        case let .mediaCaseDiffers(written, onDisk):
            return "'\(written)' is on disk as '\(onDisk)' — letter case matters on a web server: the file is copied "
                + "under its own name and the reference kept; rename one to match the other"
        case let .mediaTypeDiffers(src, declared, byName):
            return "'\(src)' is declared '\(declared)', but its name says '\(byName)' — the type is kept as "
                + "written; fix the type or the file"
        case let .captionNotWebVTT(path):
            return "'\(path)' does not start with 'WEBVTT', so browsers will not show it — it is copied as it is; "
                + "add the header"
        case let .aliasTaken(alias, collection):
            return "the old address '\(alias)' is an entry of '\(collection)' now — it is not made an alias"
        case let .packageNotRead(reason):
            return "package.json could not be read (\(reason)) — the title is not carried over; set it in a11ydocs.yml"
        }
    }
}

extension ImportProblem {
    /// A problem of the MagentaA11y import, among those every import can have.
    static func magenta(_ problem: MagentaProblem) -> ImportProblem {
        .importer(AnyImporterProblem(problem))
    }
}

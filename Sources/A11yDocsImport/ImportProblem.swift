import A11yDocsModel

/// Everything an import can find that it cannot convert, whatever it imports from; what only one
/// importer finds is its own type's (`importer`). The only place these are put into words.
/// Whatever is reported is left in the imported file as it was written: nothing is dropped, so
/// the author can finish the job by hand.
public enum ImportProblem: Hashable, Sendable {
    // Front matter
    case frontMatterNotParsed(String)
    case frontMatterMissing
    // Files
    /// Not text the import can read: invalid UTF-8 or a NUL byte, worded as the build words it.
    case notText(Problem)
    case slugClash(target: String, firstSource: String, writtenAs: String)
    /// What `build` and `check` will report of the imported entry, worded as they word it.
    case entry(Problem)
    case noSlug(String)
    case skipped(Problem)
    /// A file or collection folder that resolves outside the source folder: nothing of it is read.
    case outsideSite(resolved: String)
    case notImported(NotImported)
    /// One importer's own problem, worded by its type.
    case importer(AnyImporterProblem)

    /// Why a file of a collection is left out.
    public enum NotImported: Hashable, Sendable {
        case noSlug
        case hidden
        case editorLeftover
        case notAFile
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .notImported: return .warning
        case .skipped(let problem), .entry(let problem): return problem.severity
        case .importer(let problem): return problem.base.severity
        default: return .error
        }
    }

    public var message: String {
        switch self {
        case let .frontMatterNotParsed(reason):
            return
                "front matter is not valid YAML (\(reason)) — it is copied as written; fix it here, then run 'a11ydocs "
                + "check'"
        case .frontMatterMissing:
            return "no front matter — the file is copied without it; start it with '---', title, categories and '---'"
        case .notText(let problem):
            return "\(problem.message); it is copied as it is — import again once it is fixed"
        case let .slugClash(target, firstSource, writtenAs):
            return
                "'\(firstSource)' already becomes '\(target)' — this file is written as '\(writtenAs)'; rename one of "
                + "them"
        case .entry(let problem):
            return problem.message
        case let .noSlug(name):
            return "'\(name)' holds no letters or digits to make a slug from — it keeps its name; rename it"
        case let .skipped(problem):
            return problem.message
        case let .outsideSite(resolved):
            return
                "this link resolves to '\(resolved)', outside the site — nothing outside the site is read, so it is "
                + "not imported: copy what it points at into the site"
        case .notImported(.noSlug):
            return "not imported — its name gives no slug; rename it"
        case .notImported(.hidden):
            return "not imported — a name starting with '.' is hidden; rename it if it belongs to the library"
        case .notImported(.editorLeftover):
            return
                "not imported — its name is an editor's leftover (a swap or backup file); rename it if it belongs to "
                + "the library"
        case .notImported(.notAFile):
            return "not imported — it is neither a file nor a folder (a pipe, socket or device)"
        case .importer(let problem):
            return problem.base.message
        }
    }
}

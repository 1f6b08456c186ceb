import A11yDocsModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When each entry last changed: the date of the last commit that touched it where the content
/// folder is in a git repository, else the file's modification date.
///
/// - A tracked file gets the committer date of the newest commit that touched it, even when it has
///   uncommitted edits: knowing whether it differs from the commit would take a second git run
///   that reads every file, and a published date should not move because of a local edit.
/// - A file git does not have in its history — untracked, only staged, ignored, or deleted by the
///   newest commit that named it — gets its modification date.
/// - A renamed file dates from the commit that renamed it: its page moved then, and one log for
///   the whole site cannot follow each file back across renames.
/// - In a shallow clone, a file that no fetched commit changed gets its modification date: the
///   oldest fetched commit lists every file as added, which says nothing about when it changed.
/// - Without git — `A11YDOCS_NO_GIT` set, no `git` on `PATH`, no repository, or git failing —
///   every file gets its modification date.
/// - With `SOURCE_DATE_EPOCH` set (reproducible builds), no date is later than it.
///
/// A file with neither a commit nor a readable modification date is left out. Nothing is thrown
/// or printed: a missing date must never fail a build.
public enum LastUpdated {
    /// Dates by path relative to the content folder, for exactly the given files (relative paths like
    /// `native/carousel.md`).
    public static func dates(contentDirectory: String, files: [String]) -> [String: Date] {
        dates(contentDirectory: contentDirectory, files: files, environment: ProcessInfo.processInfo.environment)
    }

    /// Each entry's `lastUpdated`, from `dates`: what a build and the MCP server show.
    package static func stamp(_ entries: inout [Entry], contentDirectory: String) {
        let dates = dates(contentDirectory: contentDirectory, files: entries.map(\.file))
        for index in entries.indices { entries[index].lastUpdated = dates[entries[index].file] }
    }

    /// Each entry's and guide's `lastUpdated`, from one look at the history.
    package static func stamp(_ content: inout LoadedContent, contentDirectory: String) {
        let files = content.entries.map(\.file) + content.guides.map(\.file)
        let dates = dates(contentDirectory: contentDirectory, files: files)
        for index in content.entries.indices { content.entries[index].lastUpdated = dates[content.entries[index].file] }
        for index in content.guides.indices { content.guides[index].lastUpdated = dates[content.guides[index].file] }
    }

    /// The same with the environment given, so tests (and callers) need not change the process's own.
    static func dates(contentDirectory: String, files: [String], environment: [String: String]) -> [String: Date] {
        guard !files.isEmpty else { return [:] }
        let committed =
            environment["A11YDOCS_NO_GIT"] == nil
            ? GitHistory.lastCommitDates(in: contentDirectory, of: Set(files), environment: environment)
            : [:]
        let latest = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init).map {
            Date(timeIntervalSince1970: TimeInterval($0))
        }
        var dates: [String: Date] = [:]
        for file in files {
            guard let date = committed[file] ?? modificationDate(of: ContentTree.join(contentDirectory, file)) else {
                continue
            }
            dates[file] = latest.map { min(date, $0) } ?? date
        }
        return dates
    }

    /// `stat`, not `lstat`: through a symbolic link to what it points at, where the text changed;
    /// a plain `stat` too, where `FileManager`'s attributes took ten times as long.
    package static func modificationDate(of path: String) -> Date? {
        FileFingerprints.fingerprint(of: path)?.modified
    }
}

import A11yDocsSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a build writes into every output folder, listing each file it wrote: the proof that
/// a folder is a11ydocs's to replace. That a file named `.a11ydocs` exists proves nothing (a
/// repository can hold one); a folder is replaced only when every file in it is one its marker
/// lists, so that a user's `.git`, notes or anything else put there stops the build instead.
package enum OutputMarker {
    package static let fileName = ".a11ydocs"
    package static let header = "This folder is written by 'a11ydocs build' and replaced as a whole on every build.\n"
    static let listHeading = "Files it wrote, one per line (a file not listed here stops the next build):\n"
    /// Files a static host reads at the site's root (GitHub Pages' custom domain and its switch
    /// for Jekyll), often put into a published folder by hand: carried into each new site.
    static let keptNames = ["CNAME", ".nojekyll"]
    static let maximumSize = StagingFolders.markerMaximumSize

    /// The marker of a complete site: the header, then every path written, sorted.
    package static func text(listing paths: some Sequence<String>) -> String {
        header + listHeading + paths.sorted().map { $0 + "\n" }.joined()
    }

    enum Ownership: Equatable {
        /// Missing, empty, or holding only what its marker lists; `kept` are the `keptNames` in it.
        case replaceable(kept: [String])
        /// Items (relative paths, sorted) that no build of a11ydocs wrote, and why the folder is
        /// not ours.
        case foreign(items: [String], reason: Reason)
    }

    package enum Reason: Equatable {
        /// No marker, or none a build wrote (a folder, a link, other text).
        case noMarker
        /// The marker of a version that did not list its files.
        case unlistedMarker
        /// The marker lists files; these are not among them.
        case unlisted
    }

    /// Whether the build may replace `folder` (symlinks resolved by the caller) as a whole.
    static func ownership(of folder: String) -> Ownership {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), !names.isEmpty else {
            return .replaceable(kept: [])
        }
        let others = names.filter { $0 != fileName }.sorted()
        guard let text = regularFileText(folder + "/" + fileName), text.hasPrefix(header) else {
            return .foreign(items: others.isEmpty ? [fileName] : others, reason: .noMarker)
        }
        let body = text.dropFirst(header.count)
        guard body.hasPrefix(listHeading) else { return .foreign(items: others, reason: .unlistedMarker) }
        let listed = Set(body.dropFirst(listHeading.count).split(separator: "\n").map(String.init))
        var folders = Set<String>()
        for path in listed {
            var slash = path.lastIndex(of: "/")
            while let end = slash {
                folders.insert(String(path[..<end]))
                slash = path[..<end].lastIndex(of: "/")
            }
        }
        var foreign: [String] = [], kept: [String] = []
        for name in others {
            if keptNames.contains(name), entryType(folder + "/" + name) == .file {
                kept.append(name)
                continue
            }
            walk(name, in: folder, listed: listed, folders: folders, foreign: &foreign)
        }
        return foreign.isEmpty ? .replaceable(kept: kept) : .foreign(items: foreign.sorted(), reason: .unlisted)
    }

    /// Adds `path` to `foreign` unless the marker lists it, or it is a folder of listed files and
    /// everything in it is listed. Links are never followed: removing one removes the link.
    private static func walk(
        _ path: String, in root: String, listed: Set<String>, folders: Set<String>, foreign: inout [String]
    ) {
        let full = root + "/" + path
        switch entryType(full) {
        case .folder:
            guard folders.contains(path), let names = try? FileManager.default.contentsOfDirectory(atPath: full) else {
                foreign.append(path + "/")
                return
            }
            for name in names { walk(path + "/" + name, in: root, listed: listed, folders: folders, foreign: &foreign) }
        case .file, .other:
            if !listed.contains(path) { foreign.append(path) }
        }
    }

    private enum EntryType { case file, folder, other }

    private static func entryType(_ path: String) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// A regular file's text (not through a link), when it is small enough to be a marker.
    static func regularFileText(_ path: String) -> String? {
        FileReading.regularFileText(path, maxBytes: maximumSize)
    }

    /// Why `name` cannot be replaced, and what to do, for the build's error.
    static func refusal(of name: String, items: [String], reason: Reason) -> String {
        if items.contains(".git/") || items.contains(".git") {
            return
                "'\(name)' is a git repository (it holds '.git'), and the build replaces the whole folder — publish "
                + "from a clone of its own (copy the built site into it), or choose another --output"
        }
        var shown = items.prefix(3).map { "'\($0)'" }
        if items.count > 3 { shown.append("\(items.count - 3) more") }
        let list = shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown.last!
        switch reason {
        case .noMarker:
            return
                "'\(name)' holds \(list), which a11ydocs did not write, and the build replaces the whole folder — "
                + "choose a new or empty --output, or move those files out"
        case .unlistedMarker:
            return
                "'\(name)' was written by an earlier a11ydocs that did not list its files, so the build cannot tell "
                + "them from yours — remove the folder (or move your files out of it) and build again"
        case .unlisted:
            return
                "'\(name)' holds \(list), which a11ydocs did not write, and the build replaces the whole folder — move "
                + "\(items.count == 1 ? "it" : "them") out of '\(name)' (CNAME and .nojekyll are kept), or choose "
                + "another --output"
        }
    }
}

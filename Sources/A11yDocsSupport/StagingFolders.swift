import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders a build keeps beside the output folder: `.<output>.new-<pid>-<random>` for the site
/// being written (and, after an exchange, for the old site on its way out), `.<output>.old-<pid>-<random>`
/// for the old site on the two-rename path. A killed build leaves them behind; later builds remove
/// those that are ours (they hold the marker file, or nothing) and whose build no longer runs.
/// The import keeps its folders the same way, under its own names and marker. Here, below the
/// build, so that the import stages its folders without the build's target.
package struct StagingFolders {
    package let parent: URL
    let outputName: String
    /// This build's `<pid>-<random>`.
    package let token: String
    /// What the two kinds of folder are called after the output's name, and the file marking them as ours.
    package let names: Names
    private let fileManager = FileManager.default

    package struct Names {
        var new: String
        var old: String
        package var marker: String
        /// What the marker file starts with, when a file of that name alone proves nothing (a
        /// repository can hold a `.a11ydocs`).
        var markerHeader = ""

        package init(new: String, old: String, marker: String, markerHeader: String = "") {
            self.new = new
            self.old = old
            self.marker = marker
            self.markerHeader = markerHeader
        }

    }

    /// A marker larger than this is not one a11ydocs wrote (a build's lists a million files in about 40 MB).
    package static let markerMaximumSize = 64 << 20

    package init(output: URL, names: Names) {
        parent = output.deletingLastPathComponent()
        outputName = output.lastPathComponent
        token = RunToken().description
        self.names = names
    }

    package var staging: URL { parent.appendingPathComponent(".\(outputName).\(names.new)-\(token)") }
    package var previous: URL { parent.appendingPathComponent(".\(outputName).\(names.old)-\(token)") }

    /// Runs `body` with this build's folders marked as in use, so that another build in this
    /// process leaves them alone (other processes check that the pid runs).
    package func whileInUse<T>(_ body: () throws -> T) rethrows -> T {
        Self.inUse.insert(token)
        defer { Self.inUse.remove(token) }
        return try body()
    }

    /// Removes what finished or killed builds left. `keepingOld` keeps old sites set aside on the
    /// two-rename path: when the output folder is missing, one of them is the last complete site.
    package func removeLeftovers(keepingOld: Bool) {
        guard let siblings = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
        for name in siblings.sorted() {
            guard let (kind, owner) = Self.parse(name, outputName: outputName, names: names),
                kind == .new || !keepingOld,
                !isRunning(owner)
            else { continue }
            let folder = parent.appendingPathComponent(name)
            if isOurs(folder) { removeSite(at: folder, afterFirstItem: {}) }
        }
    }

    /// Removes a site folder with the marker file last, so that a kill part-way leaves a folder
    /// that is still recognisably ours. `afterFirstItem` lets tests stop part-way.
    package func removeSite(at folder: URL, afterFirstItem: () throws -> Void) rethrows {
        let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        var removedOne = false
        for name in names where name != self.names.marker {
            Self.remove(folder.path + "/" + name)
            if !removedOne {
                removedOne = true
                try afterFirstItem()
            }
        }
        try? fileManager.removeItem(at: folder.appendingPathComponent(self.names.marker))
        rmdir(folder.path)
    }

    /// A file, or a folder with what it holds: a folder's items (an entry's page folders, all in
    /// its collection's folder) are removed on every core, so the old site of a large library
    /// does not go one file at a time at the end of the build.
    private static func remove(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        _ = names.concurrentMap { name in try? FileManager.default.removeItem(atPath: path + "/" + name) }
        rmdir(path)
    }

    package enum Kind: String { case new, old }

    /// The kind and `<pid>-<random>` token of a staging folder's name, when it has that shape.
    package static func parse(_ name: String, outputName: String, names: Names) -> (kind: Kind, token: String)? {
        for (kind, word) in [(Kind.new, names.new), (.old, names.old)] {
            let prefix = ".\(outputName).\(word)-"
            guard name.hasPrefix(prefix) else { continue }
            // Not this kind: one kind's name may start with the other's.
            guard let token = RunToken(name.dropFirst(prefix.count)) else { continue }
            return (kind, token.description)
        }
        return nil
    }

    private func isRunning(_ owner: String) -> Bool {
        guard let token = RunToken(owner) else { return true }
        if token.processID == getpid() { return Self.inUse.contains(owner) }
        return !token.ownerHasEnded
    }

    /// A real folder (not a symlink) holding the marker as a regular file with its header, or nothing at all.
    private func isOurs(_ folder: URL) -> Bool {
        guard (try? fileManager.attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType) == .typeDirectory,
            let names = try? fileManager.contentsOfDirectory(atPath: folder.path)
        else { return false }
        return names.isEmpty
            || FileReading.regularFileText(
                folder.appendingPathComponent(self.names.marker).path, maxBytes: Self.markerMaximumSize)?.hasPrefix(
                    self.names.markerHeader) == true
    }

    /// Tokens of the builds running in this process.
    private static let inUse = TokenSet()

    private final class TokenSet: Sendable {
        private let tokens = Mutex<Set<String>>([])
        func insert(_ token: String) { tokens.withLock { _ = $0.insert(token) } }
        func remove(_ token: String) { tokens.withLock { _ = $0.remove(token) } }
        func contains(_ token: String) -> Bool { tokens.withLock { $0.contains(token) } }
    }
}

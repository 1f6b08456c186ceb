import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file looked like when last read: enough to notice that it changed.
public struct FileFingerprint: Hashable, Sendable {
    package var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    package init(_ info: stat) {
        size = Int64(info.st_size)
        (modifiedSeconds, modifiedNanoseconds) = info.modificationTime
    }

    /// When the file was last written.
    public var modified: Date {
        Date(timeIntervalSince1970: TimeInterval(modifiedSeconds) + TimeInterval(modifiedNanoseconds) / 1e9)
    }
}

/// Every visible file below a folder with its fingerprint, by path relative to the folder: the
/// one walk the build, `check` and the preview all use. A plain `stat` walk: thousands of files
/// take a few milliseconds, so the preview can repeat it on every change. Hidden files and
/// editors' leftovers are not content; whatever else the walk cannot take (a folder it cannot
/// read, a symlink out of the folder, back into its own ancestors or to nothing) is named in
/// `skipped`, so that the build can say so: a site publishes only what is in it.
public enum FileFingerprints {
    public struct Walk: Sendable {
        public var files: [String: FileFingerprint] = [:]
        public var skipped: [SkippedPath] = []
        /// What the walk leaves without a word: hidden files and folders, editors' leftovers, and
        /// what is neither a file nor a folder (a pipe, a socket). Sorted.
        public var passedOver: [String] = []
    }

    /// One file's fingerprint; nil when it is not there.
    public static func fingerprint(of path: String) -> FileFingerprint? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileFingerprint(info)
    }

    public static func scan(_ directory: String) -> [String: FileFingerprint] {
        walk(directory).files
    }

    /// `known` (a scan of `directory`) with the files at `paths` looked at again, as a file watcher
    /// names them: one `lstat` each instead of a walk. Nil when one of them needs the walk to be
    /// read as the build reads it (a symlink, a folder or a folder on the way that is a link, an
    /// unreadable file).
    package static func rescan(_ paths: Set<String>, under directory: String, known: [String: FileFingerprint])
        -> [String: FileFingerprint]?
    {
        let root = directory + "/"
        guard let resolvedRoot = resolved(directory) else { return nil }
        var fingerprints = known
        for path in paths where path.hasPrefix(root) {
            let relative = String(path.dropFirst(root.count))
            if relative.split(separator: "/").contains(where: { isIgnored(String($0)) }) { continue }
            let folder = PathText.parent(relative)
            if !folder.isEmpty, resolved(root + folder) != resolvedRoot + "/" + folder { return nil }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                fingerprints[relative] = nil
                continue
            }
            guard (info.st_mode & S_IFMT) == S_IFREG, access(path, R_OK) == 0 else { return nil }
            fingerprints[relative] = FileFingerprint(info)
        }
        return fingerprints
    }

    /// The path with every link and `..` resolved; nil when it leads nowhere.
    private static func resolved(_ path: String) -> String? {
        PathText.realPath(path)
    }

    /// `boundary`, when given, is where links may lead instead of the folder itself (the import
    /// walks a collection but takes links anywhere in the site); it must hold the folder.
    public static func walk(_ directory: String, within boundary: String? = nil) -> Walk {
        var result = Walk()
        guard let root = resolved(directory) else { return result }
        let limit = boundary.flatMap(resolved) ?? root
        var rootInfo = stat()
        guard stat(root, &rootInfo) == 0 else { return result }
        // An explicit stack, not recursion: folders can nest as deep as paths allow.
        var pending = [(path: root, prefix: "", ancestors: [FolderID(rootInfo)])]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                result.skipped.append(SkippedPath(path: String(folder.prefix.dropLast()), reason: .unreadableFolder))
                continue
            }
            for name in names.sorted().reversed() {
                let path = folder.path + "/" + name
                let relative = folder.prefix + name
                if isIgnored(name) {
                    result.passedOver.append(relative)
                    continue
                }
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFLNK {
                    guard let targetPath = resolved(path) else {
                        result.skipped.append(SkippedPath(path: relative, reason: .brokenSymlink))
                        continue
                    }
                    guard targetPath == limit || targetPath.hasPrefix(limit + "/"), stat(path, &info) == 0 else {
                        result.skipped.append(SkippedPath(path: relative, reason: .symlinkOutside(target: targetPath)))
                        continue
                    }
                }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    let id = FolderID(info)
                    if folder.ancestors.contains(id) {
                        result.skipped.append(SkippedPath(path: relative, reason: .symlinkLoop))
                        continue
                    }
                    pending.append((path, relative + "/", folder.ancestors + [id]))
                } else if (info.st_mode & S_IFMT) == S_IFREG {
                    if access(path, R_OK) != 0 {
                        result.skipped.append(SkippedPath(path: relative, reason: .unreadableFile))
                        continue
                    }
                    result.files[relative] = FileFingerprint(info)
                } else {
                    result.passedOver.append(relative)
                }
            }
        }
        result.skipped.sort { $0.path < $1.path }
        result.passedOver.sort()
        return result
    }

    /// Hidden files (`.git`, `.slider.md.swp`, `.#slider.md`) and the swap files, backups and
    /// probes editors leave beside a file they save: `slider.md~`, `#slider.md#`, Vim's `4913` and
    /// `.swp`, JetBrains' `___jb_tmp___`, Chrome's `.crswap`, Office's `~$`, `.tmp`.
    package static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#"))
            || name == "4913"
            || name.hasPrefix("~$") || editorSuffixes.contains { name.hasSuffix($0) } || isSedTemporary(name)
    }

    /// `sed -i` writes its result to `sedXXXXXX` beside the file, then renames it over the file.
    private static func isSedTemporary(_ name: String) -> Bool {
        name.utf8.count == 9 && name.hasPrefix("sed")
            && name.utf8.dropFirst(3).allSatisfy { Byte.isASCIILetter($0) || Byte.isDigit($0) }
    }

    /// A hidden Markdown file that no editor leaves (Emacs' `.#` locks, macOS's `._` forks).
    static func isHiddenEntry(_ name: String) -> Bool {
        name.hasPrefix(".") && !name.hasPrefix(".#") && !name.hasPrefix("._") && name.lowercased().hasSuffix(".md")
    }

    private static let editorSuffixes = [
        ".swp", ".swo", ".swx", ".tmp", ".crswap", ".kate-swp", "___jb_tmp___", "___jb_old___",
    ]

    /// A folder's identity, to notice a symlink that leads back into a folder being walked.
    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}

extension stat {
    fileprivate var modificationTime: (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
            return (Int(st_mtimespec.tv_sec), Int(st_mtimespec.tv_nsec))
        #else
            return (Int(st_mtim.tv_sec), Int(st_mtim.tv_nsec))
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What a file looked like when last read: enough to notice that it changed.
public struct FileFingerprint: Hashable, Sendable {
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
}

/// Every visible file below a folder with its fingerprint, by path relative to the folder: the
/// one walk the build, `check` and the preview all use. A plain `stat` walk: thousands of files
/// take a few milliseconds, so the preview can repeat it on every change. Hidden files and folders
/// are skipped, and so are symlinks that lead out of the folder: a site publishes only what is in it.
public enum FileFingerprints {
    public static func scan(_ directory: String) -> [String: FileFingerprint] {
        guard let root = realpath(directory, nil) else { return [:] }
        defer { free(root) }
        var result: [String: FileFingerprint] = [:]
        walk(String(cString: root), prefix: "", root: String(cString: root), into: &result)
        return result
    }

    private static func walk(_ directory: String, prefix: String, root: String, into result: inout [String: FileFingerprint]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                guard let target = realpath(path, nil) else { continue }
                let inside = String(cString: target).hasPrefix(root + "/")
                free(target)
                guard inside, stat(path, &info) == 0 else { continue }
            }
            let relative = prefix + name
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, prefix: relative + "/", root: root, into: &result)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                result[relative] = FileFingerprint(
                    size: Int64(info.st_size),
                    modifiedSeconds: Int(info.modificationTime.seconds),
                    modifiedNanoseconds: Int(info.modificationTime.nanoseconds)
                )
            }
        }
    }
}

private extension stat {
    var modificationTime: (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        return (Int(st_mtimespec.tv_sec), Int(st_mtimespec.tv_nsec))
        #else
        return (Int(st_mtim.tv_sec), Int(st_mtim.tv_nsec))
        #endif
    }
}

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

/// Every visible file below a folder with its fingerprint, by path relative to the folder. A
/// plain `stat` walk: thousands of files take a few milliseconds, so a watcher can call it on
/// every change.
public enum FileFingerprints {
    public static func scan(_ directory: String) -> [String: FileFingerprint] {
        var result: [String: FileFingerprint] = [:]
        walk(directory, prefix: "", into: &result)
        return result
    }

    private static func walk(_ directory: String, prefix: String, into result: inout [String: FileFingerprint]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let relative = prefix + name
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, prefix: relative + "/", into: &result)
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

#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Calls back when anything under the watched folders changes: new, renamed and deleted files and
/// folders included. Linux uses inotify (a blocking read, no polling); other systems compare a
/// `stat` scan every 100 ms. The callback only says "something changed": the incremental site
/// works out what.
final class ChangeWatcher: @unchecked Sendable {
    private let directories: [String]
    private let onChange: @Sendable () -> Void
    private var thread: Thread?

    init(directories: [String], onChange: @escaping @Sendable () -> Void) {
        self.directories = directories
        self.onChange = onChange
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "a11ydocs file watcher"
        thread.start()
        self.thread = thread
    }

    private func run() {
        #if canImport(Glibc)
        if watchWithInotify() { return }
        #endif
        poll()
    }

    private func poll() {
        var last = directories.map(Self.fingerprint)
        while true {
            Thread.sleep(forTimeInterval: 0.1)
            let now = directories.map(Self.fingerprint)
            if now != last {
                last = now
                onChange()
            }
        }
    }

    /// A cheap summary of a folder: every file's path, size and modification time.
    private static func fingerprint(_ directory: String) -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: directory) else { return result }
        for case let path as String in enumerator {
            let attributes = try? manager.attributesOfItem(atPath: directory + "/" + path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[path] = "\(size)/\(date)"
        }
        return result
    }

    #if canImport(Glibc)
    /// Returns false when inotify is not available, so the caller can poll instead.
    private func watchWithInotify() -> Bool {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return false }
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)
        var watched = Set<String>()
        func watchFolders() {
            for root in directories {
                for folder in [root] + Self.folders(under: root) where !watched.contains(folder) {
                    if inotify_add_watch(descriptor, folder, mask) >= 0 { watched.insert(folder) }
                }
            }
        }
        watchFolders()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                if errno == EINTR { continue }
                close(descriptor)
                return false
            }
            let events = Self.summary(buffer, count: count)
            if events.foldersChanged {
                // New folders need watches of their own; deleted ones drop out by themselves.
                watched = watched.filter { FileManager.default.fileExists(atPath: $0) }
                watchFolders()
            }
            if !events.onlyFileCreations { onChange() }
        }
    }

    /// What a batch of inotify events says. A new file is announced before it is written and its
    /// close-write event follows, so a batch of file creations alone is not yet a change.
    private static func summary(_ buffer: [UInt8], count: Int) -> (onlyFileCreations: Bool, foldersChanged: Bool) {
        var offset = 0
        var onlyFileCreations = true
        var foldersChanged = false
        var sawEvent = false
        while offset + 16 <= count {
            let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
            let length = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) }
            sawEvent = true
            let isFolder = mask & UInt32(IN_ISDIR) != 0
            if isFolder || mask & UInt32(IN_DELETE_SELF) != 0 { foldersChanged = true }
            if !(mask & UInt32(IN_CREATE) != 0 && !isFolder) { onlyFileCreations = false }
            offset += 16 + Int(length)
        }
        return (sawEvent && onlyFileCreations, foldersChanged)
    }

    private static func folders(under root: String) -> [String] {
        var result: [String] = []
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        for name in names where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let path = root + "/" + name
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                result.append(path)
                result += folders(under: path)
            }
        }
        return result
    }
    #endif
}

import A11yDocs
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Calls back when anything under the watched folders changes: new, renamed and deleted files and
/// folders included. Linux uses inotify (a blocking read, no polling); other systems compare a
/// `stat` scan every 100 ms. The callback gets the paths of the files that changed when inotify
/// names them all, or nil when it cannot say (folders came or went, events were lost, polling):
/// the incremental site then scans for what changed.
final class ChangeWatcher: Sendable {
    private let directories: [String]
    /// Single files watched beside the folders (the site config): their folder is watched, not
    /// what is below it.
    private let files: [String]
    private let onChange: @Sendable (_ paths: Set<String>?) -> Void
    private let polling: Bool
    private let stopped = Mutex(false)

    /// `polling` forces the `stat` scan, as on systems without inotify.
    init(
        directories: [String], files: [String] = [], polling: Bool = false,
        onChange: @escaping @Sendable (_ paths: Set<String>?) -> Void
    ) {
        self.directories = directories
        self.files = files
        self.polling = polling
        self.onChange = onChange
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    /// The watching thread sees this within 100 ms and closes its descriptor itself: closing it
    /// here would not wake a blocked `read`, and the number could go to the next watcher's
    /// inotify while the old thread still reads it, taking that watcher's events.
    func stop() {
        stopped.withLock { $0 = true }
    }

    /// Returns once the watcher sees changes: a save made right after (while the first build
    /// runs, or as soon as the page answers) is not missed while the folders are still being
    /// listed for their watches.
    func start() {
        let watching = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            run(watching: { watching.signal() })
            // Whatever way the thread ends, `start` does not wait for it; a second signal is harmless.
            watching.signal()
        }
        thread.name = "a11ydocs file watcher"
        thread.start()
        watching.wait()
    }

    /// `watching` is called once every folder is watched (or scanned, when polling).
    private func run(watching: () -> Void) {
        #if canImport(Glibc)
            if !polling, watchWithInotify(watching: watching) || isStopped { return }
        #endif
        poll(watching: watching)
    }

    /// Without inotify: a `stat` scan every 100 ms, calling back only when it differs (so a failed
    /// build is not retried, and reported, on every tick).
    private func poll(watching: () -> Void) {
        // The single files count as one more folder, of the files that exist.
        let scan = { [directories, files] in
            directories.map(FileFingerprints.scan) + [
                files.reduce(into: [:]) { $0[$1] = FileFingerprints.fingerprint(of: $1) }
            ]
        }
        var last = scan()
        watching()
        while !isStopped {
            Thread.sleep(forTimeInterval: 0.1)
            let now = scan()
            if now != last {
                last = now
                onChange(nil)
            }
        }
    }

    #if canImport(Glibc)
        /// Returns false when inotify is not available, so the caller can poll instead.
        private func watchWithInotify(watching: () -> Void) -> Bool {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)
            var watched = Set<String>()
            /// Each watch's folder, to name the files its events are about.
            var folderOfWatch: [Int32: String] = [:]
            // A folder that does not exist yet (Templates/) is watched once it is made: its creation
            // shows in the site's folder, which is watched for the config file.
            let fileFolders = Set(files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
            func watchFolders() {
                for root in directories {
                    for folder in [root] + Self.folders(under: root) where !watched.contains(folder) {
                        add(folder)
                    }
                }
                for folder in fileFolders where !watched.contains(folder) { add(folder) }
            }
            func add(_ folder: String) {
                let watch = inotify_add_watch(descriptor, folder, mask)
                guard watch >= 0 else { return }
                watched.insert(folder)
                folderOfWatch[watch] = folder
            }
            watchFolders()
            watching()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while !isStopped {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let waiting = Glibc.poll(&ready, 1, 100)
                if waiting == 0 || (waiting < 0 && errno == EINTR) { continue }
                let count =
                    waiting < 0 ? -1 : buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 {
                    if count < 0, errno == EINTR { continue }
                    return isStopped
                }
                let events = Self.summary(buffer, count: count, folders: folderOfWatch)
                if events.foldersChanged {
                    // New folders need watches of their own; deleted ones drop out by themselves.
                    watched = watched.filter { FileManager.default.fileExists(atPath: $0) }
                    watchFolders()
                }
                if !events.onlyFileCreations { onChange(events.foldersChanged ? nil : events.paths) }
            }
            return true
        }

        /// What a batch of inotify events says, and the files it names (nil when it cannot name them
        /// all: events were lost). A new file is announced before it is written and its close-write
        /// event follows, so a batch of file creations alone is not yet a change.
        private static func summary(_ buffer: [UInt8], count: Int, folders: [Int32: String])
            -> (onlyFileCreations: Bool, foldersChanged: Bool, paths: Set<String>?)
        {
            var offset = 0
            var onlyFileCreations = true
            var foldersChanged = false
            var sawEvent = false
            var paths: Set<String>? = []
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes {
                    (
                        $0.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)
                    )
                }
                sawEvent = true
                let isFolder = mask & UInt32(IN_ISDIR) != 0
                if isFolder || mask & UInt32(IN_DELETE_SELF) != 0 { foldersChanged = true }
                if !(mask & UInt32(IN_CREATE) != 0 && !isFolder) { onlyFileCreations = false }
                // The name is NUL-padded after the fixed 16 bytes.
                let name = buffer[(offset + 16)..<min(count, offset + 16 + Int(length))].prefix { $0 != 0 }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 || name.isEmpty {
                    paths = nil
                } else if let folder = folders[watch] {
                    paths?.insert(folder + "/" + String(decoding: name, as: UTF8.self))
                } else {
                    paths = nil
                }
                offset += 16 + Int(length)
            }
            return (sawEvent && onlyFileCreations, foldersChanged, paths)
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folder an import writes into. The import is written into a staging sibling
/// (`.Content.import-<pid>-<random>`) holding a copy of what the folder held, and swapped in
/// with one exchange only once every file is written: a failed import leaves the folder as it was.
public enum ImportDestination {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The folder holds files; writing into it needs the user's say-so.
        case notEmpty(String)
        case notAFolder(String)
        case writeFailed(path: String, reason: String)

        public var description: String {
            switch self {
            case .notEmpty(let path): return "'\(path)' is not empty"
            case .notAFolder(let path): return "'\(path)' is a file, not a folder"
            case let .writeFailed(path, reason): return "cannot write the import into '\(path)': \(reason)"
            }
        }
    }

    /// Refuses a destination that is a file, or a folder holding files (hidden ones aside) unless `force`.
    public static func check(_ path: String, force: Bool) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw Failure.notAFolder(path) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if !force, names.contains(where: { !$0.hasPrefix(".") }) { throw Failure.notEmpty(path) }
    }

    /// Writes the files into the folder, replacing files of the same name and keeping the others.
    public static func write(_ files: [ImportPlan.File], to path: String) throws {
        let fileManager = FileManager.default
        // A symlinked destination is written through.
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).import-\(getpid())-\(UInt32.random(in: 0 ... .max))")
        let failed = { (error: Error) in Failure.writeFailed(path: path, reason: (error as? Failure)?.description ?? error.localizedDescription) }
        let existed = fileManager.fileExists(atPath: target.path)
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            if existed {
                try fileManager.copyItem(at: target, to: staging)
            } else {
                try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
            }
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Atomic: replaces a symlink the folder held instead of writing through it.
                try file.contents.write(to: url, options: .atomic)
            }
            try swap(staging, into: target, existed: existed)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw failed(error)
        }
    }

    /// Puts the staged folder at the target; the old one goes away.
    private static func swap(_ staging: URL, into target: URL, existed: Bool) throws {
        let fileManager = FileManager.default
        guard existed else { return try fileManager.moveItem(at: staging, to: target) }
        do {
            let old = try FolderReplacement.replace(target, with: staging, aside: staging.appendingPathExtension("old"))
            try? fileManager.removeItem(at: old)
        } catch let failure as FolderReplacement.Failure {
            throw Failure.writeFailed(path: target.path, reason: failure.reason)
        }
    }
}

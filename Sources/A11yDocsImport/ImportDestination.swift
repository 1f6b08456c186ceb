import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsSupport
import Foundation

/// The folder an import writes into. The import is written into a staging sibling
/// (`.Content.import-<pid>-<random>/Content`, beside a marker file) holding a copy of what the
/// folder held, and swapped in with one exchange only once every file is written: a failed import
/// leaves the folder as it was. A killed import leaves its staging folder behind; later imports
/// remove it as builds remove theirs (`StagingFolders`), once its import no longer runs.
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
    public static func check(_ path: String, force: Bool) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw Failure.notAFolder(path) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if !force, names.contains(where: { !$0.hasPrefix(".") }) { throw Failure.notEmpty(path) }
    }

    /// Files of the plan that would replace a file of other bytes in the folder: a static folder
    /// shared with the library's own files is written into without `--force` only where nothing changes.
    public static func changedFiles(_ files: [ImportPlan.File], in folder: String) -> [String] {
        files.compactMap { file in
            let path = ContentTree.join(folder, file.path)
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            return FileManager.default.contents(atPath: path) == file.contents ? nil : path
        }
    }

    /// Names the staging folders; the marker file sits beside the staged folder, never in it.
    static let stagingNames = StagingFolders.Names(new: "import", old: "import-old", marker: ".a11ydocs-import")

    /// Writes what an import planned: the entries, then the static files, then `a11ydocs.yml`
    /// (atomically), so the settings never name folders that are not there yet.
    public static func write(_ plan: ImportPlan) throws(Failure) {
        // A site whose only collections are refused leaves the folder alone.
        if !plan.files.isEmpty { try write(plan.files, to: plan.report.destination) }
        if !plan.staticFiles.isEmpty { try write(plan.staticFiles, to: plan.staticFolder) }
        guard let settings = plan.settings else { return }
        do {
            try Data(settings.text.utf8).write(to: URL(fileURLWithPath: settings.path), options: .atomic)
        } catch {
            throw Failure.writeFailed(path: settings.path, reason: error.localizedDescription)
        }
    }

    /// Writes the files into the folder, replacing files of the same name and keeping the others.
    public static func write(_ files: [ImportPlan.File], to path: String) throws(Failure) {
        let fileManager = FileManager.default
        // A symlinked destination is written through.
        let target = URL(fileURLWithPath: PathText.resolved(path))
        let folders = StagingFolders(output: target, names: stagingNames)
        let failed = { (error: Error) in
            Failure.writeFailed(path: path, reason: (error as? Failure)?.description ?? error.localizedDescription)
        }
        let existed = fileManager.fileExists(atPath: target.path)
        // The staging throws only what `failed` made; the catch gives it its type.
        do {
            try folders.whileInUse {
                do {
                    try fileManager.createDirectory(at: folders.parent, withIntermediateDirectories: true)
                    folders.removeLeftovers(keepingOld: !existed)
                    let staged = try marked(folders.staging, holding: target.lastPathComponent)
                    if existed {
                        try fileManager.copyItem(at: target, to: staged)
                    } else {
                        try fileManager.createDirectory(at: staged, withIntermediateDirectories: false)
                    }
                    for file in files {
                        let url = staged.appendingPathComponent(file.path)
                        try fileManager.createDirectory(
                            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        // Atomic: replaces a symlink the folder held instead of writing through it.
                        try file.contents.write(to: url, options: .atomic)
                    }
                    try swap(staged, into: target, existed: existed, folders: folders)
                } catch {
                    folders.removeSite(at: folders.staging) {}
                    throw failed(error)
                }
                // What is left there is the old folder, whose files the new one holds too.
                folders.removeSite(at: folders.staging) {}
                folders.removeSite(at: folders.previous) {}
            }
        } catch {
            throw (error as? Failure) ?? failed(error)
        }
    }

    /// Makes a staging folder holding the marker file, and returns where the folder it stages goes in it.
    private static func marked(_ folder: URL, holding name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data().write(to: folder.appendingPathComponent(stagingNames.marker))
        return folder.appendingPathComponent(name)
    }

    /// Puts the staged folder at the target; the old one goes into a staging folder.
    private static func swap(_ staged: URL, into target: URL, existed: Bool, folders: StagingFolders) throws {
        guard existed else { return try FileManager.default.moveItem(at: staged, to: target) }
        let aside = try marked(folders.previous, holding: target.lastPathComponent)
        do {
            _ = try FolderReplacement.replace(target, with: staged, aside: aside)
        } catch let failure as FolderReplacement.Failure {
            // The target is back as it was, so the folder set aside is empty.
            if FileManager.default.fileExists(atPath: target.path) { folders.removeSite(at: folders.previous) {} }
            throw Failure.writeFailed(path: target.path, reason: failure.reason)
        }
    }
}

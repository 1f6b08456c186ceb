import Foundation

/// Writes the site into a staging sibling of the output folder and swaps it in only when every
/// file is written: readers never see a half-written site, and files of deleted entries go away.
/// A kill at any moment leaves the complete old or the complete new site at the output path
/// (except on file systems that cannot exchange folders, see `swap`), and the next build
/// removes whatever a killed build left beside it.
struct OutputWriter {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { reason }
    }

    var options: BuildOptions
    /// Called at each named step. Tests throw from it to stop the write there as a kill would: no
    /// code of the write runs after it throws.
    var stepHook: @Sendable (Step) throws -> Void = TestEnvironment.killIfAsked
    /// Whether to try an atomic exchange; tests turn it off to take the two-rename path.
    var exchanges = TestEnvironment.exchanges
    private let fileManager = FileManager.default

    init(options: BuildOptions) {
        self.options = options
    }

    /// A file in every output folder a11ydocs writes, so that it replaces only folders it made.
    static let markerFile = ".a11ydocs"
    static let markerText = "This folder is written by 'a11ydocs build' and replaced as a whole on every build.\n"

    /// Writes what `produce` emits into the staging folder as it comes (from any thread), then
    /// swaps the staged site in; a failure anywhere leaves the output folder as it was.
    func write(_ produce: (_ emit: @escaping @Sendable (OutputFile) throws -> Void) throws -> Void) throws {
        // Write through a symlinked output folder: replace the folder it points at.
        let output = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.resolvingSymlinksInPath()
        try checkSafe(output)
        let folders = StagingFolders(output: output)
        try folders.whileInUse {
            let hadOutput = fileManager.fileExists(atPath: output.path)
            // Leftovers go first, so that killed builds cannot fill the disk; an old site set aside
            // by a build killed between its two renames stays until a new site is in place.
            folders.removeLeftovers(keepingOld: !hadOutput)
            try stage(produce, in: folders.staging)
            try stepHook(.staged)
            let old = try swap(folders, into: output, hadOutput: hadOutput)
            try stepHook(.exchanged)
            if let old { try folders.removeSite(at: old) { try stepHook(.removingOld) } }
            if !hadOutput { folders.removeLeftovers(keepingOld: false) }
            try stepHook(.cleaned)
        }
    }

    /// Writes the marker file first, so that a staging folder a kill leaves half-written is
    /// recognisably ours, then every file.
    private func stage(_ produce: (_ emit: @escaping @Sendable (OutputFile) throws -> Void) throws -> Void, in staging: URL) throws {
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            try write(OutputFile(path: Self.markerFile, contents: .text(Self.markerText)), into: staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Failure(path: options.outputDirectory, reason: "cannot write the site: \(error.localizedDescription)")
        }
        try stepHook(.started)
        do {
            let writer = self
            try produce { file in try writer.write(file, into: staging) }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Failure(path: options.outputDirectory, reason: "cannot write the site: \(error.localizedDescription)")
        }
    }

    /// Puts the staged site at the output path; returns where the old site is now, if there was one.
    /// Where the file system cannot exchange folders, two renames do: a kill between them leaves no
    /// output folder but the complete old site at `previous`, and the next build writes a new site
    /// and then removes the old one.
    private func swap(_ folders: StagingFolders, into output: URL, hadOutput: Bool) throws -> URL? {
        let staging = folders.staging
        let failed = { (reason: String) in
            Failure(path: options.outputDirectory, reason: "cannot replace the output folder: \(reason)")
        }
        guard hadOutput else {
            do { try fileManager.moveItem(at: staging, to: output) } catch {
                try? fileManager.removeItem(at: staging)
                throw failed(error.localizedDescription)
            }
            return nil
        }
        do {
            return try FolderReplacement.replace(output, with: staging, aside: folders.previous, exchanges: exchanges) {
                try stepHook(.movedAside)
            }
        } catch let failure as FolderReplacement.Failure {
            throw failed(failure.reason)
        }
    }

    /// One file, its folders made as needed. Text is written with plain `open`/`write`: no
    /// temporary file and no sync per file, since the whole folder is swapped in at the end.
    func write(_ file: OutputFile, into root: URL) throws {
        // Joined as text: `appendingPathComponent` asks the file system whether each path is a folder.
        let destination = root.path + "/" + file.path
        switch file.contents {
        case .text(let text):
            try FileWriting.write(text, to: destination)
        case .bytes(let bytes):
            try FileWriting.write(bytes, to: destination)
        case .parts(let parts):
            try FileWriting.write(parts, to: destination)
        case .copy(let source):
            try fileManager.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if fileManager.fileExists(atPath: destination) { try fileManager.removeItem(atPath: destination) }
            try fileManager.copyItem(atPath: source, toPath: destination)
        }
    }

    /// The whole output folder is replaced, so it must be one a11ydocs wrote (or new, or empty),
    /// and it must neither hold nor sit inside the site's sources.
    private func checkSafe(_ output: URL) throws {
        let outputPath = output.path
        let name = options.outputDirectory
        if outputPath == "/" { throw Failure(path: name, reason: "the output folder cannot be '/' — choose another --output") }
        for (label, source) in [("content", options.contentDirectory), ("templates", options.templatesDirectory)] {
            let sourcePath = URL(fileURLWithPath: source).standardizedFileURL.resolvingSymlinksInPath().path
            if sourcePath == outputPath || sourcePath.hasPrefix(outputPath + "/") {
                throw Failure(path: name, reason: "the output folder '\(name)' holds the \(label) folder '\(source)', and the build replaces it — choose another --output")
            }
            if outputPath.hasPrefix(sourcePath + "/") {
                throw Failure(path: name, reason: "the output folder '\(name)' is inside the \(label) folder '\(source)' — choose an --output outside it")
            }
        }
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: outputPath, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw Failure(path: name, reason: "'\(name)' is a file, not a folder — choose another --output")
        }
        let contents = (try? fileManager.contentsOfDirectory(atPath: outputPath)) ?? []
        if !contents.isEmpty, !contents.contains(Self.markerFile) {
            throw Failure(path: name, reason: "'\(name)' holds files a11ydocs did not write, and the build replaces the whole folder — choose a new or empty --output, or empty it first")
        }
    }
}

import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsRendering
import A11yDocsSupport
import Foundation

/// Writes the site into a staging sibling of the output folder and swaps it in only when every
/// file is written: readers never see a half-written site, and files of deleted entries go away.
/// A kill at any moment leaves the complete old or the complete new site at the output path
/// (except on file systems that cannot exchange folders, see `swap`), and the next build
/// removes whatever a killed build left beside it.
struct OutputWriter {
    /// Why the site was not written, as data: the output folder (`path`) and what is wrong with
    /// it. `description` is the one place it is put into words.
    struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var reason: Reason

        package enum Reason {
            /// Staging the site failed; the text is the file system's.
            case cannotWrite(String)
            /// Swapping the staged site in failed; the text is the file system's.
            case cannotReplace(String)
            case outputIsRoot
            /// The output folder holds a source folder of the site (`label`: content, templates, static).
            case holdsSource(label: String, source: String)
            case insideSource(label: String, source: String)
            case isAFile
            /// The output folder holds `items` a build did not write.
            case foreign(items: [String], OutputMarker.Reason)
        }

        package var description: String {
            switch reason {
            case let .cannotWrite(reason):
                return "cannot write the site: \(reason)"
            case let .cannotReplace(reason):
                return "cannot replace the output folder: \(reason)"
            case .outputIsRoot:
                return "the output folder cannot be '/' — choose another --output"
            case let .holdsSource(label, source):
                return
                    "the output folder '\(path)' holds the \(label) folder '\(source)', and the build replaces it — "
                    + "choose another --output"
            case let .insideSource(label, source):
                return
                    "the output folder '\(path)' is inside the \(label) folder '\(source)' — choose an --output "
                    + "outside it"
            case .isAFile:
                return "'\(path)' is a file, not a folder — choose another --output"
            case let .foreign(items, reason):
                return OutputMarker.refusal(of: path, items: items, reason: reason)
            }
        }
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

    /// Writes what `produce` emits into the staging folder as it comes (from any thread), then
    /// swaps the staged site in; a failure anywhere leaves the output folder as it was. What is
    /// written must be `planned`, path for path, or the build fails (a `BuildError` of the write
    /// step naming each path) with nothing swapped in.
    func write(
        planned: Set<String>, _ produce: (_ emit: @escaping @Sendable (OutputFile) throws -> Void) throws -> Void
    ) throws {
        // Write through a symlinked output folder: replace the folder it points at.
        let output = URL(fileURLWithPath: PathText.resolved(options.outputDirectory))
        let kept = try checkSafe(output)
        let folders = StagingFolders(output: output)
        try folders.whileInUse {
            let hadOutput = fileManager.fileExists(atPath: output.path)
            // Leftovers go first, so that killed builds cannot fill the disk; an old site set aside
            // by a build killed between its two renames stays until a new site is in place.
            folders.removeLeftovers(keepingOld: !hadOutput)
            try stage(produce, planned: planned, keeping: kept, from: output, in: folders.staging)
            try stepHook(.staged)
            let old = try swap(folders, into: output, hadOutput: hadOutput)
            try stepHook(.exchanged)
            if let old { try folders.removeSite(at: old) { try stepHook(.removingOld) } }
            if !hadOutput { folders.removeLeftovers(keepingOld: false) }
            try stepHook(.cleaned)
        }
    }

    /// Writes what `produce` emits into the served site at `output`, each file atomically (a
    /// preview's update); what is written must be `planned`, as in `write(planned:_:)`.
    func writeInPlace(
        planned: [String], into output: URL,
        _ produce: (_ emit: @escaping @Sendable (OutputFile) throws -> Void) throws -> Void
    ) throws {
        let writer = self, written = WrittenPaths()
        try produce { file in
            try writer.write(file, into: output, atomically: true)
            written.add(file.path)
        }
        let differences = WrittenPaths.differences(
            written: written.paths, planned: Set(planned), outputDirectory: options.outputDirectory)
        guard differences.isEmpty else { throw BuildError(step: "write", diagnostics: differences) }
    }

    /// Writes the marker file first (its header alone), so that a staging folder a kill leaves
    /// half-written is recognisably ours, then every file, checked against the plan, the files to
    /// keep from the old site, and last the marker again with every path written.
    private func stage(
        _ produce: (_ emit: @escaping @Sendable (OutputFile) throws -> Void) throws -> Void, planned: Set<String>,
        keeping kept: [String], from output: URL, in staging: URL
    ) throws {
        try discardingOnFailure(staging) {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            try write(OutputFile(path: OutputMarker.fileName, contents: .text(OutputMarker.header)), into: staging)
        }
        try stepHook(.started)
        let written = WrittenPaths()
        try discardingOnFailure(staging) {
            let writer = self
            try produce { file in
                try writer.write(file, into: staging)
                written.add(file.path)
            }
        }
        var paths = written.paths
        let differences = WrittenPaths.differences(
            written: paths, planned: planned, outputDirectory: options.outputDirectory)
        guard differences.isEmpty else {
            try? fileManager.removeItem(at: staging)
            throw BuildError(step: "write", diagnostics: differences)
        }
        try discardingOnFailure(staging) {
            // The site's own file of that name (a content file) wins over the old one.
            for name in kept where !paths.contains(name) {
                try write(OutputFile(path: name, contents: .copy(from: output.path + "/" + name)), into: staging)
                paths.append(name)
            }
            try write(
                OutputFile(path: OutputMarker.fileName, contents: .text(OutputMarker.text(listing: paths))),
                into: staging)
        }
    }

    /// Runs `body`; when it fails, the staging folder goes and the failure says why the site was not written.
    private func discardingOnFailure(_ staging: URL, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Failure(path: options.outputDirectory, reason: .cannotWrite(error.localizedDescription))
        }
    }

    /// Puts the staged site at the output path; returns where the old site is now, if there was one.
    /// Where the file system cannot exchange folders, two renames do: a kill between them leaves no
    /// output folder but the complete old site at `previous`, and the next build writes a new site
    /// and then removes the old one.
    private func swap(_ folders: StagingFolders, into output: URL, hadOutput: Bool) throws -> URL? {
        let staging = folders.staging
        let failed = { (reason: String) in
            Failure(path: options.outputDirectory, reason: .cannotReplace(reason))
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
    /// `atomically` (a preview's update, written into the served site) writes a temporary file
    /// beside it and renames it over the old one, so that a full disk or a kill leaves the old
    /// file, never a truncated one.
    func write(_ file: OutputFile, into root: URL, atomically: Bool = false) throws {
        // Joined as text: `appendingPathComponent` asks the file system whether each path is a folder.
        let destination = root.path + "/" + file.path
        guard atomically else { return try write(file.contents, to: destination) }
        let slash = destination.lastIndex(of: "/")!
        let temporary =
            String(destination[..<slash]) + "/." + destination[destination.index(after: slash)...]
            + ".a11ydocs-\(UInt32.random(in: 0 ... .max))"
        do {
            try write(file.contents, to: temporary)
            guard rename(temporary, destination) == 0 else { throw FileWriting.Failure(path: destination, code: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private func write(_ contents: OutputFile.Contents, to destination: String) throws {
        switch contents {
        case .text(let text):
            try FileWriting.write(text, to: destination)
        case .bytes(let bytes):
            try FileWriting.write(bytes, to: destination)
        case .parts(let parts):
            try FileWriting.write(parts, to: destination)
        case .copy(let source):
            try FileReading.copy(source, to: destination)
        }
    }

    /// The whole output folder is replaced, so it must be one a11ydocs wrote (or new, or empty),
    /// and it must neither hold nor sit inside the site's sources. Returns the files to keep.
    private func checkSafe(_ output: URL) throws -> [String] {
        let outputPath = output.path
        let name = options.outputDirectory
        if outputPath == "/" { throw Failure(path: name, reason: .outputIsRoot) }
        // The static folder too: replacing the output would delete it, or copy the old site into the new.
        let sources =
            [("content", options.contentDirectory), ("templates", options.templatesDirectory)]
            + (options.staticDirectory.map { [("static", $0)] } ?? [])
        for (label, source) in sources {
            let sourcePath = PathText.resolved(source)
            if sourcePath == outputPath || sourcePath.hasPrefix(outputPath + "/") {
                throw Failure(path: name, reason: .holdsSource(label: label, source: source))
            }
            if outputPath.hasPrefix(sourcePath + "/") {
                throw Failure(path: name, reason: .insideSource(label: label, source: source))
            }
        }
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: outputPath, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            throw Failure(path: name, reason: .isAFile)
        }
        switch OutputMarker.ownership(of: outputPath) {
        case .replaceable(let kept): return kept
        case let .foreign(items, reason): throw Failure(path: name, reason: .foreign(items: items, reason))
        }
    }
}

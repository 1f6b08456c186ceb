import Foundation

/// Writes the site into a temporary sibling of the output folder and swaps it in only when every
/// file is written: readers never see a half-written site, and files of deleted entries go away.
struct OutputWriter {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { reason }
    }

    var options: BuildOptions
    private let fileManager = FileManager.default

    init(options: BuildOptions) {
        self.options = options
    }

    /// A file in every output folder a11ydocs writes, so that it replaces only folders it made.
    static let markerFile = ".a11ydocs"
    static let markerText = "This folder is written by 'a11ydocs build' and replaced as a whole on every build.\n"

    func write(_ files: [OutputFile]) throws {
        // Write through a symlinked output folder: replace the folder it points at.
        let output = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.resolvingSymlinksInPath()
        try checkSafe(output)
        let parent = output.deletingLastPathComponent()
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))"
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).new-\(token)")
        let previous = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(token)")
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files { try write(file, into: staging) }
            try write(OutputFile(path: Self.markerFile, contents: .text(Self.markerText)), into: staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Failure(path: options.outputDirectory, reason: "cannot write the site: \(error.localizedDescription)")
        }
        let hadOutput = fileManager.fileExists(atPath: output.path)
        do {
            if hadOutput { try fileManager.moveItem(at: output, to: previous) }
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadOutput, !fileManager.fileExists(atPath: output.path) { try? fileManager.moveItem(at: previous, to: output) }
            try? fileManager.removeItem(at: staging)
            throw Failure(path: options.outputDirectory, reason: "cannot replace the output folder: \(error.localizedDescription)")
        }
        try? fileManager.removeItem(at: previous)
    }

    func write(_ file: OutputFile, into root: URL) throws {
        let destination = root.appendingPathComponent(file.path)
        try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch file.contents {
        case .text(let text):
            try Data(text.utf8).write(to: destination)
        case .copy(let source):
            if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
            try fileManager.copyItem(atPath: source, toPath: destination.path)
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

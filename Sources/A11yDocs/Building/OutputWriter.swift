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

    func write(_ files: [OutputFile]) throws {
        let output = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL
        try checkSafe(output)
        let parent = output.deletingLastPathComponent()
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))"
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).new-\(token)")
        let previous = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(token)")
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files { try write(file, into: staging) }
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

    private func write(_ file: OutputFile, into root: URL) throws {
        let destination = root.appendingPathComponent(file.path)
        try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch file.contents {
        case .text(let text):
            try Data(text.utf8).write(to: destination)
        case .copy(let source):
            try fileManager.copyItem(atPath: source, toPath: destination.path)
        }
    }

    /// The whole output folder is replaced, so it must not hold the site's sources.
    private func checkSafe(_ output: URL) throws {
        let outputPath = output.resolvingSymlinksInPath().path
        for source in [options.contentDirectory, options.templatesDirectory] {
            let sourcePath = URL(fileURLWithPath: source).standardizedFileURL.resolvingSymlinksInPath().path
            if sourcePath == outputPath || sourcePath.hasPrefix(outputPath + "/") || outputPath == "/" {
                throw Failure(path: options.outputDirectory,
                              reason: "the output folder '\(options.outputDirectory)' holds '\(source)', and the build replaces it — choose another --output")
            }
        }
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: outputPath, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure(path: options.outputDirectory, reason: "'\(options.outputDirectory)' is a file, not a folder — choose another --output")
        }
    }
}

import Foundation

/// Lists the files of a folder tree, relative to it, sorted, skipping hidden files and folders.
enum ContentTree {
    struct MissingFolder: Error, CustomStringConvertible {
        var path: String
        var description: String { "folder '\(path)' not found" }
    }

    static func files(in directory: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MissingFolder(path: directory)
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        var files: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(prefix) else { continue }
            files.append(String(path.dropFirst(prefix.count)))
        }
        return files.sorted()
    }

    static func join(_ directory: String, _ file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }
}

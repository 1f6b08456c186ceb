import Foundation

/// Text files built into a11ydocs and written out together: the default theme (`theme eject`)
/// and a new library (`init`).
public struct FileSet: Sendable {
    /// Text by path relative to the folder they are written into.
    public var files: [String: String]

    public static var defaultTheme: FileSet { FileSet(files: DefaultThemeFiles.files) }
    public static var newLibrary: FileSet { FileSet(files: StarterFiles.files) }

    /// The paths, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// Those of the files that already exist in `folder`.
    public func existing(in folder: String) -> [String] {
        paths.filter { FileManager.default.fileExists(atPath: ContentTree.join(folder, $0)) }
    }

    /// Writes every file under `folder`, creating folders as needed; existing files are replaced.
    public func write(to folder: String) throws {
        for path in paths {
            let url = URL(fileURLWithPath: ContentTree.join(folder, path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(files[path]!.utf8).write(to: url, options: .atomic)
        }
    }
}

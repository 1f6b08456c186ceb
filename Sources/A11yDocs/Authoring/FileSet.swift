import Foundation
import A11yDocsLoading
import A11yDocsRendering

/// Text files built into a11ydocs and written out together: the default theme (`theme eject`)
/// and a new library (`init`).
public struct FileSet: Sendable {
    /// Text by path relative to the folder they are written into.
    public var files: [String: String]

    public static var defaultTheme: FileSet { FileSet(files: DefaultThemeFiles.files) }
    public static var newLibrary: FileSet { newLibrary() }

    /// What `init` writes, its CI files set to install this release of a11ydocs: downloaded from
    /// `archiveURL` (`{version}` standing for the version) and checked against `archiveSHA256`
    /// or, where the URL is empty, built from the tag `v<version>` of `source`.
    public static func newLibrary(archiveURL: String = Release.archiveURL, archiveSHA256: String = Release.archiveSHA256,
                                  source: String = Release.sourceRepository) -> FileSet {
        let values = ["{{a11ydocs_version}}": Release.version, "{{a11ydocs_archive_url}}": archiveURL,
                      "{{a11ydocs_archive_sha256}}": archiveSHA256, "{{a11ydocs_source}}": source]
        return FileSet(files: StarterFiles.files.mapValues { text in
            values.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        })
    }

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

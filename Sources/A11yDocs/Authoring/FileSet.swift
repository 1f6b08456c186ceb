import A11yDocsLoading
import A11yDocsRendering
import A11yDocsSupport
import Foundation

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
    public static func newLibrary(
        archiveURL: String = Release.archiveURL, archiveSHA256: String = Release.archiveSHA256,
        source: String = Release.sourceRepository, baseURL: String = "/"
    ) -> FileSet {
        let values = [
            "{{a11ydocs_version}}": Release.version, "{{a11ydocs_archive_url}}": archiveURL,
            "{{a11ydocs_archive_sha256}}": archiveSHA256, "{{a11ydocs_source}}": source,
        ]
        var files = StarterFiles.files.mapValues { text in
            values.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        }
        // The starter's own line, `base_url: /`, holds the address `init --url` gives.
        let slashed = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        files["a11ydocs.yml"] = files["a11ydocs.yml"]?.replacingOccurrences(
            of: "\nbase_url: /\n", with: "\nbase_url: \(slashed)\n")
        return FileSet(files: files)
    }

    /// The paths, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// Those of the files that already exist in `folder`.
    public func existing(in folder: String) -> [String] {
        paths.filter { FileManager.default.fileExists(atPath: ContentTree.join(folder, $0)) }
    }

    /// A file whose folder is a link leading out of the folder written into (`Templates/new ->
    /// /etc`): nothing is written through it.
    public struct OutsideFolder: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var target: String
        public var folder: String

        public var description: String {
            "'\(path)' leads outside '\(folder)' (to '\(target)'), and files are written only inside it — replace the "
                + "link with a folder, or write to another folder"
        }
    }

    /// Writes every file under `folder`, creating folders as needed; existing files are replaced
    /// (a link in a file's place is replaced, not written through). Nothing is written when a
    /// file's folder leads outside `folder`.
    public func write(to folder: String) throws {
        for path in paths {
            let parent = PathText.join(folder, PathText.parent(path))
            guard PathText.isInside(parent, folder: folder) else {
                throw OutsideFolder(path: parent, target: PathText.resolved(parent), folder: folder)
            }
        }
        for path in paths {
            let url = URL(fileURLWithPath: ContentTree.join(folder, path))
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(files[path]!.utf8).write(to: url, options: .atomic)
        }
    }
}

import A11yDocsSupport
import Foundation

/// Lists the files of a folder tree, relative to it, sorted: the `FileFingerprints` walk, so the
/// build and the preview skip the same hidden files and outside symlinks.
package enum ContentTree {
    package struct MissingFolder: Error, CustomStringConvertible {
        package var path: String
        package var description: String { "folder '\(path)' not found" }
    }

    package static func files(in directory: String) throws -> [String] {
        try walk(directory).files.keys.sorted()
    }

    /// The walk, with what it could not take.
    package static func walk(_ directory: String) throws -> FileFingerprints.Walk {
        guard PathText.isFolder(directory) else { throw MissingFolder(path: directory) }
        return FileFingerprints.walk(directory)
    }

    /// Whether a content file is an entry: Markdown, whatever the case of its extension.
    package static func isEntryFile(_ file: String) -> Bool {
        file.lowercased().hasSuffix(".md")
    }

    package static func join(_ directory: String, _ file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }
}

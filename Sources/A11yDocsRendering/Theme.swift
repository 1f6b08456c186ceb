import A11yDocsLoading
import A11yDocsMarkdown
import Foundation

/// The templates and assets a site is rendered with: the default theme built into a11ydocs, with
/// the site's own templates folder laid over it file by file, as Hugo's lookup order does. A
/// site's `Templates/partials/expectation-table.mustache` replaces that partial and nothing else;
/// a file the default theme does not have (a new partial, a logo) is added.
package struct Theme: Sendable {
    package enum Source: Sendable, Equatable {
        case builtIn(String)
        /// A file of the site's templates folder, by its path.
        case file(String)
    }

    /// Every file of the theme by path relative to the theme's root, e.g. `partials/notes-section.mustache`.
    package let files: [String: Source]
    /// The site's templates folder, when it has one.
    let overridesDirectory: String?

    /// Where built-in files say they are in messages: they are not on disk.
    static let builtInPrefix = "(built-in theme)/"

    /// The default theme, with `overridesDirectory`'s files over it when that folder exists.
    package static func load(overrides overridesDirectory: String?) -> Theme {
        var files = DefaultThemeFiles.files.mapValues(Source.builtIn)
        var isDirectory: ObjCBool = false
        guard let directory = overridesDirectory,
            FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return Theme(files: files, overridesDirectory: nil)
        }
        for file in (try? ContentTree.files(in: directory)) ?? [] {
            files[file] = .file(ContentTree.join(directory, file))
        }
        return Theme(files: files, overridesDirectory: directory)
    }

    /// Where a file is, for messages: its path on disk, or its place in the built-in theme.
    package func location(of path: String) -> String {
        switch files[path] {
        case .file(let onDisk)?: return onDisk
        default: return Self.builtInPrefix + path
        }
    }

    package func text(of path: String) throws -> String? {
        switch files[path] {
        case .builtIn(let text)?: return text
        case .file(let onDisk)?: return try String(contentsOfFile: onDisk, encoding: .utf8)
        case nil: return nil
        }
    }

    /// One of the theme's `assets/` as an output file's contents: a built-in one as text, the
    /// site's copied as it is.
    func asset(_ path: String) -> OutputFile.Contents? {
        switch files[path] {
        case .builtIn(let text)?: return .text(text)
        case .file(let onDisk)?: return .copy(from: onDisk)
        case nil: return nil
        }
    }
}

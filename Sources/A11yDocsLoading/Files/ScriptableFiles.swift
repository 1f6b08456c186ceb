import A11yDocsModel
import A11yDocsSupport

/// Files published as they are that a browser opens as a document and runs script in: HTML,
/// SVG, XML. Entries are rendered safely; these are copied byte for byte, so a build names each
/// one unless the site allows raw HTML (every author trusted).
package enum ScriptableFiles {
    static let extensions: Set<String> = ["html", "htm", "shtml", "xhtml", "xht", "svg", "svgz", "xml"]

    /// A warning for each such file of `files` (relative to `folder`), at its path.
    package static func warnings(_ files: [String], in folder: String?) -> [Diagnostic] {
        guard let folder else { return [] }
        return files.compactMap { file in
            let name = PathText.lastComponent(file)
            guard let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased())
            else { return nil }
            return Diagnostic(.scriptableFile, at: SourceLocation(path: PathText.join(folder, file)))
        }
    }
}

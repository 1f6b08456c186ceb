import A11yDocsSupport
import Foundation

extension SiteConfig {
    /// The config file a command reads (and the preview and MCP server watch), by one rule: the
    /// file `named` (`--config`); else `a11ydocs.yml` in the current folder when there is one;
    /// else, when a content folder is named, the `a11ydocs.yml` beside it (`--content
    /// ../site/Content` reads `../site/a11ydocs.yml`) when there is one; else `a11ydocs.yml` in
    /// the current folder, which may not exist (yet).
    public static func filePath(named: String?, contentFolder: String?) -> String {
        if let named { return named }
        guard !FileManager.default.fileExists(atPath: fileName), let contentFolder else { return fileName }
        let beside = PathText.join(PathText.parent(contentFolder), fileName)
        return FileManager.default.fileExists(atPath: beside) ? beside : fileName
    }

    /// A folder written in the config as a path from the current folder: the config's values are
    /// relative to the config file's folder.
    public func folderPath(_ configured: String) -> String {
        PathText.join(PathText.parent(path ?? ""), configured)
    }
}

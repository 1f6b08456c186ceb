import A11yDocs
import ArgumentParser
import Foundation

/// `--config`: which `a11ydocs.yml` to read. Every command that reads the site has it.
struct ConfigOption: ParsableArguments {
    @Option(help: ArgumentHelp("Site config file. Default: a11ydocs.yml in the current folder, else the one beside the --content folder (in its parent folder), if either exists.", valueName: "file"))
    var config: String?

    /// The config file the command reads (and the preview and MCP server watch), by one rule:
    /// the file named with `--config`; else `a11ydocs.yml` in the current folder when there is
    /// one; else, when `--content` names a folder, the `a11ydocs.yml` beside it
    /// (`--content ../site/Content` reads `../site/a11ydocs.yml`) when there is one; else
    /// `a11ydocs.yml` in the current folder, which may not exist (yet).
    func path(content: ContentOption) -> String {
        if let config { return config }
        let here = SiteConfig.fileName
        guard !FileManager.default.fileExists(atPath: here), let folder = content.content else { return here }
        let parent = ((folder.hasSuffix("/") ? String(folder.dropLast()) : folder) as NSString).deletingLastPathComponent
        let beside = parent.isEmpty ? here : parent.hasSuffix("/") ? parent + here : parent + "/" + here
        return FileManager.default.fileExists(atPath: beside) ? beside : here
    }

    /// The config and its warnings: an empty one when there is no file to read. A file named
    /// with `--config` must exist; an invalid one throws a `BuildError` with located errors.
    func load(for command: String, content: ContentOption) throws -> (SiteConfig, [Diagnostic]) {
        let path = path(content: content)
        guard FileManager.default.fileExists(atPath: path) else {
            if config != nil {
                throw UsageError(command: command, .configNotFound(path))
            }
            return (SiteConfig(), [])
        }
        return try SiteConfigLoader.load(from: path)
    }
}

import A11yDocs
import ArgumentParser
import Foundation

/// `--config`: which `a11ydocs.yml` to read. Every command that reads the site has it.
struct ConfigOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Site config file. Default: a11ydocs.yml in the current folder, else the one beside the --content folder "
                + "(in its parent folder), if either exists.",
            valueName: "file"))
    var config: String?

    /// The config file the command reads: see `SiteConfig.filePath(named:contentFolder:)`.
    func path(content: ContentOption) -> String {
        SiteConfig.filePath(named: config, contentFolder: content.content)
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

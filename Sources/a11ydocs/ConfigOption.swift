import A11yDocs
import ArgumentParser
import Foundation

/// `--config`: which `a11ydocs.yml` to read. Every command that reads the site has it.
struct ConfigOption: ParsableArguments {
    @Option(help: ArgumentHelp("Site config file. Default: a11ydocs.yml, when the folder has one.", valueName: "file"))
    var config: String?

    /// The config and its warnings: an empty one when the folder has no `a11ydocs.yml`. A file
    /// named with `--config` must exist; an invalid one throws a `BuildError` with located errors.
    func load(for command: String) throws -> (SiteConfig, [Diagnostic]) {
        let path = config ?? SiteConfig.fileName
        guard FileManager.default.fileExists(atPath: path) else {
            if config != nil {
                throw UsageError(command: command, message: "config file '\(path)' not found — pass the path of an a11ydocs.yml, or leave --config out")
            }
            return (SiteConfig(), [])
        }
        return try SiteConfigLoader.load(from: path)
    }
}

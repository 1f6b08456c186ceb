import A11yDocs
import ArgumentParser

/// A site's settings for one command: the config file it reads, and the build options that
/// config and the command's flags make (`BuildOptions(config:overrides:)`, the one mapping).
struct SiteSetup {
    var config: SiteConfig
    var warnings: [Diagnostic]
    var command: String

    /// Reads the config `ConfigOption.path(content:)` names.
    init(command: String, config: ConfigOption, content: ContentOption) throws {
        self.command = command
        (self.config, warnings) = try config.load(for: command, content: content)
    }

    /// The options for these flags; a missing folder is a usage error.
    func options(
        content: ContentOption, templates: TemplatesOption? = nil, publishing: PublishingOptions? = nil,
        drafts: Bool = false
    ) throws -> BuildOptions {
        let overrides = BuildOverrides(
            content: content.content, templates: templates?.templates, output: publishing?.output,
            baseURL: publishing?.baseURL,
            links: publishing?.links, allowRawHTML: publishing?.allowRawHTML ?? false, drafts: drafts
        )
        do {
            return try BuildOptions(config: config, overrides: overrides)
        } catch let missing as BuildOptions.MissingFolder {
            throw UsageError(command: command, .folderNotFound(missing.path, missing.kind))
        }
    }
}

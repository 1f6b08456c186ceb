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

/// `--content`, for every command that reads entries.
struct ContentOption: ParsableArguments {
    @Option(help: ArgumentHelp("Folder of entries: <content>/<collection>/<slug>.md. Default: Content.", valueName: "path"))
    var content: String?
}

/// `--templates`, for commands that render or check templates.
struct TemplatesOption: ParsableArguments {
    @Option(help: ArgumentHelp("Folder of your own templates and assets, laid over the built-in theme file by file. Default: Templates, when it exists.", valueName: "path"))
    var templates: String?
}

/// What decides how the written site looks and links, for `build` and `serve`.
struct PublishingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder the site is written to; replaced as a whole on success. Default: Output.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("Where the site is served from: '/', '/docs/a11y/' or 'https://example.com/a11y/'. A full URL also writes sitemap.xml. Default: /.", valueName: "url"))
    var baseURL: String?

    @Option(help: ArgumentHelp("pretty (native/carousel/) or files (native/carousel/index.html, so the site opens from disk). Default: pretty.", valueName: "style"))
    var links: LinkStyle?

    @Flag(help: "Pass raw HTML in entry bodies through instead of showing it as text, and let live examples run their scripts.")
    var allowRawHTML = false

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("/") || baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must start with '/', 'http://' or 'https://' (got '\(baseURL)')")
        }
    }
}

extension LinkStyle: ExpressibleByArgument {}

/// A site's settings: the config file, with the command's flags over it. Folders written in the
/// config are relative to the config's folder; folders given as flags to the current folder.
struct SiteSetup {
    var config: SiteConfig
    var warnings: [Diagnostic]
    var command: String

    init(command: String, config: ConfigOption) throws {
        self.command = command
        (self.config, warnings) = try config.load(for: command)
    }

    /// The config file's folder, against which its folders are read.
    private var configFolder: String? {
        config.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    }

    private func folder(flag: String?, configured: String?, default name: String) -> String {
        if let flag { return flag }
        guard let configured else { return name }
        guard let base = configFolder, !configured.hasPrefix("/"), config.path?.contains("/") == true else { return configured }
        return base + "/" + configured
    }

    func contentFolder(_ option: ContentOption) throws -> String {
        let path = folder(flag: option.content, configured: config.content, default: "Content")
        try Self.requireFolder(path, flag: "--content", command: command,
                               hint: "run a11ydocs in the library's folder, pass --content <path>, or start a library with 'a11ydocs init'")
        return path
    }

    /// The overrides folder: named ones must exist; the default one may be missing (built-in theme).
    func templatesFolder(_ option: TemplatesOption) throws -> String {
        let path = folder(flag: option.templates, configured: config.templates, default: "Templates")
        if option.templates != nil || config.templates != nil {
            try Self.requireFolder(path, flag: "--templates", command: command,
                                   hint: "leave --templates out to use the built-in theme, or write it out with 'a11ydocs theme eject'")
        }
        return path
    }

    func buildOptions(content: ContentOption, templates: TemplatesOption, publishing: PublishingOptions, drafts: Bool) throws -> BuildOptions {
        let contentFolder = try contentFolder(content)
        var site = SiteOptions(
            baseURL: publishing.baseURL ?? config.baseURL ?? "/",
            links: publishing.links ?? config.links ?? .pretty
        )
        if let title = config.title { site.title = title }
        site.description = config.description
        if let language = config.language { site.language = language }
        site.allowRawHTML = publishing.allowRawHTML
        site.collections = config.collections
        site.footer = config.footer
        site.editURLPrefix = editURLPrefix(contentFolder: config.content ?? "Content")
        var options = BuildOptions(
            contentDirectory: contentFolder, templatesDirectory: try templatesFolder(templates),
            outputDirectory: folder(flag: publishing.output, configured: config.output, default: "Output"), site: site,
            includesDrafts: drafts || config.drafts == true
        )
        options.baseURLSource = publishing.baseURL != nil ? nil : config.keyLocations["base_url"] ?? config.path.map { SourceLocation(path: $0) }
        return options
    }

    /// `https://github.com/team/patterns` + `edit/main/Content/` (GitLab: `-/edit/main/Content/`).
    private func editURLPrefix(contentFolder: String) -> String? {
        guard let repository = config.repository else { return nil }
        let folder = contentFolder.hasPrefix("./") ? String(contentFolder.dropFirst(2)) : contentFolder
        let path = config.editPath ?? ((repository.contains("gitlab") ? "-/edit/main/" : "edit/main/") + folder)
        let slashes = { (text: String) in String(text.drop { $0 == "/" }.reversed().drop { $0 == "/" }.reversed()) }
        return slashes(repository) + "/" + slashes(path) + "/"
    }

    private static func requireFolder(_ path: String, flag: String, command: String, hint: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(command: command, message: "folder '\(path)' not found — \(hint)")
        }
    }
}

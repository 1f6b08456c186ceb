import A11yDocs
import ArgumentParser
import Foundation

/// A site's settings: the config file, with the command's flags over it. Folders written in the
/// config are relative to the config's folder; folders given as flags to the current folder.
struct SiteSetup {
    var config: SiteConfig
    var warnings: [Diagnostic]
    var command: String

    /// Reads the config `ConfigOption.path(content:)` names.
    init(command: String, config: ConfigOption, content: ContentOption) throws {
        self.command = command
        (self.config, warnings) = try config.load(for: command, content: content)
    }

    /// A flag as given; a folder from the config under the config file's folder.
    private func folder(flag: String?, configured: String?, default name: String) -> String {
        if let flag { return flag }
        guard let configured else { return name }
        return config.folderPath(configured)
    }

    func contentFolder(_ option: ContentOption) throws -> String {
        let path = folder(flag: option.content, configured: config.content, default: "Content")
        try Self.requireFolder(path, .content, command: command)
        return path
    }

    /// The overrides folder: named ones must exist; the default one may be missing (built-in theme).
    func templatesFolder(_ option: TemplatesOption) throws -> String {
        let path = folder(flag: option.templates, configured: config.templates, default: "Templates")
        if option.templates != nil || config.templates != nil {
            try Self.requireFolder(path, .templates, command: command)
        }
        return path
    }

    /// The static folder: a named one must exist; the default one may be missing (no static files).
    func staticFolder() throws -> String {
        let path = folder(flag: nil, configured: config.staticFolder, default: "Static")
        if config.staticFolder != nil {
            try Self.requireFolder(path, .staticFiles, command: command)
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
        options.staticDirectory = try staticFolder()
        options.baseURLSource = publishing.baseURL != nil ? .commandLine("--base-url") : config.keyLocations["base_url"] ?? config.path.map { SourceLocation(path: $0) }
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

    private static func requireFolder(_ path: String, _ folder: UsageError.Folder, command: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(command: command, .folderNotFound(path, folder))
        }
    }
}

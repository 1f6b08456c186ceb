import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

extension BuildOptions {
    /// A folder a command needs that is not there: the content folder, or a templates or static
    /// folder that was named (the default ones may be missing).
    public struct MissingFolder: Error, Equatable, Sendable {
        public enum Kind: Sendable { case content, templates, staticFiles }
        public var path: String
        public var kind: Kind
    }

    /// The one mapping from a site's config and the command line to a build's options, for every
    /// command. Folders from the config are under the config file's folder; flags from the
    /// current folder. Throws `MissingFolder`.
    public init(config: SiteConfig, overrides: BuildOverrides) throws {
        let content = Self.folder(overrides.content, configured: config.content, default: "Content", config: config)
        try Self.require(content, .content)
        let templates = Self.folder(
            overrides.templates, configured: config.templates, default: "Templates", config: config)
        if overrides.templates != nil || config.templates != nil { try Self.require(templates, .templates) }
        let staticFolder = Self.folder(nil, configured: config.staticFolder, default: "Static", config: config)
        if config.staticFolder != nil { try Self.require(staticFolder, .staticFiles) }

        var site = SiteOptions(
            baseURL: overrides.baseURL ?? config.baseURL ?? "/", links: overrides.links ?? config.links ?? .pretty)
        if let title = config.title { site.title = title }
        site.description = config.description
        if let language = config.language { site.language = language }
        site.allowRawHTML = overrides.allowRawHTML
        site.collections = config.collections
        site.footer = config.footer
        site.brand = config.brand
        site.evidence = EvidenceSettings(
            technologies: config.assistiveTechnologies, staleAfter: config.staleAfter ?? .defaultStaleAfter,
            requireTested: config.requireTested ?? false, notApplicable: config.notApplicable,
            today: site.evidence.today)
        site.editURLPrefix = Self.editURLPrefix(config: config)
        self.init(
            contentDirectory: content, templatesDirectory: templates,
            outputDirectory: Self.folder(
                overrides.output, configured: config.output, default: "Output", config: config),
            site: site, includesDrafts: overrides.drafts || config.drafts == true)
        staticDirectory = staticFolder
        baseURLSource =
            overrides.baseURL != nil
            ? .commandLine("--base-url")
            : config.keyLocations["base_url"] ?? config.path.map { SourceLocation(path: $0) }
    }

    /// A flag as given; a folder from the config under the config file's folder; else the default.
    private static func folder(_ flag: String?, configured: String?, default name: String, config: SiteConfig) -> String
    {
        if let flag { return flag }
        return configured.map(config.folderPath) ?? name
    }

    private static func require(_ path: String, _ kind: MissingFolder.Kind) throws {
        guard PathText.isFolder(path) else { throw MissingFolder(path: path, kind: kind) }
    }

    /// `https://github.com/team/patterns` + `edit/main/Content/` (GitLab: `-/edit/main/Content/`).
    private static func editURLPrefix(config: SiteConfig) -> String? {
        guard let repository = config.repository else { return nil }
        let contentFolder = config.content ?? "Content"
        let folder = contentFolder.hasPrefix("./") ? String(contentFolder.dropFirst(2)) : contentFolder
        let path = config.editPath ?? ((repository.contains("gitlab") ? "-/edit/main/" : "edit/main/") + folder)
        let slashes = { (text: String) in String(text.drop { $0 == "/" }.reversed().drop { $0 == "/" }.reversed()) }
        return slashes(repository) + "/" + slashes(path) + "/"
    }
}

import A11yDocs
import ArgumentParser
import Foundation

/// The folders and base URL every command shares, with the same defaults everywhere.
struct SiteLocationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder of entries: <content>/<collection>/<slug>.md.", valueName: "path"))
    var content = "Content"

    @Option(help: ArgumentHelp("Folder of Mustache templates and assets/.", valueName: "path"))
    var templates = "Templates"

    @Option(help: ArgumentHelp("Folder the site is written to; replaced as a whole on success.", valueName: "path"))
    var output = "Output"

    @Option(help: ArgumentHelp("Where the site is served from: '/', '/docs/a11y/' or 'https://example.com/a11y/'.", valueName: "url"))
    var baseURL = "/"

    @Flag(help: "Pass raw HTML in entry bodies through instead of showing it as text, and let live examples run their scripts.")
    var allowRawHTML = false

    func validate() throws {
        guard baseURL.hasPrefix("/") || baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://") else {
            throw ValidationError("--base-url must start with '/', 'http://' or 'https://' (got '\(baseURL)')")
        }
    }

    /// Usage errors for missing folders, checked by the commands that read them.
    func checkContentFolder(for command: String) throws {
        try checkFolder(content, flag: "--content", command: command)
    }

    func checkSiteFolders(for command: String) throws {
        try checkFolder(content, flag: "--content", command: command)
        try checkFolder(templates, flag: "--templates", command: command)
    }

    private func checkFolder(_ path: String, flag: String, command: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(command: command, message: "folder '\(path)' not found — run a11ydocs in the site's folder, or pass \(flag) <path>")
        }
    }

    var buildOptions: BuildOptions {
        BuildOptions(
            contentDirectory: content, templatesDirectory: templates, outputDirectory: output,
            site: SiteOptions(baseURL: baseURL, allowRawHTML: allowRawHTML)
        )
    }
}

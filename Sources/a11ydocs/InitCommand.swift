import A11yDocs
import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a new pattern library, ready to build.",
        discussion: """
            Writes a11ydocs.yml (every setting, explained), Content/ with one example entry for \
            native apps, one for the web and a guide (how to test with a keyboard), a README, a \
            .gitignore, docs/deploy.md and ready CI workflows for GitHub Pages \
            (.github/workflows/pages.yml) and GitLab Pages (.gitlab-ci.yml). The folder is made if \
            needed; a folder with files in it is refused (a lone .git folder is fine). The built-in \
            theme needs no files: see 'a11ydocs theme eject' to change it.

            The CI workflows install this version of a11ydocs (\(Release.version)) with \
            scripts/install-a11ydocs.sh: from its release archive (https:// only; by default the one \
            published on GitHub, --archive-url names where your team keeps them), checked before it \
            is unpacked against --archive-sha256 or else the .sha256 published beside it. With \
            --archive-url '' they build it from the tag v\(Release.version) of --source instead (a few \
            minutes, once per version: the CI cache keeps it). All are set in the workflows' env and \
            can be changed there later; docs/deploy.md explains them.
            """
    )

    @Argument(help: ArgumentHelp("Folder for the new library. Default: the current folder.", valueName: "folder"))
    var folder = "."

    @Option(
        help: ArgumentHelp(
            "Where CI downloads the a11ydocs release archive, an https:// address with {version} standing for the "
                + "version: 'https://github.com/OWNER/a11ydocs/releases/download/v{version}/"
                + "a11ydocs-{version}-linux-x86_64.tar.gz'. Default: the releases of a11ydocs on GitHub, "
                + "\(Release.archiveURL). '' builds from --source instead.",
            valueName: "url"))
    var archiveURL = Release.archiveURL

    @Option(
        name: .customLong("archive-sha256"),
        help: ArgumentHelp(
            "The archive's SHA-256, the first word of its .tar.gz.sha256 ('make dist' writes it): CI refuses an "
                + "archive that differs before unpacking it. Default: none, CI downloads '<archive url>.sha256' from "
                + "beside the archive; for a file:// archive, read from there now.",
            valueName: "digest"))
    var archiveSHA256: String?

    @Flag(
        help: ArgumentHelp(
            "Let --archive-url be a file:// address, to try the workflows on this computer (run them with "
                + "A11YDOCS_ALLOW_INSECURE_ARCHIVE=1). For local testing only: CI cannot download it."
        )
    )
    var allowInsecureArchive = false

    @Option(
        help: ArgumentHelp(
            "Where the site will be published, e.g. 'https://design.example.org/a11y/': written as base_url in "
                + "a11ydocs.yml, so links in acceptance criteria and test-case CSVs (pasted into ticket systems) are "
                + "full addresses, and the site gets a sitemap. Default: asked when run at a terminal, else '/' "
                + "(which the CI workflows replace with the Pages address when they build).",
            valueName: "url"))
    var url: String?

    @Option(
        help: ArgumentHelp(
            "The Git repository CI builds a11ydocs from (at the tag v\(Release.version)) when there is no archive URL.",
            valueName: "url"))
    var source = Release.sourceRepository

    func validate() throws {
        if let url, !Self.isFullAddress(url) {
            throw ValidationError(
                "--url must be a full address such as 'https://design.example.org/a11y/' (got '\(url)')")
        }
        for (option, value) in [("--archive-url", archiveURL), ("--source", source)]
        where !Self.isPlainURL(value, emptyAllowed: option == "--archive-url") {
            throw ValidationError(
                "\(option) must be an address without spaces, quotes or backslashes, such as https://example.com/… "
                    + "(got '\(value)')"
            )
        }
    }

    /// Where a site can be published: a full http(s) address with a host.
    private static func isFullAddress(_ url: String) -> Bool {
        SiteOptions.isValidBaseURL(url) && SiteOptions(baseURL: url).hasAbsoluteBaseURL
    }

    /// Where the site will be published, asked when someone is at the terminal and --url was not
    /// given: links pasted into tickets need it. Enter, or the end of input, leaves it for later.
    private static func askForSiteAddress() -> String? {
        guard Terminal.isInteractive else { return nil }
        while let answer = Terminal.ask(
            "Where will the site be published? A full address such as https://design.example.org/a11y/, "
                + "or Enter to decide later: "), !answer.isEmpty
        {
            if isFullAddress(answer) { return answer }
            Terminal.error(
                "'\(answer)' is not a full address: it starts with https:// and names a host — try again, or press "
                    + "Enter to leave base_url at '/' for now")
        }
        return nil
    }

    /// An address that can stand between double quotes in the workflows' YAML as it is.
    private static func isPlainURL(_ value: String, emptyAllowed: Bool) -> Bool {
        if value.isEmpty { return emptyAllowed }
        return value.unicodeScalars.allSatisfy {
            $0.value > 0x20 && $0.value < 0x7F && !"\"'\\`$".unicodeScalars.contains($0)
        }
    }

    func run() throws {
        let command = Self.configuration.commandName ?? "init"
        let archive = try ArchivePin(
            url: archiveURL, sha256: archiveSHA256, allowLocal: allowInsecureArchive, command: command)
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let existing = contents.filter { $0 != ".git" && $0 != ".DS_Store" }.sorted()
        if !existing.isEmpty {
            throw UsageError(command: command, .folderNotEmpty(folder, contents: existing))
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw UsageError(command: command, .folderIsFile(folder))
        }
        let siteAddress = url ?? Self.askForSiteAddress()
        let files = FileSet.newLibrary(
            archiveURL: archive.url, archiveSHA256: archive.sha256, source: source, baseURL: siteAddress ?? "/")
        try files.write(to: folder)
        if archive.isLocal {
            Terminal.error(
                "warning: the CI workflows install a11ydocs from a file on this computer ('\(archive.url)'): for "
                    + "trying them here with A11YDOCS_ALLOW_INSECURE_ARCHIVE=1 only — set an https:// "
                    + "A11YDOCS_ARCHIVE_URL before you publish them"
            )
        }
        let enter = folder == "." ? "" : "  cd \(folder.contains(" ") ? "'\(folder)'" : folder)\n"
        Terminal.output(
            """
            Created a pattern library in \(folder == "." ? "this folder" : folder + "/"):
            \(files.paths.map { "  " + $0 }.joined(separator: "\n"))

            Next:
            \(enter)  a11ydocs serve     preview at http://127.0.0.1:8000/ while you write
              a11ydocs build     write the site into Output/
              a11ydocs new <slug> --collection native   (or web, or guides)
                                 start another entry (or guide) from its skeleton
            Settings are in a11ydocs.yml; publishing is in docs/deploy.md.
            """)
        if !archive.url.isEmpty && archive.sha256.isEmpty {
            Terminal.output(
                "CI checks the archive against the .sha256 published beside it; pin it with A11YDOCS_SHA256 in the "
                    + "workflows (docs/deploy.md)."
            )
        }
    }
}

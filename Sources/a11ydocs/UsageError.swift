import A11yDocs
import A11yDocsImport

/// A usage problem found while a command runs (a missing folder, an unknown entry), as data:
/// the command it happened in and what is wrong. Printed with a pointer to the command's help,
/// exit code 2; `message` is the one place it is put into words.
struct UsageError: Error {
    var command: String
    var reason: Reason

    enum Reason {
        case folderNotFound(String, BuildOptions.MissingFolder.Kind)
        case configNotFound(String)
        case portInUse(Int, host: String)
        /// `init` into a folder that holds `contents` already.
        case folderNotEmpty(String, contents: [String])
        case folderIsFile(String)
        /// `init --archive-url` that is not https:// (nor file://).
        case archiveNotHTTPS(String)
        /// `init --archive-url file://…` without `--allow-insecure-archive`.
        case archiveIsLocal(String)
        case archiveChecksumInvalid(String)
        case archiveChecksumWithoutArchive
        /// The `.sha256` beside a local archive is missing or holds no SHA-256.
        case archiveChecksumFileMissing(String)
        /// `theme eject` would overwrite `existing` files in `folder`.
        case themeFilesExist([String], folder: String)
        /// The import's destination holds files already.
        case importTargetNotEmpty(String)
        /// A static file of the imported site differs from one already in the destination.
        case staticFileChanged(String)
        case entry(EntryLookup.Failure)
        case scaffold(EntryScaffold.Failure)
        case destination(ImportDestination.Failure)
        /// The importer refused the library to import as a whole.
        case importSource(any ImportRefusal)
        /// `criteria --bom` with a format that is not CSV.
        case byteOrderMarkNotCSV(format: String)
    }

    init(command: String, _ reason: Reason) {
        self.command = command
        self.reason = reason
    }

    var message: String {
        switch reason {
        case let .folderNotFound(path, folder):
            return "folder '\(path)' not found\(Wording.hint(Self.hint(forMissing: folder)))"
        case let .configNotFound(path):
            return "config file '\(path)' not found — pass the path of an a11ydocs.yml, or leave --config out"
        case let .portInUse(port, host):
            return "port \(port) on \(host) is in use — stop the other program or pass --port <number>"
        case let .folderNotEmpty(folder, contents):
            return
                "'\(folder)' is not empty (\(Wording.sample(contents))) — name a new folder, e.g. 'a11ydocs init "
                + "patterns'"
        case let .folderIsFile(folder):
            return "'\(folder)' is a file — name a new folder, e.g. 'a11ydocs init patterns'"
        case let .archiveNotHTTPS(url):
            return
                "--archive-url '\(url)' is not an https:// address: CI would install whatever answered, and anyone on "
                + "the way can change an http:// download — publish the archive over HTTPS and pass that address "
                + "(--allow-insecure-archive allows only file://, for local testing)"
        case let .archiveIsLocal(url):
            return
                "--archive-url '\(url)' is a file on this computer, which CI cannot download — pass the https:// "
                + "address the archive is published at, or add --allow-insecure-archive to try the workflows here"
        case let .archiveChecksumInvalid(value):
            return
                "--archive-sha256 must be a SHA-256, 64 hexadecimal digits: the first word of the archive's "
                + ".tar.gz.sha256 (got '\(value)')"
        case .archiveChecksumWithoutArchive:
            return
                "--archive-sha256 pins a release archive, and --archive-url '' builds from source instead — leave "
                + "--archive-sha256 out, or name the archive with --archive-url"
        case let .archiveChecksumFileMissing(path):
            return
                "'\(path)' is missing or holds no SHA-256, so the local archive cannot be pinned — 'make dist' writes "
                + "it beside the archive; or pass --archive-sha256 <digest>"
        case let .themeFilesExist(existing, folder):
            return
                "\(existing.count) of the theme's files exist in '\(folder)' (\(Wording.sample(existing))) — pass "
                + "--force to overwrite them, or --to <another folder>"
        case let .importTargetNotEmpty(path):
            return
                "'\(path)' is not empty — pass --force to import into it (files of the same name are replaced), or "
                + "choose another folder with --to <path>"
        case let .staticFileChanged(path):
            return "'\(path)' already exists with other contents — pass --force to replace it with the site's file"
        case let .entry(failure):
            return failure.description
        case let .scaffold(failure):
            return failure.description
        case let .destination(failure):
            return failure.description
        case let .byteOrderMarkNotCSV(format):
            let csv = CriteriaFormat.csvFormats.map(\.rawValue)
            return
                "--bom marks CSV for spreadsheets, and --format \(format) is not CSV — leave --bom out, or choose "
                + "--format \(Wording.list(Array(csv.dropLast()))) or \(csv.last ?? "csv")"
        case let .importSource(refusal):
            return refusal.description
        }
    }

    /// What to do about a missing folder.
    private static func hint(forMissing folder: BuildOptions.MissingFolder.Kind) -> String {
        switch folder {
        case .content:
            return
                "run a11ydocs in the library's folder, pass --content <path>, or start a library with 'a11ydocs init'"
        case .templates:
            return "leave --templates out to use the built-in theme, or write it out with 'a11ydocs theme eject'"
        case .staticFiles:
            return "create it, or leave 'static:' out of \(SiteConfig.fileName) to use the default 'Static' folder"
        }
    }
}

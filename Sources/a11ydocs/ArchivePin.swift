import A11yDocs
import Foundation

/// The release archive `init` writes into the CI workflows and the SHA-256 they check it
/// against. Only an https:// address is taken; a file:// one, for trying the workflows on this
/// computer, only when asked for.
struct ArchivePin {
    var url: String
    /// Empty: the installer downloads `<url>.sha256` from beside the archive.
    var sha256: String

    /// The archive options of `init`, checked; `command` names it in a usage error.
    init(url: String, sha256 given: String?, allowLocal: Bool, command: String) throws {
        let scheme = url.lowercased()
        if url.isEmpty {
            if given != nil { throw UsageError(command: command, .archiveChecksumWithoutArchive) }
        } else if scheme.hasPrefix("file://") {
            if !allowLocal { throw UsageError(command: command, .archiveIsLocal(url)) }
        } else if !scheme.hasPrefix("https://") {
            throw UsageError(command: command, .archiveNotHTTPS(url))
        }
        self.url = url
        if let given {
            guard let digest = Release.sha256(given) else {
                throw UsageError(command: command, .archiveChecksumInvalid(given))
            }
            sha256 = digest
        } else if scheme.hasPrefix("file://") {
            sha256 = try Self.checksumBeside(url, command: command)
        } else {
            sha256 = ""
        }
    }

    var isLocal: Bool { url.lowercased().hasPrefix("file://") }

    /// What `make dist` wrote beside a local archive: `<archive>.sha256`.
    private static func checksumBeside(_ url: String, command: String) throws -> String {
        let archive = url.replacingOccurrences(of: "{version}", with: Release.version) + ".sha256"
        let path = URL(string: archive)?.path ?? archive
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let digest = Release.sha256(checksumFile: text)
        else {
            throw UsageError(command: command, .archiveChecksumFileMissing(path))
        }
        return digest
    }
}

import A11yDocs
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `serve` writes the site it previews: a folder of its own under the system's temporary
/// folder, readable only by its user, removed when the preview stops. The output folder is never
/// touched, so drafts the preview shows never reach what `build` publishes, and a repository's
/// `output:` setting cannot point the preview at files to serve. A preview that was killed leaves
/// its folder; the next preview removes those whose process has ended.
public struct PreviewFolder: Sendable {
    static let prefix = "a11ydocs-serve-"

    /// The private folder; the site is written to `site` inside it.
    public let root: URL
    public var site: String { root.appendingPathComponent("site").path }

    /// Makes a new folder under `parent` (the temporary folder by default), after removing
    /// leftovers of previews that have ended.
    public static func make(in parent: URL = FileManager.default.temporaryDirectory) throws -> PreviewFolder {
        removeLeftovers(in: parent)
        let root = parent.appendingPathComponent(prefix + RunToken().description)
        try FileManager.default.createDirectory(
            at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return PreviewFolder(root: root)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Folders named as ours, owned by this user, whose process no longer runs.
    static func removeLeftovers(in parent: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let token = RunToken(name.dropFirst(prefix.count)), token.ownerHasEnded else { continue }
            let path = parent.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

/// This release of a11ydocs: the version it reports, and where the CI files `init` writes get
/// it from.
public enum Release {
    public static let version = "0.3.0"

    /// The repository whose tag `v<version>` a new library's CI builds a11ydocs from when it has
    /// no release archive to download (`init --source` names another).
    public static let sourceRepository = "https://github.com/a11ydocs/a11ydocs.git"

    /// Where a new library's CI downloads the release archive from, `{version}` standing for the
    /// version: where `.github/workflows/release.yml` publishes it on a `v*` tag. `init
    /// --archive-url` names another, or none (`''`) to build from `sourceRepository`.
    public static let archiveURL =
        "https://github.com/a11ydocs/a11ydocs/releases/download/v{version}/a11ydocs-{version}-linux-x86_64.tar.gz"

    /// The SHA-256 a new library's CI checks that archive against before unpacking it; empty, it
    /// downloads the checksum from beside the archive (`init --archive-sha256` pins one). A
    /// binary cannot carry the checksum of the archive it ships in, so the default stays empty.
    public static let archiveSHA256 = ""

    /// `text` in lowercase when it is a SHA-256: 64 hexadecimal digits, nothing else.
    public static func sha256(_ text: some StringProtocol) -> String? {
        let digest = text.lowercased()
        return digest.utf8.count == 64 && digest.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
            ? digest : nil
    }

    /// The SHA-256 a checksum file gives: the first word of `sha256sum` output
    /// (`<digest>  <file>`), as `make dist` writes beside the archive.
    public static func sha256(checksumFile text: String) -> String? {
        text.split(whereSeparator: \.isWhitespace).first.flatMap { sha256($0) }
    }
}

/// This release of a11ydocs: the version it reports, and where the CI files `init` writes get
/// it from.
public enum Release {
    public static let version = "0.3.0"

    /// The repository whose tag `v<version>` a new library's CI builds a11ydocs from when it has
    /// no release archive to download (`init --source` names another).
    public static let sourceRepository = "https://github.com/a11ydocs/a11ydocs.git"

    /// Where a new library's CI downloads the release archive from, `{version}` standing for the
    /// version; empty, it builds from `sourceRepository` (`init --archive-url` names one).
    public static let archiveURL = ""
}

import Foundation

/// One hostile or broken library, built and checked on its own: what the tool must say, and
/// what must still reach the output (nothing the author wrote may vanish without a word).
struct BadInputCase {
    var name: String
    /// Files under `Content/`.
    var files: [String: Data]
    /// Symlinks under `Content/` → their targets.
    var symlinks: [String: String] = [:]
    /// Exit status of both `build` and `check`: 0 builds (perhaps with warnings), 1 refuses.
    var exit: Int32
    /// Texts each of `build` and `check` must print (a location and its message).
    var messages: [String] = []
    /// Findings of `check`'s own rules, which `build` does not apply: with any, `check` exits 1.
    var checkFindings: [String] = []
    /// Output files → texts each must contain, when the build succeeds.
    var published: [String: [String]] = [:]
    /// Output files that must not exist.
    var unpublished: [String] = []
    /// `a11ydocs.yml`, when the case has one.
    var config: String?
    /// Files already in `Output/` before the build: a refused build leaves exactly these.
    var outputFiles: [String: String] = [:]
    /// The commands run; cases about the output folder run `build` alone.
    var commands = ["build", "check"]

    init(
        _ name: String, files: [String: String], symlinks: [String: String] = [:], exit: Int32,
        messages: [String] = [], checkFindings: [String] = [], published: [String: [String]] = [:],
        unpublished: [String] = []
    ) {
        self.init(
            name, data: files.mapValues { Data($0.utf8) }, symlinks: symlinks, exit: exit,
            messages: messages, checkFindings: checkFindings, published: published, unpublished: unpublished)
    }

    init(
        _ name: String, data: [String: Data], symlinks: [String: String] = [:], exit: Int32,
        messages: [String] = [], checkFindings: [String] = [], published: [String: [String]] = [:],
        unpublished: [String] = []
    ) {
        self.name = name
        self.files = data
        self.symlinks = symlinks
        self.exit = exit
        self.messages = messages
        self.checkFindings = checkFindings
        self.published = published
        self.unpublished = unpublished
    }

    /// A complete small entry with extra front matter and a body.
    static func entry(title: String = "Slider", frontMatter: String = "", body: String = "## iOS\n\n- A note.\n")
        -> String
    {
        "---\ntitle: \(title)\ncategories: controls\n\(frontMatter)---\n\(body)"
    }
}

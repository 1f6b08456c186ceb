import ArgumentParser

/// `--content`, for every command that reads entries.
struct ContentOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("Folder of entries: <content>/<collection>/<slug>.md. Default: Content.", valueName: "path"))
    var content: String?
}

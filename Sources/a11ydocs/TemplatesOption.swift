import ArgumentParser

/// `--templates`, for commands that render or check templates.
struct TemplatesOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Folder of your own templates and assets, laid over the built-in theme file by file. Default: Templates, "
                + "when it exists.",
            valueName: "path"))
    var templates: String?
}

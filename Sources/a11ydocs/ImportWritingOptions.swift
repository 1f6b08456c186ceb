import ArgumentParser

/// How freely every `a11ydocs import <name>` writes, and what its exit code says.
struct ImportWritingOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Write into a content or static folder that already holds files, replacing files of the same name, and "
                + "replace an existing a11ydocs.yml."
        )
    )
    var force = false

    @Flag(help: "Exit with 0 even when some constructs could not be converted (they are still reported).")
    var keepGoing = false
}

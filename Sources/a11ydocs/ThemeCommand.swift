import A11yDocs
import ArgumentParser

struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work with the built-in theme.",
        discussion: """
            a11ydocs renders with its built-in theme. A file in your Templates/ folder with the same \
            path as one of the theme's (e.g. Templates/partials/expectation-table.mustache) is used \
            instead of it; every other file still comes from the built-in theme.
            """,
        subcommands: [ThemeEjectCommand.self]
    )
}

import A11yDocs
import ArgumentParser
import Foundation

struct ThemeEjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract: "Write the built-in theme out, to change it.",
        discussion: """
            Writes every template, partial, stylesheet and script of the built-in theme into the \
            folder. Keep only the files you change: the others keep coming from a11ydocs, and get \
            its fixes when you update it. Files that exist are not overwritten unless --force.
            """
    )

    @Option(help: ArgumentHelp("Folder to write the theme into.", valueName: "path"))
    var to = "Templates"

    @Flag(help: "Overwrite files that exist.")
    var force = false

    func run() throws {
        let theme = FileSet.defaultTheme
        let existing = theme.existing(in: to)
        if !existing.isEmpty, !force {
            throw UsageError(command: "theme eject", .themeFilesExist(existing, folder: to))
        }
        try theme.write(to: to)
        Terminal.output(
            "Wrote \(theme.paths.count) files of the built-in theme to \(to)/. Keep the ones you change and delete the "
                + "others: they keep coming from a11ydocs."
        )
    }
}

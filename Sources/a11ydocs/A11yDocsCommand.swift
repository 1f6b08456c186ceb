import A11yDocs
import ArgumentParser
import Foundation

#if canImport(Cmimalloc)
    // Linked for its `malloc`, which then serves the whole process (see Package.swift).
    import Cmimalloc
#endif

@main
struct A11yDocsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11ydocs",
        abstract: "Build an accessibility pattern library from Markdown entries.",
        discussion: """
            Entries are Markdown files with YAML front matter in Content/<collection>/<slug>.md. \
            'a11ydocs build' renders them with the built-in theme (and your Templates/ overrides) \
            into Output/: an HTML page and a Markdown mirror per entry, the index, the criteria \
            builder, exports and a 404 page. Settings live in a11ydocs.yml; 'a11ydocs init' starts \
            a library with one, and 'a11ydocs serve' previews it while you write.
            """,
        version: Release.version,
        subcommands: [
            InitCommand.self, BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self,
            CriteriaCommand.self, MCPCommand.self, ThemeCommand.self, ImportCommand.self,
        ]
    )

    /// Exit codes: 0 success, 1 content errors, 2 usage errors (bad options, missing folders).
    static func main() async {
        if let unknown = unknownCommand(in: CommandLine.arguments.dropFirst()) {
            let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
            Terminal.error(
                "Error: unknown command '\(unknown)'\(Suggestion.didYouMean(unknown, in: names))\n" + helpMessage())
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as BuildError {
            // A site config with errors, found before any command's own work.
            Terminal.error(error.description)
            Foundation.exit(1)
        } catch let usage as UsageError {
            Terminal.error("Error: \(usage.message)\nSee 'a11ydocs help \(usage.command)' for more information.")
            Foundation.exit(2)
        } catch {
            if let unknown = UnknownOption.message(for: error, arguments: Array(CommandLine.arguments.dropFirst())) {
                Terminal.error(unknown)
                Foundation.exit(2)
            }
            if exitCode(for: error) == .validationFailure {
                Terminal.error(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    /// The first argument, when it is neither an option nor a command.
    private static func unknownCommand(in arguments: ArraySlice<String>) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        return names.contains(first) ? nil : first
    }
}

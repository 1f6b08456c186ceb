import A11yDocs
import ArgumentParser
import Foundation

/// An option the command does not take, with the closest one it does: `build --ouput` →
/// `unknown option '--ouput' — did you mean '--output'?`.
enum UnknownOption {
    /// The message for `error` when it is the parser refusing an unknown option; nil otherwise.
    static func message(for error: Error, arguments: [String]) -> String? {
        let parserMessage = A11yDocsCommand.message(for: error)
        let prefix = "Unknown option '"
        guard parserMessage.hasPrefix(prefix) else { return nil }
        let option = String(parserMessage.dropFirst(prefix.count).prefix { $0 != "'" })
        let (command, path) = command(named: arguments)
        // Single letters are too short to guess from; a long name is suggested for a long one.
        let hint = option.hasPrefix("--") ? Suggestion.didYouMean(option, in: longOptions(of: command)) : ""
        return
            "Error: unknown option '\(option)'\(hint)\nSee 'a11ydocs help\(path.map { " " + $0 }.joined())' for the "
            + "options it takes."
    }

    /// The (sub)command the arguments name, e.g. `theme eject`, and the names leading to it.
    static func command(named arguments: [String]) -> (ParsableCommand.Type, [String]) {
        var command: ParsableCommand.Type = A11yDocsCommand.self
        var path: [String] = []
        for argument in arguments {
            guard
                let next = command.configuration.subcommands.first(where: { $0.configuration.commandName == argument })
            else { break }
            command = next
            path.append(argument)
        }
        return (command, path)
    }

    /// `--output`, `--destination`, … and `--help`: every long option the command takes, as the
    /// parser describes it.
    static func longOptions(of command: ParsableCommand.Type) -> [String] {
        let help = try? JSONDecoder().decode(HelpDump.self, from: Data(command._dumpHelp().utf8))
        let names = (help?.command.arguments ?? []).flatMap { $0.names ?? [] }.filter { $0.kind == "long" }
        return names.map { "--" + $0.name } + ["--help"]
    }

    /// The part of the parser's description of a command (`_dumpHelp`) that names its options.
    private struct HelpDump: Decodable {
        struct Command: Decodable { var arguments: [Argument]? }
        struct Argument: Decodable { var names: [Name]? }
        struct Name: Decodable {
            var kind: String
            var name: String
        }
        var command: Command
    }
}

import A11yDocsImport
import ArgumentParser

/// What every `a11ydocs import <name>` does once its options are read: the library's import flow,
/// its stops as usage errors or exit code 1, and its report on the terminal.
struct ImportRun<Importer: LibraryImporter> {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Importer.help.name, abstract: Importer.help.abstract, discussion: Importer.help.discussion)
    }

    var source: ImportSourceOptions<Importer>
    var collections: [String] = []
    var writing: ImportWritingOptions

    func run() throws {
        let command = "import \(Importer.help.name)"
        var request = ImportRequest(source: source.source, destination: source.destination)
        request.force = writing.force
        request.collections = collections
        let report: ImportReport
        do {
            report = try ImportFlow.run(Importer(), request)
        } catch {
            switch error {
            case .destination(.notEmpty(let path)): throw UsageError(command: command, .importTargetNotEmpty(path))
            case .destination(let failure): throw UsageError(command: command, .destination(failure))
            case .source(let refusal): throw UsageError(command: command, .importSource(refusal))
            case .staticFileChanged(let path): throw UsageError(command: command, .staticFileChanged(path))
            case .write(let failure):
                Terminal.error("Error: \(failure.description)")
                throw ExitCode(1)
            }
        }
        report.renames.forEach { Terminal.output($0.description) }
        report.indentedKeys.forEach { Terminal.output($0.description) }
        report.findings.forEach { Terminal.error($0.description) }
        Terminal.output(report.summary)
        report.details.forEach { Terminal.output($0) }
        Terminal.output(report.nextStep)
        if report.hasErrors && !writing.keepGoing { throw ExitCode(1) }
    }
}

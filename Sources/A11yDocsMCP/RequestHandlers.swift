import A11yDocs
import MCP

/// The server's answers to tools and resources requests, each on the library as it is now.
struct RequestHandlers: Sendable {
    let state: LibraryState
    let server: Server
    let events: @Sendable (MCPEvent) -> Void

    /// Each handler reads its parameters itself (`CheckedMethod`), so a wrong shape is `Invalid params`.
    func register() async {
        await server.withMethodHandler(CheckedMethod<ListTools>.self) { raw in
            _ = try CheckedMethod<ListTools>.parameters(raw)
            return ListTools.Result(tools: ToolCatalog.tools)
        }
        await server.withMethodHandler(CheckedMethod<CallTool>.self) { raw in
            try await call(try CheckedMethod<CallTool>.parameters(raw))
        }
        await server.withMethodHandler(CheckedMethod<ListResources>.self) { raw in
            _ = try CheckedMethod<ListResources>.parameters(raw)
            return ListResources.Result(resources: EntryResource.list(try await library()))
        }
        await server.withMethodHandler(CheckedMethod<ListResourceTemplates>.self) { raw in
            _ = try CheckedMethod<ListResourceTemplates>.parameters(raw)
            return ListResourceTemplates.Result(templates: [EntryResource.template])
        }
        await server.withMethodHandler(CheckedMethod<ReadResource>.self) { raw in
            try EntryResource.read(try CheckedMethod<ReadResource>.parameters(raw).uri, in: try await library())
        }
    }

    /// The current library; tells the client when the list of entries changed.
    private func library() async throws -> PatternLibrary {
        let (library, listChanged) = await state.current()
        if listChanged { try? await server.notify(ResourceListChangedNotification.message()) }
        return library
    }

    private func call(_ parameters: CallTool.Parameters) async throws -> CallTool.Result {
        guard let name = ToolCatalog.Name(rawValue: parameters.name) else {
            let hint = Suggestion.closest(to: parameters.name, in: ToolCatalog.Name.allCases.map(\.rawValue)).map { " — did you mean '\($0)'?" } ?? ""
            throw MCPError.invalidParams("Unknown tool: '\(parameters.name)'\(hint)")
        }
        let clock = ContinuousClock(), start = clock.now
        let library = try await library()
        let result: CallTool.Result
        do {
            let arguments = try ToolArguments(parameters.arguments, allowed: ToolCatalog.arguments[name] ?? [])
            result = try answer(name, arguments, library).result
        } catch let problem as QueryProblem {
            result = ToolAnswer.failure("Invalid argument '\(problem.argument)': \(problem.message)")
        } catch {
            result = ToolAnswer.failure("\(name.rawValue) failed: \(error)")
        }
        events(.called(tool: name.rawValue, milliseconds: LibraryState.milliseconds(since: start, clock), isError: result.isError == true))
        return result
    }

    private func answer(_ name: ToolCatalog.Name, _ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        switch name {
        case .listEntries: return try ListEntriesTool.answer(arguments, library)
        case .getEntry: return try GetEntryTool.answer(arguments, library)
        case .search: return try SearchTool.answer(arguments, library)
        case .getCriteria: return try GetCriteriaTool.answer(arguments, library)
        case .listWCAG: return try ListWCAGTool.answer(arguments, library)
        }
    }
}

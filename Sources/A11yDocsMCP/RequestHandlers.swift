import A11yDocs

/// The server's answer to each method, on the library as it is now. Each reads its parameters
/// itself (`RequestParams`), so a wrong shape is `Invalid params` naming the field.
struct RequestHandlers: Sendable {
    let state: LibraryState
    let handshake: Handshake
    /// Where the list of entries changing is announced, before the answer that found it.
    let channel: any LineChannel
    let events: @Sendable (MCPEvent) -> Void

    func answer(_ method: String, _ params: JSONValue?) async throws -> JSONValue {
        switch method {
        case "initialize":
            return try await handshake.initialize(params)
        case "ping":
            _ = try RequestParams(params)
            return [:]
        case "tools/list":
            try listing(params)
            return ["tools": .array(ToolCatalog.tools)]
        case "tools/call":
            return try await call(params)
        case "resources/list":
            try listing(params)
            return ["resources": .array(EntryResource.list(await library()))]
        case "resources/templates/list":
            try listing(params)
            return ["resourceTemplates": [EntryResource.template]]
        case "resources/read":
            return try EntryResource.read(try RequestParams(params).requiredText("uri"), in: await library())
        default:
            throw RPCError(.unknownMethod(method))
        }
    }

    /// A list's parameters: everything fits on one page, so a `cursor` is only checked.
    private func listing(_ params: JSONValue?) throws {
        _ = try RequestParams(params).text("cursor")
    }

    /// The current library; tells the client when the list of entries changed.
    private func library() async -> PatternLibrary {
        let (library, listChanged) = await state.current()
        if listChanged {
            try? await channel.send(OutgoingMessage.notification(method: "notifications/resources/list_changed").data)
        }
        return library
    }

    private func call(_ params: JSONValue?) async throws -> JSONValue {
        let params = try RequestParams(params)
        _ = try params.object("_meta")
        let requested = try params.requiredText("name")
        let given = try params.object("arguments")
        guard let name = ToolCatalog.Name(rawValue: requested) else {
            throw RPCError(.unknownTool(requested))
        }
        let clock = ContinuousClock(), start = clock.now
        let library = await library()
        let result: ToolAnswer
        do {
            let arguments = try ToolArguments(given, allowed: ToolCatalog.arguments[name] ?? [])
            result = try answer(name, arguments, library)
        } catch let problem as QueryProblem {
            result = ToolAnswer.failure("Invalid argument '\(problem.argument)': \(problem.message)")
        } catch {
            result = ToolAnswer.failure("\(name.rawValue) failed: \(error)")
        }
        events(
            .called(
                tool: name.rawValue, milliseconds: LibraryState.milliseconds(since: start, clock),
                isError: result.isError))
        return result.json
    }

    private func answer(_ name: ToolCatalog.Name, _ arguments: ToolArguments, _ library: PatternLibrary) throws
        -> ToolAnswer
    {
        switch name {
        case .listEntries: return try ListEntriesTool.answer(arguments, library)
        case .getEntry: return try GetEntryTool.answer(arguments, library)
        case .search: return try SearchTool.answer(arguments, library)
        case .getCriteria: return try GetCriteriaTool.answer(arguments, library)
        case .listWCAG: return try ListWCAGTool.answer(arguments, library)
        case .listStale: return try ListStaleTool.answer(arguments, library)
        }
    }
}

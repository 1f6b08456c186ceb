/// The `initialize` request: which protocol version the session speaks, who the server is, how
/// an assistant should use it, and what it offers. A client initializes once; requests before
/// it are answered all the same, as lenient servers do.
actor Handshake {
    /// The protocol versions this server speaks, all of which its answers fit.
    static let supportedVersions: Set<String> = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    static let latestVersion = supportedVersions.max()!

    static let title = "a11ydocs pattern library"

    static let instructions = """
        An accessibility pattern library: one entry per UI pattern, with how to test it (keyboard, \
        screen-reader gestures, screen-reader output, device settings) and developer notes and \
        code for iOS (UIKit, SwiftUI), Android (Views, Jetpack Compose) and the web. Use search \
        or list_entries to find an entry, get_entry for its content (optionally for one platform \
        or framework) and what it was tested with, get_criteria for acceptance criteria, test \
        cases and a draft conformance report (acr), list_stale for test records to renew.
        """

    /// Resources: the list of entries changes as files do, and is announced; no subscriptions.
    /// Tools: always the same six.
    static let capabilities: JSONValue = [
        "resources": ["subscribe": false, "listChanged": true],
        "tools": ["listChanged": false],
    ]

    private let version: String
    private var initialized = false

    init(version: String) {
        self.version = version
    }

    /// The version the client asked for if this server speaks it, else the latest it does: the
    /// client then decides whether it can go on.
    static func negotiate(_ requested: String?) -> String {
        requested.flatMap { supportedVersions.contains($0) ? $0 : nil } ?? latestVersion
    }

    func initialize(_ params: JSONValue?) throws -> JSONValue {
        let params = try RequestParams(params)
        let requested = try params.text("protocolVersion")
        // Read to refuse the wrong kind, though the server does not depend on what the client has.
        _ = try params.object("capabilities")
        _ = try params.object("clientInfo")
        guard !initialized else { throw RPCError(.alreadyInitialized) }
        initialized = true
        return [
            "protocolVersion": .string(Self.negotiate(requested)),
            "capabilities": Self.capabilities,
            "serverInfo": ["name": .string(MCPServer.name), "title": .string(Self.title), "version": .string(version)],
            "instructions": .string(Self.instructions),
        ]
    }
}

import A11yDocsSupport

/// What the user asked an import for: the source folder, the content folder to write into and
/// how freely to write. The settings file and the static folder go beside the content folder.
public struct ImportRequest: Sendable {
    /// The folder of the library to import, as the user named it; messages show paths under it.
    public var source: String
    /// The content folder, as the user named it (`Content`, `lib/Entries`).
    public var destination: String
    /// Whether a folder that holds files is written into (files of the same name replaced), a
    /// changed static file replaced, and an existing `a11ydocs.yml` replaced (`--force`).
    public var force = false
    /// Collections to import although the importer would leave them out (`--collection`).
    public var collections: [String] = []

    public static let staticFolderName = "Static"
    public static let settingsFileName = "a11ydocs.yml"

    public init(source: String, destination: String = "Content") {
        self.source = source
        self.destination = destination
    }

    /// The folder holding the content folder, where `a11ydocs.yml` and the static folder go.
    public var libraryDirectory: String {
        let parent = PathText.parent(destination)
        return parent.isEmpty ? "." : parent
    }

    /// The static folder that files the entries reference are copied into: `Static` beside the content folder.
    public var staticFolder: String { inLibrary(Self.staticFolderName) }

    /// Where `a11ydocs.yml` is written.
    public var settingsPath: String { inLibrary(Self.settingsFileName) }

    /// A path beside the content folder, as the user would write it (`Static`, `lib/Static`).
    private func inLibrary(_ name: String) -> String {
        libraryDirectory == "." ? name : PathText.join(libraryDirectory, name)
    }
}

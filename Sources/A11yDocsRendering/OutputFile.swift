import A11yDocsSupport

/// A file the build writes, relative to the output folder.
public struct OutputFile: Sendable, Equatable {
    public enum Contents: Sendable, Equatable {
        case text(String)
        /// Text as UTF-8 bytes, as templates render it: a page is written without being made a `String`.
        case bytes([UInt8])
        /// A file copied as it is (CSS, script, images).
        case copy(from: String)
        /// Text written part by part as it is made, for a file too large to hold whole
        /// (`entries.json` of a large library).
        case parts(TextParts)
    }

    public var path: String
    public var contents: Contents

    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }
}

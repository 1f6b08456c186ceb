extension OutputWriter {
    /// Named points of a write, in order. Tests stop a write at each one to check that a kill
    /// there leaves a complete site at the output path, and that the next build cleans up.
    enum Step: String, CaseIterable, Sendable {
        /// The staging folder exists and holds only the marker file.
        case started
        /// Every file is staged; the output folder is untouched.
        case staged
        /// Two-rename path only: the old site is moved aside and nothing is at the output path.
        case movedAside
        /// The new site is in place; the old one waits at a staging name.
        case exchanged
        /// The old site is partly removed.
        case removingOld
        /// Nothing is left to do.
        case cleaned
    }
}

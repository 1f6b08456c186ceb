/// Why an import stopped. All but `write` are found before anything is written; the command
/// line words them as usage errors. After `write` the folders are as they were.
public enum ImportFailure: Error {
    /// The content folder is a file, or holds files and the request does not force.
    case destination(ImportDestination.Failure)
    /// The importer refused the source as a whole.
    case source(any ImportRefusal)
    /// A file for the static folder would replace one of other bytes, and the request does not force.
    case staticFileChanged(String)
    case write(ImportDestination.Failure)
}

/// A usage problem found while a command runs (a missing folder, an unknown entry): printed
/// with a pointer to the command's help, exit code 2.
struct UsageError: Error {
    var command: String
    var message: String
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `<pid>-<random>`: names a folder a run keeps while it works (a build's staging folder, a
/// preview's site), so that a later run can tell whether the one that made it still runs and
/// remove what a killed one left.
public struct RunToken: Hashable, Sendable, CustomStringConvertible {
    public let processID: Int32
    package let random: UInt32

    /// A new token for this process.
    public init() {
        processID = getpid()
        random = UInt32.random(in: 0 ... .max)
    }

    /// The token a name ends with, when it has that shape.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, let random = UInt32(parts[1]) else { return nil }
        (processID, self.random) = (pid, random)
    }

    public var description: String { "\(processID)-\(random)" }

    /// Whether the process that made it is another one that no longer runs. EPERM: the process
    /// exists but belongs to someone else.
    public var ownerHasEnded: Bool {
        processID != getpid() && kill(processID, 0) != 0 && errno != EPERM
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// TEST ONLY, for `scripts/kill-test`; never set these in normal use.
    /// `A11YDOCS_TEST_KILL_AT=<step>` makes the process kill itself with SIGKILL when the write
    /// reaches that step, exactly as `kill -9` would. `A11YDOCS_TEST_SWAP=rename` takes the
    /// two-rename path used where the file system cannot exchange folders atomically.
    enum TestEnvironment {
        static let killStep = ProcessInfo.processInfo.environment["A11YDOCS_TEST_KILL_AT"].flatMap(Step.init(rawValue:))
        static let exchanges = ProcessInfo.processInfo.environment["A11YDOCS_TEST_SWAP"] != "rename"

        @Sendable static func killIfAsked(at step: Step) {
            if step == killStep { kill(getpid(), SIGKILL) }
        }
    }
}

import CSystemShims

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Swaps two folders in one step, so that a kill at any moment leaves each path holding one of
/// them whole (Linux `renameat2` with `RENAME_EXCHANGE`, macOS `renamex_np` with `RENAME_SWAP`).
enum AtomicExchange {
    enum Outcome: Equatable {
        case exchanged
        /// The system or file system cannot exchange: the caller renames twice instead.
        case unsupported
        case failed(reason: String)
    }

    static func exchange(_ first: String, _ second: String) -> Outcome {
        if a11ydocs_exchange_paths(first, second) == 0 { return .exchanged }
        let code = errno
        if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(code) { return .unsupported }
        return .failed(reason: String(cString: strerror(code)))
    }
}

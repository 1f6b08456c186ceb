import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last commit date of each wanted file, from one `git log` over the content folder, read as
/// it arrives and stopped as soon as every wanted file is dated: a process per file would cost a
/// thousand forks on a large library, and the newest commits are the ones a site needs.
enum GitHistory {
    /// Run in the content folder, so `--relative` and `.` give paths relative to it and only its history.
    ///
    /// - `-z`: fields end with NUL and names arrive as they are (spaces, quotes, non-ASCII), never
    ///   C-quoted; `core.quotePath=false` keeps them so even where a format leaves `-z` out.
    /// - `%x00%ct%x00%d`: a commit starts with an empty field, then its committer date (the order
    ///   `git log` walks in), then its decorations, where `grafted` marks a shallow clone's boundary.
    ///   `--decorate-refs` with a pattern no ref has keeps branch names (a branch may be called
    ///   `grafted`) out of them.
    /// - `--name-status` over `--name-only`: a `D` says the newest commit naming a file deleted it,
    ///   so the file on disk now is untracked.
    /// - `--no-renames`: a rename is a deletion and an addition, so the new name dates from it
    ///   whatever `diff.renames` says, and no time goes on finding renames (as Hugo's git info does).
    /// - `log.showSignature=false`: checking signatures would write gpg's report into the log.
    /// - `--root`: the first commit lists its files even with `log.showRoot=false`.
    /// - `--no-merges`: a merge lists no files anyway; its changes are dated by their own commits.
    static let arguments = [
        "-c", "core.quotePath=false", "-c", "log.showSignature=false",
        "log", "--format=%x00%ct%x00%d", "--decorate-refs=refs/a11ydocs/decorate-no-ref",
        "--name-status", "--no-renames", "--root", "--no-merges", "--relative", "-z", "--", ".",
    ]

    /// Dates keyed by the wanted spelling of each path; empty whenever git cannot say.
    static func lastCommitDates(in directory: String, of wanted: Set<String>, environment: [String: String]) -> [String:
        Date]
    {
        guard let git = executable(onPath: environment["PATH"]) else { return [:] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = gitEnvironment(environment)
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        // `waitUntilExit` polls every 50 ms; stopping git early should not cost more than reading on.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return [:] }

        var log = GitLogReader(wanted: wanted)
        let reader = output.fileHandleForReading
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var reachedEnd = false
        while log.wantsMore, let count = readSome(reader.fileDescriptor, into: &buffer) {
            if count == 0 {
                reachedEnd = true
                break
            }
            log.consume(buffer[..<count])
        }
        let stoppedEarly = log.isComplete
        // Short of the end, git may still be writing to a pipe nobody reads any more: stop it.
        try? reader.close()
        if !reachedEnd, process.isRunning { process.terminate() }
        exited.wait()
        let finished = process.terminationReason == .exit && process.terminationStatus == 0
        guard stoppedEarly || finished, !log.isMalformed else { return [:] }
        return log.dates
    }

    /// What the pipe holds now, waiting only until something arrives; nil on an error.
    /// `FileHandle.read(upToCount:)` waits for the whole count, so git would finish before we
    /// could stop it.
    static func readSome(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int? {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            if errno != EINTR { return nil }
        }
    }

    /// An absolute entry of `PATH` only: an empty or relative one names whatever folder we were
    /// started from, and a `git` lying there is not one the user chose.
    static func executable(onPath path: String?) -> String? {
        for folder in (path ?? "").split(separator: ":") where folder.hasPrefix("/") {
            let candidate = String(folder) + "/git"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// Never a credential prompt. `GIT_DIR` and `GIT_WORK_TREE` are dropped so the repository is
    /// the one holding the content folder: a git hook running a build sets them for its own
    /// repository, `GIT_DIR` often relative to a folder that is not ours.
    static func gitEnvironment(_ environment: [String: String]) -> [String: String] {
        var result = environment
        result["GIT_TERMINAL_PROMPT"] = "0"
        result["GIT_DIR"] = nil
        result["GIT_WORK_TREE"] = nil
        return result
    }
}

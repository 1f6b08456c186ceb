import Foundation

/// Reads and copies the files a build publishes. A file is opened without following a link
/// (`O_NOFOLLOW`) and what was opened is checked (`fstat` on the descriptor, not the path), so a
/// file swapped for a link between the folder walk and the read is refused, never followed.
package enum FileReading {
    package enum Failure: Error, Equatable, Sendable {
        /// Gone, or a link, a folder, a pipe: nothing a file can be read from here.
        case notAFile
        case tooLarge(size: Int)
        case unreadable(code: Int32)
    }

    /// The bytes of the regular file at `path`, when it holds at most `maxBytes`.
    package static func read(_ path: String, maxBytes: Int = .max) -> Result<Data, Failure> {
        let opened: (descriptor: Int32, size: Int)
        switch openRegularFile(path) {
        case .success(let file): opened = file
        case .failure(let failure): return .failure(failure)
        }
        defer { close(opened.descriptor) }
        guard opened.size <= maxBytes else { return .failure(.tooLarge(size: opened.size)) }
        // One byte more than `fstat` said tells a file that grew since.
        var data = Data(count: opened.size + 1)
        var filled = 0
        while true {
            if filled == data.count {
                if filled > maxBytes { return .failure(.tooLarge(size: filled)) }
                data.count += 1 << 16
            }
            let count = data.withUnsafeMutableBytes {
                Foundation.read(opened.descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(code: errno))
            }
            if count == 0 { break }
            filled += count
        }
        if filled > maxBytes { return .failure(.tooLarge(size: filled)) }
        data.count = filled
        return .success(data)
    }

    /// The first `count` bytes of the regular file at `path` (fewer when it is shorter): enough
    /// to tell what a large file holds without reading it all.
    package static func prefix(_ path: String, count: Int) -> Result<[UInt8], Failure> {
        let opened: (descriptor: Int32, size: Int)
        switch openRegularFile(path) {
        case .success(let file): opened = file
        case .failure(let failure): return .failure(failure)
        }
        defer { close(opened.descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes {
                Foundation.read(opened.descriptor, $0.baseAddress! + filled, count - filled)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(code: errno))
            }
            if read == 0 { break }
            filled += read
        }
        return .success(Array(bytes[..<filled]))
    }

    /// A regular file's text (not through a link), when it holds at most `maxBytes`: a marker
    /// file, which a user's file of the same name must not pass for.
    package static func regularFileText(_ path: String, maxBytes: Int) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxBytes,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Copies the regular file at `source` to `destination`, replacing what is there.
    package static func copy(_ source: String, to destination: String) throws {
        let descriptor: Int32
        switch openRegularFile(source) {
        case .success(let file): descriptor = file.descriptor
        case .failure(.unreadable(let code)): throw CopyFailure(path: source, code: code)
        case .failure: throw CopyFailure(path: source, code: nil)
        }
        defer { close(descriptor) }
        try FileWriting.write(copying: descriptor, source: source, to: destination)
    }

    /// A copy whose source could not be opened as a file: gone or replaced (nil), or unreadable.
    package struct CopyFailure: LocalizedError, CustomStringConvertible {
        package var path: String
        package var code: Int32?

        package var description: String {
            guard let code else {
                return "\(path): no longer a file (removed, or replaced by a link, while building) — build again"
            }
            return "\(path): \(String(cString: strerror(code)))"
        }
        package var errorDescription: String? { description }
    }

    /// Opened read-only without following a link; non-blocking, so a pipe put in its place does not wait.
    private static func openRegularFile(_ path: String) -> Result<(descriptor: Int32, size: Int), Failure> {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure([ENOENT, ELOOP, ENOTDIR, ENXIO].contains(errno) ? .notAFile : .unreadable(code: errno))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return .failure(.notAFile)
        }
        return .success((descriptor, Int(info.st_size)))
    }
}

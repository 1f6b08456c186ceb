import Foundation

/// Writes a file's bytes with POSIX calls, making its folder when it is missing: the fastest way
/// to put thousands of files into a fresh staging folder.
package enum FileWriting {
    package struct Failure: LocalizedError, CustomStringConvertible {
        package var path: String
        package var code: Int32

        package init(path: String, code: Int32) {
            self.path = path
            self.code = code
        }
        package var description: String { "\(path): \(String(cString: strerror(code)))" }
        package var errorDescription: String? { description }
    }

    package static func write(_ text: String, to path: String) throws {
        try writing(path) { try append(text, to: $0, path: path) }
    }

    package static func write(_ bytes: [UInt8], to path: String) throws {
        try writing(path) { descriptor in try bytes.withUnsafeBytes { try append($0, to: descriptor, path: path) } }
    }

    package static func write(_ parts: TextParts, to path: String) throws {
        try writing(path) { descriptor in
            try parts.write { part in try part.withUnsafeBytes { try append($0, to: descriptor, path: path) } }
        }
    }

    /// What can be read from `input` until its end, a megabyte at a time (`source` names it in errors).
    package static func write(copying input: Int32, source: String, to path: String) throws {
        try writing(path) { descriptor in
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            while true {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Failure(path: source, code: errno)
                }
                if count == 0 { return }
                try buffer.withUnsafeBytes {
                    try append(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: descriptor, path: path)
                }
            }
        }
    }

    private static func writing(_ path: String, _ body: (Int32) throws -> Void) throws {
        let descriptor = try create(path)
        do { try body(descriptor) } catch {
            close(descriptor)
            throw error
        }
        // Network and some other file systems report a full disk only when the file is closed.
        guard close(descriptor) == 0 else { throw Failure(path: path, code: errno) }
    }

    private static func create(_ path: String) throws -> Int32 {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT {
            try makeDirectory(parent(of: path))
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        return descriptor
    }

    /// A folder and any missing folders above it, with one `mkdir` each: the staging folder is new,
    /// so nearly every page's folder is made here, and most of their parents already exist.
    private static func makeDirectory(_ path: String) throws {
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, !path.isEmpty, path != "/" else { throw Failure(path: path, code: errno) }
        try makeDirectory(parent(of: path))
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw Failure(path: path, code: errno) }
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: Byte.slash) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    private static func append(_ text: String, to descriptor: Int32, path: String) throws {
        try text.withUTF8Bytes { try append(UnsafeRawBufferPointer($0), to: descriptor, path: path) }
    }

    private static func append(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, code: errno)
            }
            offset += written
        }
    }
}

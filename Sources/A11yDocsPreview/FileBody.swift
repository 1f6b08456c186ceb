import Hummingbird
import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of the site as a response body, read in chunks as the client takes them: a large file
/// costs one chunk of memory per request, not its size. An HTML page gets bytes (the preview's
/// script) inserted before its last `</body>`, found in the page's last bytes.
struct FileBody {
    static let chunkSize = 64 * 1024

    let path: String
    let size: Int
    /// Where `inserted` goes, and what.
    let offset: Int
    let inserted: [UInt8]

    var contentLength: Int { size + inserted.count }

    /// Nil when the file cannot be opened (gone since the path was resolved).
    init?(path: String, insertingBeforeBodyEnd insertion: String? = nil) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.path = path
        size = Int(info.st_size)
        guard let insertion else {
            (offset, inserted) = (size, [])
            return
        }
        // `</body>` ends a page: it is in the last chunk unless the page ends in a long comment.
        let tailStart = max(0, size - Self.chunkSize)
        let tail = Self.read(descriptor, at: tailStart, count: size - tailStart)
        let end = Array("</body>".utf8)
        let last = stride(from: tail.count - end.count, through: 0, by: -1).first {
            tail[$0..<($0 + end.count)].elementsEqual(end)
        }
        if let at = last {
            (offset, inserted) = (tailStart + at, Array((insertion + "\n").utf8))
        } else {
            (offset, inserted) = (size, Array(insertion.utf8))
        }
    }

    /// The body: the file up to `offset`, the inserted bytes, the rest. A file that shrank since
    /// it was measured (replaced while it was sent) ends the response early, closing the
    /// connection, rather than sending a length it does not have.
    ///
    /// A write returns as soon as the chunk is queued for the connection's event loop, and the
    /// connection pushes back only once the loop has taken the chunks: a client on loopback reads
    /// as fast as the disk, and without a pause the queue grows to the whole file (8 downloads of
    /// 300 MB reached 1 GB). After every `pace` bytes the body waits for the loop to catch up.
    func body(pacedOn eventLoop: any EventLoop) -> ResponseBody {
        let (path, size, offset, inserted) = (path, size, offset, inserted)
        return ResponseBody(contentLength: contentLength) { writer in
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileChanged() }
            defer { close(descriptor) }
            try await Self.copy(descriptor, from: 0, to: offset, into: &writer, pacedOn: eventLoop)
            if !inserted.isEmpty { try await writer.write(ByteBuffer(bytes: inserted)) }
            try await Self.copy(descriptor, from: offset, to: size, into: &writer, pacedOn: eventLoop)
            try await writer.finish(nil)
        }
    }

    struct FileChanged: Error {}

    static let pace = 16 * chunkSize

    private static func copy(
        _ descriptor: Int32, from start: Int, to end: Int, into writer: inout any ResponseBodyWriter,
        pacedOn eventLoop: any EventLoop
    ) async throws {
        var position = start
        while position < end {
            let chunk = read(descriptor, at: position, count: min(chunkSize, end - position))
            guard !chunk.isEmpty else { throw FileChanged() }
            try await writer.write(ByteBuffer(bytes: chunk))
            position += chunk.count
            if (position - start) % pace == 0 { try await eventLoop.submit {}.get() }
        }
    }

    private static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset + filled))
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        return Array(bytes.prefix(filled))
    }
}

import Foundation
import A11yDocsSupport
import A11yDocsCriteria

/// Every entry's builder-page pieces, set aside in an unlinked temporary file as the entries render
/// and read back in the page's order: a large library's run to tens of megabytes the build need not
/// hold. Each entry's record is one `write` to a file opened for appending, so entries rendering
/// at once never interleave and need no lock.
final class CriteriaSpill: Sendable {
    /// Where an entry's pieces are in the file: its condensed text, then its rule.
    struct Record: Sendable {
        var offset: Int
        var condensed: Int
        var rule: Int
    }

    private let descriptor: Int32
    private static let headerSize = 3 * MemoryLayout<Int64>.size

    init() throws {
        let directory = NSTemporaryDirectory()
        var template = Array((directory + "/a11ydocs-criteria-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard created >= 0 else { throw FileWriting.Failure(path: directory, code: errno) }
        close(created)
        // Opened again for appending; gone from the folder at once, the file lives as long as the
        // descriptor, however the build ends.
        let descriptor = template.withUnsafeBufferPointer { path in
            defer { unlink(path.baseAddress!) }
            return open(path.baseAddress!, O_RDWR | O_APPEND | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw FileWriting.Failure(path: directory, code: errno) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Sets aside entry `index`'s pieces.
    func append(_ pieces: CriteriaBuilderJSON.Pieces, of index: Int) throws {
        var record: [UInt8] = []
        record.reserveCapacity(Self.headerSize + pieces.condensed.count + pieces.rule.count)
        for number in [index, pieces.condensed.count, pieces.rule.count] {
            withUnsafeBytes(of: Int64(number).littleEndian) { record += $0 }
        }
        record += pieces.condensed
        record += pieces.rule
        let written = record.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        // A short write (a full disk) would let another entry's record in between: it fails the build.
        guard written == record.count else { throw failure(written < 0 ? errno : EIO) }
    }

    /// Where each of `count` entries' pieces are, by entry index; nil for an entry never set aside.
    func records(count: Int) throws -> [Record?] {
        var records = [Record?](repeating: nil, count: count)
        var offset = 0
        let size = Int(lseek(descriptor, 0, SEEK_END))
        while offset + Self.headerSize <= size {
            let header = try bytes(at: offset, count: Self.headerSize).withUnsafeBytes { raw in
                (0..<3).map { Int(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self))) }
            }
            let record = Record(offset: offset + Self.headerSize, condensed: header[1], rule: header[2])
            if records.indices.contains(header[0]) { records[header[0]] = record }
            offset = record.offset + record.condensed + record.rule
        }
        return records
    }

    /// A piece of a record, as it was set aside.
    func piece(_ format: CriteriaBuilder.FormatName, of record: Record) throws -> [UInt8] {
        switch format {
        case .condensed: return try bytes(at: record.offset, count: record.condensed)
        case .gherkin: return try bytes(at: record.offset + record.condensed, count: record.rule)
        }
    }

    private func bytes(at offset: Int, count: Int) throws -> [UInt8] {
        try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let read = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset + initialized))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { throw failure(read < 0 ? errno : EIO) }
                initialized += read
            }
        }
    }

    private func failure(_ code: Int32) -> FileWriting.Failure {
        FileWriting.Failure(path: NSTemporaryDirectory() + " (criteria set aside for the builder page)", code: code)
    }
}

import Foundation

/// The MCP stdio transport: one JSON-RPC message per line on standard input, answers on standard
/// output. A dedicated thread reads in blocking mode, `LineSplitter` cuts lines in linear time
/// (never searching the whole buffer again after each read), and a line over `maxMessageBytes`
/// is answered with an `Invalid Request` error instead of kept.
actor StdioLineTransport: LineChannel {
    static let defaultMaxMessageBytes = 16 << 20

    private let input: Int32
    private let output: Int32
    private let maxMessageBytes: Int
    private let refused: @Sendable (String) -> Void
    private let messages: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var reading = false

    /// `refused` hears why each line dropped for its size was refused.
    init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, maxMessageBytes: Int = defaultMaxMessageBytes,
        refused: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.input = input
        self.output = output
        self.maxMessageBytes = maxMessageBytes
        self.refused = refused
        (messages, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
    }

    func lines() -> AsyncThrowingStream<Data, Swift.Error> {
        if !reading {
            reading = true
            startReading()
        }
        return messages
    }

    private func startReading() {
        let (input, limit, continuation) = (input, maxMessageBytes, continuation)
        // A thread of its own: a blocking read would hold up one of the few threads async tasks share.
        let thread = Thread { [self] in
            Self.readLines(from: input, limit: limit, into: continuation) { bytes in
                let error = RPCError(.messageTooLarge(bytes: bytes, limit: limit))
                self.refused(error.message)
                let reply = OutgoingMessage.error(id: .null, error).data
                // Answered before any later line is read, so the answer keeps its place.
                let sent = DispatchSemaphore(value: 0)
                Task {
                    try? await self.send(reply)
                    sent.signal()
                }
                sent.wait()
            }
        }
        thread.name = "a11ydocs mcp stdin"
        thread.start()
    }

    func send(_ data: Data) async throws {
        var line = data
        line.append(UInt8(ascii: "\n"))
        try line.withUnsafeBytes { try Self.writeAll($0, to: output) }
    }

    private static func readLines(
        from input: Int32, limit: Int, into continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation,
        oversized: (Int) -> Void
    ) {
        var splitter = LineSplitter(limit: limit)
        let deliver = { (piece: LineSplitter.Piece) in
            switch piece {
            case .message(let data): continuation.yield(data)
            case .oversized(let bytes): oversized(bytes)
            }
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBytes { splitter.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }.forEach(
                    deliver)
            } else if count == 0 {
                break
            } else if !shouldRetry(input, waitingFor: POLLIN) {
                continuation.finish(throwing: lastError)
                return
            }
        }
        splitter.finish().map(deliver)
        continuation.finish()
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to output: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = write(output, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
            } else if !shouldRetry(output, waitingFor: POLLOUT) {
                throw lastError
            }
        }
    }

    /// After a read or write failed: whether to try it again, because it was interrupted or the
    /// descriptor is non-blocking (someone else made it so) and was not ready; then it is waited for.
    private static func shouldRetry(_ descriptor: Int32, waitingFor events: Int32) -> Bool {
        if errno == EINTR { return true }
        guard errno == EAGAIN || errno == EWOULDBLOCK else { return false }
        var ready = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        _ = poll(&ready, 1, -1)
        return true
    }

    private static var lastError: POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}

import NIOCore
import NIOHTTP1

/// Applies ``RequestHeadCheck`` right after the HTTP/1 decoder, where the request line and every
/// header are still as sent. A refused head goes on marked with the problem, its target made `/`
/// and its connection closing, so that the responder answers 400 in turn with the connection's
/// other responses and nothing reads the odd target. A head the decoder cannot read at all (an
/// authority-form target with GET, say) never reaches the responder: this handler answers it 400
/// itself, once every earlier request is answered, and closes the connection.
final class RequestHeadHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Requests read whose final response has not ended yet.
    private var unanswered = 0
    /// Between a request's head and its end: a decoder error there is in a body, not a head.
    private var inRequest = false
    /// The answer to a head the decoder could not read, waiting for the earlier responses.
    private var refusal: RequestHeadCheck.Problem?
    /// Set once the decoder failed: the connection only ends from then on.
    private var failed = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        guard case .head(var head) = part else {
            if case .end = part { inRequest = false }
            context.fireChannelRead(data)
            return
        }
        unanswered += 1
        inRequest = true
        head.headers.remove(name: RequestHeadCheck.field)
        // Header names are matched whatever their case: `HOST` is a second `Host`.
        let hostRequired = head.version.major > 1 || (head.version.major == 1 && head.version.minor >= 1)
        if let problem = RequestHeadCheck.problem(
            target: head.uri, hostHeaders: head.headers["host"].count, hostRequired: hostRequired)
        {
            head.uri = "/"
            head.headers.add(name: RequestHeadCheck.field, value: problem.rawValue)
            head.headers.replaceOrAdd(name: "connection", value: "close")
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let ended: Bool
        if case .end = unwrapOutboundIn(data) { ended = true } else { ended = false }
        context.write(data, promise: promise)
        guard ended else { return }
        unanswered = max(0, unanswered - 1)
        if unanswered == 0, let refusal {
            self.refusal = nil
            refuse(refusal, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // An error in a body, or any other error, goes on to Hummingbird as before.
        let fromDecoder = error is HTTPParserError || error is ByteToMessageDecoderError
        guard fromDecoder, failed || !inRequest else {
            context.fireErrorCaught(error)
            return
        }
        // The decoder reads nothing more on this connection; the first error says why.
        guard !failed else { return }
        failed = true
        let problem: RequestHeadCheck.Problem = (error as? HTTPParserError) == .invalidURL ? .notAPath : .unreadable
        if unanswered == 0 {
            refuse(problem, context: context)
        } else {
            refusal = problem
        }
    }

    /// 400 with why, then the connection closes.
    private func refuse(_ problem: RequestHeadCheck.Problem, context: ChannelHandlerContext) {
        let body = context.channel.allocator.buffer(string: problem.reason)
        let headers = HTTPHeaders([
            ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", String(body.readableBytes)),
            ("Cache-Control", "no-store"), ("Connection", "close"),
        ])
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))),
            promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}

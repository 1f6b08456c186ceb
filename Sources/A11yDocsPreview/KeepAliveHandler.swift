import NIOCore
import NIOHTTP1

/// Closes connections the client does not keep alive. Hummingbird sees requests as HTTP types, which
/// have no version: it answered HTTP/1.0 clients in chunked HTTP/1.1 and kept their connections open,
/// and it closes only after a literal `Connection: close`. Placed after the HTTP/1 decoder, where the
/// version is known, this marks such requests `Connection: close` (Hummingbird then closes after the
/// response) and answers in the request's version with that header. HTTP/1.0 is never kept alive:
/// the event stream has no length, and HTTP/1.0 can end it only by closing.
final class KeepAliveHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The version of each request read and not yet answered, and whether it ends the connection.
    private var requests: [(version: HTTPVersion, closes: Bool)] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let closes = head.version.major < 1 || (head.version.major == 1 && head.version.minor == 0) || !head.isKeepAlive
        if closes { head.headers.replaceOrAdd(name: "connection", value: "close") }
        requests.append((head.version, closes))
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data), let request = requests.first else {
            context.write(data, promise: promise)
            return
        }
        // An interim answer (100 Continue) comes before the final one to the same request.
        if head.status.code >= 200 { requests.removeFirst() }
        head.version = request.version
        if request.closes { head.headers.replaceOrAdd(name: "connection", value: "close") }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}

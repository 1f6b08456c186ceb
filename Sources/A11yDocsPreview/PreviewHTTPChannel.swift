import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel with a ``RequestHeadHandler`` and a ``KeepAliveHandler`` right after
/// the HTTP/1 decoder, the last place where a request's line, every `Host` header and its HTTP
/// version are known.
struct PreviewHTTPChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    private let http1: HTTP1Channel

    init(responder: @escaping HTTPChannelHandler.Responder, configuration: HTTP1Channel.Configuration) {
        http1 = HTTP1Channel(responder: responder, configuration: configuration)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let decoder = try channel.pipeline.syncOperations.handler(
                type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandlers(
                [RequestHeadHandler(), KeepAliveHandler()], position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 as Hummingbird serves it, plus ``KeepAliveHandler``. Idle connections close after 30
    /// seconds, so a client that keeps one open and silent (or never closes after
    /// `Connection: close`, which Hummingbird waits for) does not hold a descriptor for good; open
    /// responses such as event streams are never idle.
    static var preview: HTTPServerBuilder {
        HTTPServerBuilder { responder in
            PreviewHTTPChannel(
                responder: responder, configuration: HTTP1Channel.Configuration(idleTimeout: .seconds(30)))
        }
    }
}

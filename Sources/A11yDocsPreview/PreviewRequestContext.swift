import Hummingbird
import NIOCore

/// Hummingbird's basic context, and the connection's event loop: a file body waits on it now and
/// then, so that a client that reads fast cannot make the server queue a whole file (see
/// `FileBody`).
public struct PreviewRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    let eventLoop: any EventLoop

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        eventLoop = source.channel.eventLoop
    }
}

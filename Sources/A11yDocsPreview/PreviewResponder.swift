import A11yDocsSupport
import Foundation
import Hummingbird
import ServiceLifecycle

/// Answers every preview request: the reload events, the client script, and the site's files
/// exactly as they will be published under the base URL, with HTML pages given the client script.
public struct PreviewResponder: HTTPResponder {
    public typealias Context = PreviewRequestContext

    let resolver: SitePathResolver
    let hub: ReloadHub
    let hosts: HostCheck

    /// `host` is the address the preview listens on: requests naming another host are refused.
    public init(outputDirectory: String, baseURL: String, hub: ReloadHub, host: String = "127.0.0.1") {
        resolver = SitePathResolver(outputDirectory: outputDirectory, baseURL: baseURL)
        self.hub = hub
        hosts = HostCheck(boundTo: host)
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        // Marked by `RequestHeadHandler`, which sees the request line and headers as sent.
        if let refused = request.headers.first(where: { $0.name.canonicalName == RequestHeadCheck.field })?.value {
            let reason = RequestHeadCheck.Problem(rawValue: refused)?.reason ?? "Bad request.\n"
            return text(reason, type: "text/plain; charset=utf-8", status: .badRequest)
        }
        guard hosts.allows(request.head.authority) else {
            return text(
                "Refused: this preview answers only requests for its own address (such as http://localhost:PORT/).\n",
                type: "text/plain; charset=utf-8", status: .forbidden)
        }
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        let path = request.uri.path
        switch path {
        case PreviewClient.eventsPath:
            return await events(for: request)
        case PreviewClient.scriptPath:
            return text(PreviewClient.script, type: "text/javascript; charset=utf-8")
        default:
            guard await hub.hasSite else { return notBuiltYet() }
            return file(for: path, query: request.uri.query, head: request.method == .head, context: context)
        }
    }

    private func events(for request: Request) async -> Response {
        let stream = await hub.subscribe()
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                // A page that closes (every navigation does) only closes the connection's input: the
                // server allows half-closed connections, and nothing reads the input while this waits for
                // the next message, so the connection would stay open until a rebuild writes to it. Stop
                // as soon as the input closes; the connection then closes.
                try await request.body.consumeWithCancellationOnInboundClose { _ in
                    // Event streams never end by themselves: end them when the server shuts down (Ctrl-C),
                    // or the graceful shutdown would wait for them forever.
                    for await message in stream.cancelOnGracefulShutdown() {
                        try await writer.write(ByteBuffer(string: message))
                    }
                }
                try await writer.finish(nil)
            })
    }

    private func file(for path: String, query: String?, head: Bool, context: Context) -> Response {
        switch resolver.resolve(path) {
        case .file(let file):
            return contents(of: file, status: .ok, head: head, context: context)
        case .redirect(let location):
            let target = query.map { location + "?" + $0 } ?? location
            return Response(status: .movedPermanently, headers: [.location: target])
        case .refused:
            return text(
                "Refused: the preview only serves files inside the site.\n", type: "text/plain; charset=utf-8",
                status: .badRequest)
        case .notFound:
            let page = resolver.root + "/404.html"
            if FileManager.default.fileExists(atPath: page) {
                return contents(of: page, status: .notFound, head: head, context: context)
            }
            return notBuiltYet()
        }
    }

    /// No site yet (the first build failed): a page that shows the problems and reloads when fixed.
    private func notBuiltYet() -> Response {
        let html =
            "<!DOCTYPE html><html lang=\"en\"><title>Not built yet</title><body><h1>The site is not built "
            + "yet</h1></body></html>"
        return text(PreviewClient.inject(into: html), type: "text/html; charset=utf-8", status: .notFound)
    }

    /// The file streamed from disk; an HTML page with the preview's script.
    private func contents(of file: String, status: HTTPResponse.Status, head: Bool, context: Context) -> Response {
        let type = ContentTypes.forPath(file)
        guard
            let body = FileBody(
                path: file, insertingBeforeBodyEnd: type.hasPrefix("text/html") ? PreviewClient.scriptTag : nil)
        else {
            return text("Not found\n", type: "text/plain; charset=utf-8", status: .notFound)
        }
        let headers: HTTPFields = [
            .contentType: type, .contentLength: String(body.contentLength), .cacheControl: "no-store",
        ]
        return Response(
            status: status, headers: headers, body: head ? ResponseBody() : body.body(pacedOn: context.eventLoop))
    }

    private func text(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: type, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// The `Host` headers the preview answers: its own address, and `localhost` and the loopback
/// addresses when it listens there. A page on another site that has its name re-pointed at
/// 127.0.0.1 (DNS rebinding) sends its own name and is refused, so that it cannot read the
/// preview. Listening on every address (`0.0.0.0`, `::`) is a choice to be reached by any
/// name: then every host is answered.
struct HostCheck: Sendable {
    /// Lowercased host names and addresses (IPv6 ones in brackets); nil for any.
    let names: Set<String>?

    init(boundTo host: String) {
        let bound = Self.bracketed(host.lowercased())
        if ["0.0.0.0", "[::]"].contains(bound) {
            names = nil
        } else {
            names = [bound, "localhost", "127.0.0.1", "[::1]"]
        }
    }

    /// Whether a request's `Host` (authority) names this preview; a request without one is refused.
    func allows(_ authority: String?) -> Bool {
        guard let names else { return true }
        guard let authority, let host = Self.host(of: authority) else { return false }
        return names.contains(host)
    }

    /// `Example.org:8000` → `example.org`; `[::1]:8000` → `[::1]`; nil when the port is not a number.
    static func host(of authority: String) -> String? {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("[") {
            guard let end = lowered.firstIndex(of: "]") else { return nil }
            let rest = lowered[lowered.index(after: end)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            return String(lowered[...end])
        }
        guard let colon = lowered.lastIndex(of: ":") else { return lowered }
        guard lowered[lowered.index(after: colon)...].allSatisfy(\.isNumber) else { return nil }
        return String(lowered[..<colon])
    }

    private static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}

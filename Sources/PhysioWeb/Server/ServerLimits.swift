import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much one connection may take from the server, so that slow, idle and broken clients can't
/// starve it: every limit closes the offending connection and leaves the others alone.
public struct ServerLimits: Sendable {
    /// A connection with no request in progress is closed after this long: one just opened that sends
    /// nothing, a TLS handshake or a request line and headers that never finish, a kept-alive
    /// connection between requests.
    public var idleTimeout: TimeAmount = .seconds(30)
    /// While the server waits for a request body, at least ``minimumBodyBytes`` must arrive in every
    /// window of this length; a body slower than that (a trickle) closes the connection.
    public var bodyWindow: TimeAmount = .seconds(15)
    /// 4 KB per 15 s window, about 270 bytes a second: far below any real network, phone uplinks included.
    public var minimumBodyBytes = 4 * 1024
    /// The request line and headers together; larger gets 431 and a close.
    public var maximumHeaderBytes = 16 * 1024
    /// Open connections at most. A new connection past it closes the least recently active one, so
    /// hundreds of held sockets can't exhaust the file descriptors nor keep the owner out.
    public var maximumConnections = ServerLimits.defaultMaximumConnections
    /// A WebSocket (a live session's page, a tracker, a screen watching) is pinged this often and
    /// closed when the last ping wasn't answered by the next one: a phone gone to sleep or off the
    /// network is let go, and its page reconnects when it comes back.
    public var webSocketPing: Duration = .seconds(30)

    public init() {}

    /// These limits with some changed, timeouts in seconds (`serve`'s hidden options, for tests).
    public func changing(idleTimeoutSeconds: Double?, bodyWindowSeconds: Double?, maximumConnections: Int?) -> Self {
        var limits = self
        if let idleTimeoutSeconds { limits.idleTimeout = .milliseconds(Int64(idleTimeoutSeconds * 1000)) }
        if let bodyWindowSeconds { limits.bodyWindow = .milliseconds(Int64(bodyWindowSeconds * 1000)) }
        if let maximumConnections { limits.maximumConnections = maximumConnections }
        return limits
    }

    /// 512 (a household's phones and tabs use a few dozen), or half the open-file limit when that is
    /// lower, leaving the other half to the database, the pose workers and uploads.
    public static var defaultMaximumConnections: Int {
        min(512, max(16, openFileLimit / 2))
    }

    /// The process's soft limit on open files (`ulimit -n`).
    static var openFileLimit: Int {
        var limit = rlimit()
        #if os(Linux)
        let result = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let result = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard result == 0 else { return Int.max }
        return Int(clamping: limit.rlim_cur)  // unlimited (all ones) clamps to Int.max
    }
}

import Logging

/// The server's log handler: `StreamLogHandler` (standard error, same lines), except that metadata
/// set on a logger is formatted only when something is logged. `StreamLogHandler` formats all of its
/// metadata every time one item changes, and Hummingbird sets a request id on every request's
/// logger — so every request paid for formatting it, although at the default level nothing is ever
/// logged.
struct DeferredMetadataLogHandler: LogHandler {
    private var base: StreamLogHandler
    var metadata: Logger.Metadata = [:]

    init(_ base: StreamLogHandler) { self.base = base }

    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { base.metadataProvider }
        set { base.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The event with this logger's metadata under its own (the event's win, as in `StreamLogHandler`).
    func log(event: LogEvent) {
        var event = event
        if !metadata.isEmpty {
            event.metadata = metadata.merging(event.metadata ?? [:]) { _, explicit in explicit }
        }
        base.log(event: event)
    }
}

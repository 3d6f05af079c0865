import Foundation
import Hummingbird
import Synchronization

/// Rendered pages kept until the database changes or the clock reaches the next minute.
///
/// Pages like home depend only on the database, the browser session (its anti-forgery token), the
/// address and the current minute (session times are whole minutes), so an unchanged page is served
/// again without reading or rendering. Any committed write makes every entry stale.
final class PageCache: Sendable {
    struct Key: Hashable, Sendable {
        var uri: String
        var csrf: String
        var dataVersion: Int
        var minute: Int
    }

    private let entries = Mutex<[Key: ByteBuffer]>([:])
    private let capacity: Int

    init(capacity: Int = 64) { self.capacity = capacity }

    /// The cached page for `key`, or the one `render()` makes, remembered for next time.
    func page(_ key: Key, render: () async throws -> ByteBuffer) async throws -> Response {
        if let body = entries.withLock({ $0[key] }) {
            return Renderer.html(body)
        }
        let body = try await render()
        guard capacity > 0 else { return Renderer.html(body) }
        entries.withLock { entries in
            // Stale keys can never hit again; drop them all when the cache fills.
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = body
        }
        return Renderer.html(body)
    }
}

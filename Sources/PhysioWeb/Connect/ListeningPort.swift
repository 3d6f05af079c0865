import Synchronization

/// The port the server actually listens on (known once it runs; `--port 0` picks one).
final class ListeningPort: Sendable {
    private let value = Mutex<Int?>(nil)

    var port: Int? { value.withLock { $0 } }

    func set(_ port: Int) { value.withLock { $0 = port } }
}

import Synchronization

/// The owner's sign-in token, kept in memory so checking a bearer token needs no database read.
public final class OwnerCredentials: Sendable {
    private let token: Mutex<String>

    public init(loginToken: String) { token = Mutex(loginToken) }

    public var loginToken: String { token.withLock { $0 } }

    func replace(with newToken: String) { token.withLock { $0 = newToken } }
}

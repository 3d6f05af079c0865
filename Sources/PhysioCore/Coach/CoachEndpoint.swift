import Foundation

/// The address of an OpenAI-compatible model server that PhysioPoint may contact: a loopback
/// address (this computer), or a host the owner named on the command line. Nothing else is ever
/// contacted, so a mistyped or planted address can't send the person's words off the machine.
public struct CoachEndpoint: Sendable, Hashable {
    /// The base URL as configured ("http://127.0.0.1:8081/v1").
    public let baseURL: URL
    /// Where chat completions are posted.
    public let chatCompletionsURL: URL

    /// Checks `text` against the policy. `allowedHosts` are the extra hosts the owner configured.
    public init(validating text: String, allowedHosts: Set<String> = []) throws(Problem) {
        let trimmed = text.trimmingWhitespace()
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased() else {
            throw .notAURL(trimmed)
        }
        guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(scheme) }
        guard let host = components.host, !host.isEmpty else { throw .notAURL(trimmed) }
        guard components.user == nil, components.password == nil else { throw .credentialsInURL }
        guard components.query == nil, components.fragment == nil else { throw .queryInURL }
        let normalizedHost = Self.bareHost(host)
        guard Self.isLoopback(normalizedHost) || allowedHosts.map(Self.bareHost).contains(normalizedHost) else {
            throw .notLoopback(normalizedHost)
        }
        var chat = components
        let path = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        chat.path = if path.hasSuffix("/chat/completions") { path } else if path.isEmpty { "/v1/chat/completions" } else { path + "/chat/completions" }
        guard let base = components.url, let chatURL = chat.url else { throw .notAURL(trimmed) }
        baseURL = base
        chatCompletionsURL = chatURL
    }

    /// "127.0.0.1:8081", for messages.
    public var displayAddress: String {
        let host = baseURL.host ?? "?"
        return baseURL.port.map { "\(host):\($0)" } ?? host
    }

    /// The host of `url` lowercased, without IPv6 brackets.
    static func bareHost(_ host: String) -> String {
        var host = host.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host
    }

    /// `localhost`, 127.0.0.0/8 and ::1.
    public static func isLoopback(_ rawHost: String) -> Bool {
        let host = bareHost(rawHost)
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        let values = octets.compactMap { $0.count <= 3 && $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard octets.count == 4, values.count == 4, values.allSatisfy({ (0...255).contains($0) }) else { return false }
        return values[0] == 127
    }

    /// Why an address was refused.
    public enum Problem: Error, LocalizedError, Hashable, Sendable {
        /// Not an absolute URL with a host.
        case notAURL(String)
        /// Not http or https.
        case unsupportedScheme(String)
        /// A user name or password in the URL.
        case credentialsInURL
        /// A query or fragment in the URL.
        case queryInURL
        /// The host is neither this computer nor one the owner allowed.
        case notLoopback(String)

        public var errorDescription: String? {
            switch self {
            case let .notAURL(text): "“\(text)” isn’t a web address. Use one like http://127.0.0.1:8081/v1."
            case let .unsupportedScheme(scheme): "“\(scheme)” addresses aren’t supported; use http:// or https://."
            case .credentialsInURL: "Leave the user name and password out of the address."
            case .queryInURL: "Leave anything after ? or # out of the address."
            case let .notLoopback(host):
                "PhysioPoint only talks to a model server on this computer (localhost or 127.0.0.1), so your words never leave it. “\(host)” is elsewhere: to use it anyway, start PhysioPoint with --coach-url pointing at it."
            }
        }
    }
}

/// Which coach answers, as kept in settings or given to `serve`.
public struct CoachSettings: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The built-in coach: no model, no network.
        case builtIn = "builtin"
        /// A local OpenAI-compatible model server.
        case openAI = "openai"
    }

    public var kind: Kind
    /// The model server's base URL; kept even while the built-in coach is chosen.
    public var baseURL: String
    /// The model name the server expects ("llama3.2:3b" for Ollama; anything for llama-server).
    public var model: String

    public static let standard = CoachSettings(kind: .builtIn, baseURL: "http://127.0.0.1:8081/v1", model: "local")

    public init(kind: Kind, baseURL: String, model: String) {
        self.kind = kind
        self.baseURL = baseURL
        self.model = model
    }
}

extension CoachEndpoint.Problem: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_coach_address" }
}

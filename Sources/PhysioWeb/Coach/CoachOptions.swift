import PhysioCore

/// How the server runs the coach: a choice made on the command line (overriding the saved one for
/// this run), the hosts the owner allowed besides this computer, and the model server timeouts.
public struct CoachOptions: Sendable {
    /// Set by `serve --coach …`; nil uses the choice saved on the coach settings page.
    public var override: CoachSettings?
    /// Hosts besides loopback that may be contacted: the host of `--coach-url` when the owner gave one.
    public var allowedHosts: Set<String>
    public var timeouts: ModelServerCoach.Timeouts

    public init(override: CoachSettings? = nil, allowedHosts: Set<String> = [], timeouts: ModelServerCoach.Timeouts = .standard) {
        self.override = override
        self.allowedHosts = allowedHosts
        self.timeouts = timeouts
    }

    /// The coach for `settings`: nil for the built-in one; a refusal that falls back when the address
    /// breaks the policy.
    func service(for settings: CoachSettings) -> (any CoachService)? {
        guard settings.kind == .openAI else { return nil }
        do {
            let endpoint = try CoachEndpoint(validating: settings.baseURL, allowedHosts: allowedHosts)
            return ModelServerCoach(endpoint: endpoint, model: settings.model, timeouts: timeouts)
        } catch {
            return RefusedCoach(reason: error.errorDescription ?? "That model server address isn’t allowed.")
        }
    }
}

/// Stands in for a model server whose address isn't allowed: it never connects, it only fails, so
/// the built-in coach answers and the page says why.
struct RefusedCoach: CoachService {
    let reason: String

    func reply(to conversation: [CoachMessage], context: CoachContext) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { $0.finish(throwing: CoachModelError.notAllowed(reason)) }
    }
}

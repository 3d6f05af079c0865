import ArgumentParser
import Foundation
import PhysioCore
import PhysioWeb

/// `serve --coach builtin|openai --coach-url URL --coach-model NAME`: choose the coach for this run,
/// overriding the choice saved on the coach settings page.
struct CoachCommandOptions: ParsableArguments {
    @Option(name: .customLong("coach"), help: "Who answers in the coach chat: builtin (default) or openai (a local model server).")
    var kind: String?

    @Option(
        name: .customLong("coach-url"),
        help: "Base URL of an OpenAI-compatible model server, e.g. http://127.0.0.1:8081/v1 (llama-server, Ollama, LM Studio). A host other than this computer is allowed only when given here.")
    var url: String?

    @Option(name: .customLong("coach-model"), help: "Model name to ask the server for (default: local).")
    var model: String?

    func validate() throws {
        if let kind, CoachSettings.Kind(rawValue: kind) == nil {
            throw ValidationError("--coach must be builtin or openai.")
        }
        if let url {
            do {
                _ = try CoachEndpoint(validating: url, allowedHosts: allowedHosts)
            } catch {
                throw ValidationError("--coach-url: \(error.errorDescription ?? "not a usable address.")")
            }
        }
        if kind == "openai", url == nil {
            throw ValidationError("--coach openai needs --coach-url, e.g. --coach-url http://127.0.0.1:8081/v1.")
        }
    }

    /// The owner named this host on the command line, so it may be contacted even if it isn't this computer.
    var allowedHosts: Set<String> {
        guard let url, let host = URLComponents(string: url)?.host else { return [] }
        return [host]
    }

    /// The coach options for the server.
    var coachOptions: CoachOptions {
        let standard = CoachSettings.standard
        let chosenKind = kind.flatMap(CoachSettings.Kind.init(rawValue:)) ?? (url != nil ? .openAI : nil)
        let override = chosenKind.map { CoachSettings(kind: $0, baseURL: url ?? standard.baseURL, model: model ?? standard.model) }
        return CoachOptions(override: override, allowedHosts: allowedHosts)
    }
}

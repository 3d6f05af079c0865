import Hummingbird
import PhysioCore
import PhysioStore

/// Turns assistive mode on or off: from Settings, or from the first-launch choices (back home).
struct AssistiveModeController {
    func addRoutes(to router: AppRouter) {
        router.post(AppPath.assistiveMode) { request, context in
            let database = try context.store
            let form = try await FormData.from(request).decode(AssistiveModeForm.self)
            guard let mode = form.mode else {
                throw AppError(.badRequest, code: "invalid_assistive_mode", "Choose “on” or “off” for assistive mode.")
            }
            try await database.setAssistiveMode(mode.isOn)
            if form.returnTo == AssistiveModeForm.returnHome {
                // First launch: the choice also ends the tour, and home then shows the next step.
                try await database.completeOnboarding()
                return Response.redirect(to: AppPath.home.query("notice", Notice.assistiveOn.rawValue).value, type: .normal)
            }
            return Response.redirect(to: AppPath.settings.fragment("assistive-mode").value, type: .normal)
        }
    }
}

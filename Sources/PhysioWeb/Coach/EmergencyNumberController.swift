import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The emergency number the coach's safety answers name: its own page and form post, so the form can
/// move to an app settings page without touching the chat.
struct EmergencyNumberController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.coachEmergencyNumber) { _, context in
            page(try await screen(context.store), context)
        }
        router.post(AppPath.coachEmergencyNumber) { request, context in
            let database = try context.store
            let form = try await FormData.from(request, limit: 4 * 1024)
            let typed = String((form["number"] ?? "").prefix(40))
            do {
                try await database.saveEmergencyNumber(try EmergencyNumber(validating: typed))
            } catch let problem as EmergencyNumber.Problem {
                let current = try await screen(database)
                let retry = EmergencyNumberScreen(
                    number: try await database.emergencyNumber(guessingFor: time.timeZone), isGuess: current.isGuess, typed: typed,
                    error: problem.message)
                return page(retry, context, status: .badRequest)
            }
            return Response.redirect(to: AppPath.coach.query("notice", CoachNotice.emergencyNumberSaved.rawValue).value, type: .normal)
        }
    }

    /// The form as it stands: the saved number, or the time zone's guess.
    func screen(_ database: AppDatabase) async throws -> EmergencyNumberScreen {
        let saved = try await database.savedEmergencyNumber()
        return EmergencyNumberScreen(number: saved ?? .likely(for: time.timeZone), isGuess: saved == nil)
    }

    func page(_ screen: EmergencyNumberScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok) -> Response {
        renderer.page(title: "Emergency number", section: .coach, context: context, status: status) { chrome in
            EmergencyNumberView(screen, chrome: chrome).html
        }
    }
}

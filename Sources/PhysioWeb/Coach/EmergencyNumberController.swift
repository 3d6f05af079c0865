import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The numbers the coach's safety answers name — the emergency number and the crisis line beside it:
/// their own page and form post, so the form can move to an app settings page without touching the chat.
struct EmergencyNumberController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.coachEmergencyNumber) { _, context in
            page(try await screen(context.store), context)
        }
        router.post(AppPath.coachEmergencyNumber) { request, context in try await save(request, context) }
    }

    /// Saves both numbers, or neither: each is checked, and a refusal names its field. A blank crisis
    /// line leaves the current one (saved or guessed) as it is.
    func save(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let database = try context.store
        let form = try await FormData.from(request, limit: 4 * 1024).decode(EmergencyNumberInput.self)
        let typed = form.number, typedLine = form.crisisLine
        var numberError: String?
        var lineError: String?
        var number: EmergencyNumber?
        var line: CrisisLine?
        do { number = try EmergencyNumber(validating: typed) } catch { numberError = error.message }
        if !typedLine.trimmingCharacters(in: .whitespaces).isEmpty {
            do { line = try CrisisLine(validating: typedLine) } catch { lineError = error.message }
        }
        guard numberError == nil, lineError == nil, let number else {
            var retry = try await screen(database)
            retry.value = typed
            retry.error = numberError
            retry.crisisValue = typedLine
            retry.crisisName = nil
            retry.crisisError = lineError
            return page(retry, context, status: .badRequest)
        }
        try await database.saveEmergencyNumber(number)
        if let line { try await database.saveCrisisLine(line) }
        return Response.redirect(to: AppPath.coach.query("notice", CoachNotice.emergencyNumberSaved.rawValue).value, type: .normal)
    }

    /// The form as it stands: the saved numbers, or the time zone's guesses.
    func screen(_ database: AppDatabase) async throws -> EmergencyNumberScreen {
        let saved = try await database.savedEmergencyNumber()
        let savedLine = try await database.savedCrisisLine()
        return EmergencyNumberScreen(
            number: saved ?? .likely(for: time.timeZone), isGuess: saved == nil,
            crisisLine: savedLine ?? .likely(for: time.timeZone), crisisIsGuess: savedLine == nil,
            guessedCountry: CountryContacts.likely(for: time.timeZone)?.name)
    }

    func page(_ screen: EmergencyNumberScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok) -> Response {
        renderer.page(title: "Emergency number and crisis line", section: .coach, context: context, status: status) { chrome in
            EmergencyNumberView(screen, chrome: chrome).html
        }
    }
}

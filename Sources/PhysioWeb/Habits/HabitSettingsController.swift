import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The habit coach's own settings: celebrations, kept voice notes and its reminder times.
struct HabitSettingsController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.habitSettings) { request, context in
            page(try await context.store.habitSettings(), notice: HabitNotice.from(request), context)
        }
        router.post(AppPath.habitSettings) { request, context in try await save(request, context) }
        // The habit settings form of earlier versions (an open tab, a saved page) posted here:
        // 308 keeps the method and body.
        router.post(AppPath.settings) { _, _ in
            Response(status: .permanentRedirect, headers: [.location: AppPath.habitSettings.value])
        }
    }

    func page(
        _ settings: HabitSettings, error: String? = nil, notice: String? = nil, _ context: AppRequestContext
    ) -> Response {
        renderer.page(
            title: "Settings", section: .habits, context: context, notice: notice,
            bodyClass: HabitSettingsView.bodyClass, status: error == nil ? .ok : .badRequest
        ) { chrome in
            HabitSettingsView(settings: settings, timeZone: time.timeZone.identifier, error: error, chrome: chrome).html
        }
    }

    func save(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await FormData.from(request).decode(HabitSettingsForm.self)
        let database = try context.store
        let current = try await database.habitSettings()
        let reminders: ReminderTimes
        do {
            reminders = try ReminderTimes.parse(
                nightPrep: form.nightPrepReminder, morningFocus: form.morningFocusReminder, midday: form.middayReminder)
        } catch {
            return page(current, error: error.errorDescription, context)
        }
        try await database.saveHabitSettings(
            HabitSettings(
                celebrationsEnabled: form.celebrations, keepAudio: form.keepAudio, reminders: reminders))
        return Response.redirect(to: HabitNotice.settingsSaved.on(AppPath.habitSettings.path), type: .normal)
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioViews
import PhysioStore

/// The app's settings page, the habit coach's settings, and exporting / importing everything PhysioPoint holds.
struct SettingsController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    struct ImportedJSON: Codable, Sendable {
        var message: String
        var parts: [String]
        var redirect: String
    }

    /// An export with years of voice notes can be large; nothing else comes close.
    static let maximumImportBytes = 256 * 1024 * 1024

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/settings") { request, context in
            renderer.page(
                title: "Settings", section: .settings, session: context.session, notice: HabitNotice.from(request),
                bodyClass: AppSettingsView.bodyClass
            ) { chrome in AppSettingsView(chrome: chrome).html }
        }
        router.get("/habits/settings") { request, context in
            page(try await database.habitSettings(), notice: HabitNotice.from(request), context)
        }
        router.post("/habits/settings") { request, context in try await save(request, context) }
        // The habit settings form of earlier versions (an open tab, a saved page) posted here:
        // 308 keeps the method and body.
        router.post("/settings") { _, _ in
            Response(status: .permanentRedirect, headers: [.location: AppPath.habitSettings.value])
        }
        router.get("/settings/export") { _, _ in
            var response = Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: try await database.exportArchive())))
            response.headers[.contentDisposition] = "attachment; filename=\"physiopoint-export-\(time.today.iso).json\""
            return response
        }
        router.post("/settings/import") { request, _ in try await importFile(request) }
    }

    func page(
        _ settings: HabitSettings, error: String? = nil, notice: String? = nil, _ context: AppRequestContext
    ) -> Response {
        renderer.page(
            title: "Settings", section: .habits, session: context.session, notice: notice,
            bodyClass: HabitSettingsView.bodyClass, status: error == nil ? .ok : .badRequest
        ) { chrome in
            HabitSettingsView(settings: settings, timeZone: time.timeZone.identifier, error: error, chrome: chrome).html
        }
    }

    func save(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await FormData.from(request)
        let current = try await database.habitSettings()
        let reminders: ReminderTimes
        do {
            reminders = try ReminderTimes.parse(
                nightPrep: form["nightPrepReminder"] ?? "", morningFocus: form["morningFocusReminder"] ?? "",
                midday: form["middayReminder"])
        } catch {
            return page(current, error: error.errorDescription, context)
        }
        try await database.saveHabitSettings(
            HabitSettings(
                celebrationsEnabled: form["celebrations"] != nil, keepAudio: form["keepAudio"] != nil, reminders: reminders))
        return Response.redirect(to: HabitNotice.settingsSaved.on(.habitSettings), type: .normal)
    }

    /// The page's script sends the chosen file as the body, with the anti-forgery header.
    func importFile(_ request: Request) async throws -> Response {
        var request = request
        let buffer = try await request.collectBody(upTo: Self.maximumImportBytes)
        let summary = try await database.importArchive(Data(buffer: buffer), at: time.wholeSecondNow)
        return try JSONBody.response(
            ImportedJSON(
                message: "Imported \(summary.plans) plan(s), \(summary.habitEntries) day entries and \(summary.cravingNotes) note(s).",
                parts: summary.parts, redirect: HabitNotice.imported.on(.settings)))
    }
}

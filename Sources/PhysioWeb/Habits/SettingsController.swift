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
    /// When each device was last seen (the auth middleware notes every request).
    let devices: DeviceActivity

    struct ImportedJSON: Codable, Sendable {
        var message: String
        var parts: [String]
        var redirect: String
    }

    /// An export with years of voice notes can be large; nothing else comes close.
    static let maximumImportBytes = 256 * 1024 * 1024

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/settings") { request, context in
            let thisDevice = context.session.flatMap { SignedSession.id(of: $0.token) }
            let list = DeviceList(
                devices.merged(with: try await database.devices()), thisDevice: thisDevice, now: time.now,
                timeZone: time.timeZone)
            return renderer.page(
                title: "Settings", section: .settings, session: context.session,
                notice: HabitNotice.from(request) ?? SettingsNotice.from(request), bodyClass: AppSettingsView.bodyClass
            ) { chrome in AppSettingsView(devices: list.rows, chrome: chrome).html }
        }
        router.get("/settings/devices/:id/sign-out") { _, context in
            let id = try context.deviceID()
            guard let device = devices.merged(with: try await database.devices()).first(where: { $0.id == id }) else {
                throw AppError.notFound("That device isn't signed in any more.")
            }
            return renderer.page(title: "Sign out a device", section: .settings, session: context.session) { chrome in
                DeviceSignOutView(id: device.id, name: device.name, chrome: chrome).html
            }
        }
        router.post("/settings/devices/:id/sign-out") { _, context in
            let id = try context.deviceID()
            try await database.revokeSignedSession(id: id, at: time.now)
            devices.forget(id)
            if id == context.session.flatMap({ SignedSession.id(of: $0.token) }) {
                var response = Response.redirect(
                    to: AppPath.signIn.query("notice", Notice.signedOut.rawValue).value, type: .normal)
                response.setCookie(AuthController.cookie(value: "", maxAge: 0))
                return response
            }
            return Response.redirect(to: SettingsNotice.deviceSignedOut.on(.settings, fragment: "devices"), type: .normal)
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

extension AppRequestContext {
    /// A device's session id from the path (hex, as `Tokens.make` writes it); anything else is not found.
    func deviceID() throws -> String {
        guard let id = parameters.get("id"), ConnectedDevice.idLength.contains(id.count),
              id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { throw AppError.notFound("That device isn't signed in any more.") }
        return id
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The app's settings page (the signed-in person's: assistive mode, their phone, reminders, their
/// data, their devices, who helps them) and exporting / importing that person's data.
struct SettingsController {
    let household: Household
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

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.settings) { request, context in
            let person = try context.subject
            let thisDevice = context.session.flatMap { SignedSession.parse($0.token)?.id }
            let list = DeviceList(
                try myDevices(person.id), thisDevice: thisDevice, now: time.now, timeZone: time.timeZone)
            let screen = HouseholdSettingsScreen(people: household.people, grants: household.helpGrants, person: person)
            return renderer.page(
                title: "Settings", section: .settings, context: context,
                notice: HabitNotice.from(request) ?? SettingsNotice.from(request), bodyClass: AppSettingsView.bodyClass
            ) { chrome in AppSettingsView(devices: list.rows, household: screen, chrome: chrome).html }
        }
        router.get(AppPath.deviceSignOut) { _, context, id in
            guard let device = try myDevices(try context.subject.id).first(where: { $0.id == id }) else {
                throw AppError.notFound("That device isn't signed in any more.")
            }
            return renderer.page(title: "Sign out a device", section: .settings, context: context) { chrome in
                DeviceSignOutView(id: device.id, name: device.name, chrome: chrome).html
            }
        }
        router.post(AppPath.deviceSignOut) { _, context, id in
            // Only one's own devices: another person's device id is not found.
            guard try myDevices(try context.subject.id).contains(where: { $0.id == id }) else {
                throw AppError.notFound("That device isn't signed in any more.")
            }
            try household.revokeSignedSession(id: id, at: time.now)
            devices.forget(id)
            if id == context.session.flatMap({ SignedSession.parse($0.token)?.id }) {
                var response = Response.redirect(
                    to: AppPath.signIn.query("notice", Notice.signedOut.rawValue).value, type: .normal)
                response.setCookie(AuthController.cookie(value: "", maxAge: 0, secure: context.isSecure))
                return response
            }
            return Response.redirect(to: SettingsNotice.deviceSignedOut.on(AppPath.settings.path, fragment: "devices"), type: .normal)
        }
        router.get(AppPath.settingsExport) { _, context in try await export(context.store) }
        router.post(AppPath.settingsImport) { request, context in try await importFile(request, context.store) }
        router.get(AppPath.apiExport) { _, context in try await export(context.store, download: false) }
        router.post(AppPath.apiImport) { request, context in
            var request = request
            let buffer = try await request.collectBody(upTo: Self.maximumImportBytes)
            let summary = try await context.store.importArchive(Data(buffer: buffer), at: time.wholeSecondNow)
            return try JSONBody.response(["parts": summary.parts])
        }
    }

    /// The devices of `personID`: stored, with the latest use seen here.
    func myDevices(_ personID: UUID) throws -> [ConnectedDevice] {
        devices.merged(with: try household.devices(of: personID).map(\.device), of: personID)
    }

    /// Everything one person keeps, as one JSON file.
    func export(_ database: AppDatabase, download: Bool = true) async throws -> Response {
        var response = Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: try await database.exportArchive())))
        if download {
            response.headers[.contentDisposition] = "attachment; filename=\"physiopoint-export-\(time.today.iso).json\""
        }
        return response
    }

    /// The page's script sends the chosen file as the body, with the anti-forgery header.
    func importFile(_ request: Request, _ database: AppDatabase) async throws -> Response {
        var request = request
        let buffer = try await request.collectBody(upTo: Self.maximumImportBytes)
        let summary = try await database.importArchive(Data(buffer: buffer), at: time.wholeSecondNow)
        return try JSONBody.response(
            ImportedJSON(
                message: "Imported \(summary.plans) plan(s), \(summary.habitEntries) day entries and \(summary.cravingNotes) note(s).",
                parts: summary.parts, redirect: HabitNotice.imported.on(AppPath.settings.path)))
    }
}

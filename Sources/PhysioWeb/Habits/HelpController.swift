import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// "I Need Help": the four categories, each category's mini-coach, saving the tagged note (with a
/// voice note when "Keep audio" is on) and playing a kept recording back to the owner.
struct HelpController {
    let renderer: Renderer
    let time: AppTime

    /// What the page's script sends when a voice note comes along.
    struct SavedNoteJSON: Codable, Sendable {
        var id: String
        var category: String
        var hasAudio: Bool
        var redirect: String
        var celebration: CelebrationView?
    }

    /// Voice notes are short; this bounds the request, base64 included.
    static let maximumBodyBytes = 16 * 1024 * 1024

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.help) { _, context in
            try await page(category: nil, context: context)
        }
        router.get(AppPath.helpCategory) { _, context, category in
            try await page(category: category, context: context)
        }
        router.post(AppPath.helpNotes) { request, context in try await saveNote(request, context) }
        router.get(AppPath.noteAudio) { _, context, id in
            guard let audio = try await context.store.cravingAudio(noteID: id) else {
                throw AppError.notFound("That voice note isn’t kept on this machine.")
            }
            return Response(
                status: .ok, headers: [.contentType: audio.mimeType, .cacheControl: "private, no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: audio.bytes)))
        }
    }

    func page(category: CravingCategory?, context: AppRequestContext) async throws -> Response {
        let today = time.today
        let database = try context.store
        async let settings = database.habitSettings()
        async let notes = database.cravingNotes(from: today.adding(days: -6), through: today)
        let rows = try await notes.reversed().map(CravingNoteRow.init)
        let help = NeedHelpPage(category: category, settings: try await settings)
        return renderer.page(
            title: category?.title ?? HabitWording.needHelp, section: .habits, context: context,
            bodyClass: NeedHelpView.bodyClass
        ) { chrome in
            category == nil
                ? NeedHelpView(help, recentNotes: Array(rows.prefix(5)), chrome: chrome).html
                : HelpCoachView(help, chrome: chrome).html
        }
    }

    func saveNote(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let input: CravingNoteInput
        if (request.headers[.contentType] ?? "").lowercased().hasPrefix("application/json") {
            input = try await JSONInput.decode(CravingNoteInput.self, from: request, limit: Self.maximumBodyBytes)
        } else {
            // A form never carries the voice note: it needs the page's script, which sends JSON.
            input = try await FormData.from(request).decode(CravingNoteInput.self)
        }
        let id = UUID().uuidString.lowercased()
        var audioBytes: Data?
        var reference: AudioReference?
        if let audio = input.audio {
            guard let bytes = Data(base64Encoded: audio.base64), !bytes.isEmpty else {
                throw AppError.badRequest("The voice note didn’t arrive whole; record it again.")
            }
            audioBytes = bytes
            let type = audio.mimeType.split(separator: ";").first.map(String.init) ?? audio.mimeType
            let fileExtension = type.split(separator: "/").last.map(String.init) ?? "audio"
            reference = AudioReference(fileName: "note-\(id).\(fileExtension)", durationSeconds: audio.durationSeconds, mimeType: type)
        }
        let database = try context.store
        let settings = try await database.habitSettings()
        let note = try CravingNote.make(
            id: id, categoryID: input.category, recordedAt: time.wholeSecondNow, timeZone: time.timeZone,
            text: input.text ?? "", chosenActionID: input.action, answerID: input.answer, audio: reference,
            keepAudio: settings.keepAudio)
        let saved = try await database.addCravingNote(
            note, audio: audioBytes, claim: context.idempotency, at: time.now, today: time.today)
        // The help page doesn't show what was due, so this save celebrates it along with its own.
        let celebration = saved.celebration(settings: settings, shownDue: false)
        let redirect = HabitNotice.noteSaved.on(AppPath.today.path, celebrate: celebration?.achievementIDs ?? [])
        if request.wantsJSON {
            return try JSONBody.response(
                SavedNoteJSON(
                    id: note.id, category: note.category.rawValue, hasAudio: note.audio != nil, redirect: redirect,
                    celebration: celebration.map(CelebrationView.init)),
                status: .created)
        }
        return Response.redirect(to: redirect, type: .normal)
    }
}

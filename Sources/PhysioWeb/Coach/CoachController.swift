import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The coach chat: the page, sending a message (a form post, or a streamed reply for the page's
/// script), clearing the conversation after confirmation, and choosing the coach.
struct CoachController {
    let renderer: Renderer
    let time: AppTime
    let options: CoachOptions

    /// Messages shown on the page and sent to a model as history.
    static let pageLimit = 200
    static let historyLimit = 20

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.coach) { request, context in
            try await page(context, notice: CoachNotice.from(request))
        }
        router.post(AppPath.coachMessages) { request, context in try await send(request, context) }
        router.get(AppPath.coachClear) { _, context in
            renderer.page(title: "Clear the conversation?", section: .coach, context: context) { chrome in
                CoachClearView(chrome: chrome).html
            }
        }
        router.post(AppPath.coachClear) { _, context in
            try await context.store.clearCoachConversation()
            return Response.redirect(to: AppPath.coach.query("notice", CoachNotice.cleared.rawValue).value, type: .normal)
        }
        router.get(AppPath.coachSettings) { _, context in
            let screen = CoachSettingsScreen(
                settings: try await context.store.coachSettings(), overriddenBy: options.override)
            return settingsPage(screen, context)
        }
        router.post(AppPath.coachSettings) { request, context in try await saveSettings(request, context) }
        EmergencyNumberController(renderer: renderer, time: time).addRoutes(to: router)
    }

    func page(
        _ context: AppRequestContext, notice: String? = nil, error: String? = nil, draft: String = "",
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let database = try context.store
        let screen = CoachScreen(
            messages: try await database.coachMessages(limit: Self.pageLimit),
            context: try await CoachContextLoader(database: database, time: time).load(),
            settings: try await settings(database), timeZone: time.timeZone, error: error, draft: draft)
        let emergency = try await EmergencyNumberController(renderer: renderer, time: time).screen(database)
        return renderer.page(
            title: "Coach", section: .coach, context: context, notice: notice, bodyClass: "coach", status: status
        ) { chrome in CoachView(screen, chrome: chrome, emergencyNumber: emergency).html }
    }

    func settingsPage(_ screen: CoachSettingsScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok) -> Response {
        renderer.page(title: "Coach settings", section: .coach, context: context, status: status) { chrome in
            CoachSettingsView(screen, chrome: chrome).html
        }
    }

    /// The choice in force: the command line's, else the saved one.
    func settings(_ database: AppDatabase) async throws -> CoachSettings {
        if let override = options.override { return override }
        return try await database.coachSettings()
    }

    func send(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let streaming = (request.headers[.accept] ?? "").contains("text/event-stream")
        let text = try await FormData.from(request, limit: 16 * 1024).decode(CoachMessageForm.self).said
        let message: CoachMessage
        do {
            message = try CoachMessage.fromPerson(text, at: time.now)
        } catch {
            let problem = AppError(error)
            if streaming { return try JSONBody.response(ErrorBody(problem), status: problem.status) }
            return try await page(context, error: problem.message, draft: String(text.prefix(CoachMessage.maximumLength)), status: .badRequest)
        }
        let database = try context.store
        let asked = try await database.appendCoachMessage(message)
        let conversation = try await database.coachMessages(limit: Self.historyLimit)
        let coachContext = try await CoachContextLoader(database: database, time: time).load()
        let coach = FallbackCoach(
            primary: options.service(for: try await settings(database)),
            emergencyNumber: try await database.emergencyNumber(guessingFor: time.timeZone),
            crisisLine: try await database.crisisLine(guessingFor: time.timeZone))
        let clock = time.clock
        let timeZone = time.timeZone

        guard streaming else {
            let reply = await coach.run(conversation: conversation, context: coachContext, date: { clock.now() })
            try await database.appendCoachMessage(reply)
            return Response.redirect(to: AppPath.coach.fragment("latest").value, type: .normal)
        }
        let body = ResponseBody { writer in
            let sent = CoachScreen.bubble(asked, today: LocalDate(asked.sentAt, in: timeZone), timeZone: timeZone)
            try? await writer.write(ServerSentEvent.buffer("sent", ["id": sent.id, "time": sent.timeLabel]))
            let reply = await coach.run(conversation: conversation, context: coachContext, date: { clock.now() }) { event in
                // A closed page must not stop the reply from being kept.
                switch event {
                case let .text(text): try? await writer.write(ServerSentEvent.buffer("text", ["text": text]))
                case let .fallback(notice): try? await writer.write(ServerSentEvent.buffer("fallback", ["notice": notice]))
                }
            }
            let saved = try await database.appendCoachMessage(reply)
            let bubble = CoachScreen.bubble(saved, today: LocalDate(clock.now(), in: timeZone), timeZone: timeZone)
            // The finished bubble as the page renders it, so a safety answer streams in with its alert
            // style and tap-to-call numbers, exactly as it shows after a reload.
            try? await writer.write(ServerSentEvent.buffer("done", [
                "id": bubble.id, "source": bubble.sourceLabel ?? "", "time": bubble.timeLabel,
                "html": CoachBubbleView(bubble).html.rendered, "alert": bubble.alert?.rawValue ?? "",
            ]))
            try? await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: body)
    }

    func saveSettings(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let wanted = try await FormData.from(request).decode(CoachSettingsForm.self).settings
        let kind = wanted.kind, baseURL = wanted.baseURL, model = wanted.model
        func retry(_ message: String) -> Response {
            settingsPage(
                CoachSettingsScreen(settings: wanted, overriddenBy: options.override, error: message), context,
                status: .badRequest)
        }
        if kind == .openAI || !baseURL.isEmpty {
            do {
                _ = try CoachEndpoint(validating: baseURL, allowedHosts: options.allowedHosts)
            } catch {
                return retry(error.message)
            }
        }
        if kind == .openAI {
            guard !model.isEmpty, TextLength.fits(model, in: 200), model.allSatisfy({ !$0.isNewline }),
                !model.unicodeScalars.contains(where: DisplayText.isHidden)
            else {
                return retry("Give the model’s name as your model server lists it, for example llama3.2:3b.")
            }
        }
        try await context.store.saveCoachSettings(wanted)
        return Response.redirect(to: AppPath.coach.query("notice", CoachNotice.settingsSaved.rawValue).value, type: .normal)
    }
}

/// One server-sent event: `event: name` and a JSON `data:` line, so text with newlines stays one line.
enum ServerSentEvent {
    static func buffer(_ name: String, _ fields: [String: String]) -> ByteBuffer {
        let data = (try? JSONBody.encoder.encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return ByteBuffer(string: "event: \(name)\ndata: \(data)\n\n")
    }
}

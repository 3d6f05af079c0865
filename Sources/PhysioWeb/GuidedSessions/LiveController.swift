import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import PhysioCore
import PhysioStore
import PhysioViews

/// Guided sessions: the intro (pick a source), the live page and its WebSocket, ending, the summary
/// and saving. The engine runs here, on the server; pages and trackers only send samples.
struct LiveController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime
    let pose: PoseWorkerPool
    let configuration: AppConfiguration
    let hub = LiveSessionHub()

    /// The largest WebSocket message read: a camera frame with its header. Text messages are still
    /// held to `LiveInput.maximumBytes` (refused with an error); anything larger closes the socket.
    static let maximumMessageBytes = CameraFrame.maximumBytes + 64 * 1024

    func addRoutes(to router: Router<AppRequestContext>) {
        let base = "/plans/:id/sessions/:slot/exercises/:exercise"
        router.get("\(base)/start") { _, context in
            let (place, exercise, prescription) = try await prescribed(context)
            var screen = SessionIntroScreen(
                exercise: exercise, place: place, slotDone: try await slotDone(place),
                cameraAvailable: await cameraAvailable, side: prescription?.side)
            screen.remember(try await database.rememberedSource(for: exercise.id))
            // Nothing lost: sessions left running offer Resume or Discard; ended, unsaved ones Save or Discard.
            for draft in try await database.liveDrafts(
                planID: place.planID, slotID: place.slotID, exerciseID: place.exerciseID,
                touchedSince: time.now - LiveDraft.keptFor)
            {
                guard let session = try await findSession(draft.id), await session.savedRecordID == nil else { continue }
                if let metrics = await session.finalMetrics, let ended = await session.endedAt {
                    screen.drafts.append(
                        UnsavedSession(id: draft.id, endedAt: ended, timeZone: time.timeZone, metrics: metrics))
                } else {
                    screen.resumable.append(
                        ResumableSession(
                            id: draft.id, startedAt: draft.startedAt, timeZone: time.timeZone, state: await session.current))
                }
            }
            return renderer.page(title: exercise.name, session: context.session, bodyClass: "session-intro") {
                chrome in SessionIntroView(screen, chrome: chrome).html
            }
        }
        router.post("\(base)/live") { request, context in
            let (place, exercise, prescription) = try await prescribed(context)
            let form = try await FormData.from(request)
            let source = try form.choice("source", as: SessionSource.self) ?? .slider
            guard source.isLive else {
                throw InputValueError(field: "source", expected: "a live source: phone, tracker, slider or camera", value: source.rawValue)
            }
            let side = try form.choice("side", as: BodySide.self) ?? prescription?.side ?? .left
            let id = String(Tokens.make().prefix(32))
            let startedAt = time.now
            try await database.deleteLiveDrafts(notUpdatedSince: startedAt - LiveDraft.keptFor)
            try await database.createLiveDraft(
                LiveDraft(
                    id: id, planID: place.planID, slotID: place.slotID, exerciseID: exercise.id, side: side,
                    source: source, startedAt: startedAt),
                at: startedAt)
            try await database.rememberSource(source, for: exercise.id)
            _ = await hub.start(
                LiveSession.Setup(
                    exercise: exercise, side: side, source: source, place: place, startedAt: startedAt),
                id: id, clock: time.clock, estimator: poseEstimator, drafts: database)
            return Response.redirect(to: AppPath.live(id).value, type: .normal)
        }
        router.get("/live/:live") { request, context in
            let session = try await liveSession(context)
            if await session.isEnded { return Response.redirect(to: await session.summaryPath, type: .normal) }
            let setup = session.setup
            let host = request.head.authority ?? "127.0.0.1:8080"
            let screen = LiveSessionScreen(
                sessionID: session.id, exercise: setup.exercise, side: setup.side, source: setup.source,
                place: setup.place)
            let trackerURL = "\(configuration.tls == nil ? "ws" : "wss")://\(host)\(AppPath.liveSocket(session.id))"
            var camera: CameraPanel?
            if setup.source == .camera {
                let framing = CameraFraming(
                    movement: setup.exercise.movement, side: setup.side, position: setup.exercise.position)
                camera = CameraPanel(framing: framing, estimationAvailable: await cameraAvailable)
            }
            return renderer.page(
                title: "\(setup.exercise.name) — live", session: context.session, bodyClass: "session-live"
            ) { chrome in
                LiveSessionView(screen, trackerURL: trackerURL, camera: camera, chrome: chrome).html
            }
        }
        router.post("/live/:live/end") { request, context in
            _ = try await FormData.from(request)
            let session = try await liveSession(context)
            await session.end(at: time.now)
            await session.releasePoseStream()
            return Response.redirect(to: await session.summaryPath, type: .normal)
        }
        router.post("/live/:live/pain-stop") { request, context in
            _ = try await FormData.from(request)
            let session = try await liveSession(context)
            await session.stopForPain(at: time.now)
            return Response.redirect(to: await session.summaryPath, type: .normal)
        }
        router.get("/live/:live/summary") { _, context in
            let session = try await liveSession(context)
            guard let metrics = await session.finalMetrics else {
                return Response.redirect(to: AppPath.live(session.id).value, type: .normal)
            }
            if let saved = await session.savedRecordID {
                return Response.redirect(to: AppPath.sessionRecord(saved).value, type: .normal)
            }
            let setup = session.setup
            let (ring, done) = try await database.todayRing(setup.place, today: time.today)
            var screen = SessionSummaryScreen(
                exercise: setup.exercise, metrics: metrics, source: setup.source, place: setup.place, ring: ring,
                slotDone: done, painStop: await session.painStop)
            screen.emergencyNumber = try await database.emergencyNumber(guessingFor: time.timeZone)
            return renderer.page(
                title: "Session summary", session: context.session, bodyClass: "session-summary"
            ) { chrome in SessionSummaryView(screen, saveAction: .liveSessionSave(session.id), chrome: chrome).html }
        }
        router.post("/live/:live/discard") { request, context in
            _ = try await FormData.from(request)
            let session = try await liveSession(context)
            guard await session.savedRecordID == nil else {
                throw AppError.badRequest("A saved session can't be discarded.", code: "not_a_draft")
            }
            // A running one too (the intro's Discard): it ends, and its draft goes.
            await session.end(at: time.now)
            await session.releasePoseStream()
            await hub.discard(session.id)
            try await database.deleteLiveDraft(id: session.id)
            let back = session.setup.place.map {
                AppPath.guidedSession(plan: $0.planID, slot: $0.slotID, exercise: $0.exerciseID)
            } ?? .schedule
            return Response.redirect(to: back.value, type: .normal)
        }
        router.post("/live/:live/save") { request, context in
            let form = try await FormData.from(request)
            let session = try await liveSession(context)
            return Response.redirect(
                to: AppPath.sessionRecord(try await save(session, form: form)).query("saved", "1").value, type: .normal)
        }
        router.ws(
            "/live/:live/ws",
            shouldUpgrade: { request, context in
                guard let id = context.parameters.get("live"), try await findSession(id) != nil else {
                    throw AppError.notFound(
                        "There is no live session at this address. Start a new one from your schedule.")
                }
                try Self.refuseForeignOrigin(request, context: context)
                return .upgrade([:])
            },
            onUpgrade: { inbound, outbound, context in
                guard let id = context.requestContext.parameters.get("live"), let session = try await findSession(id)
                else {
                    return
                }
                try await Self.serve(session, inbound: inbound, outbound: outbound)
            })
    }

    /// The summary page's screen and where its form posts.
    /// Pumps one socket: its messages into the session, the session's states out, and a tick every
    /// quarter second so the page learns when tracking is lost.
    static func serve(
        _ session: LiveSession, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async throws {
        let (socket, messages) = await session.connect()
        guard socket >= 0 else {
            for await text in messages { try await outbound.write(.text(text)) }
            return
        }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in messages { try await outbound.write(.text(text)) }
                }
                group.addTask {
                    while !Task.isCancelled {
                        try await Task.sleep(for: .milliseconds(250))
                        await session.tick()
                    }
                }
                for try await message in inbound.messages(maxSize: maximumMessageBytes) {
                    switch message {
                    case .text(let text): await session.receive(text, from: socket)
                    case .binary(let buffer): await session.receiveFrame(Array(buffer.readableBytesView), from: socket)
                    }
                }
                group.cancelAll()
            }
        } catch {
            await session.disconnect(socket)
            throw error
        }
        await session.disconnect(socket)
    }

    /// A socket opened with the owner's cookie must come from one of our own pages: browsers always
    /// send Origin with a WebSocket handshake, and one from another site (or none) is refused, so a
    /// page elsewhere can't ride the cookie into a session (cross-site WebSocket hijacking). A tracker
    /// signing in with the bearer token carries no ambient credential to hijack, so its Origin is free.
    static func refuseForeignOrigin(_ request: Request, context: AppRequestContext) throws {
        guard context.session != nil else { return }
        if request.headers[HTTPField.Name("Sec-Fetch-Site")!] == "cross-site" { throw AppError.forgeryRefused }
        guard let origin = request.headers[.origin], let host = request.head.authority,
            origin == "http://\(host)" || origin == "https://\(host)"
        else { throw AppError.forgeryRefused }
    }

    /// What measures camera frames: the one the configuration names (tests, `--scripted-pose`), else
    /// the server's MediaPipe workers.
    var poseEstimator: any PoseEstimating { configuration.poseEstimator ?? pose }

    /// Whether camera frames can be measured now: the estimator's worker is installed.
    var cameraAvailable: Bool {
        get async { await poseEstimator.isAvailable }
    }

    func save(_ session: LiveSession, form: FormData) async throws -> UUID {
        if let saved = await session.savedRecordID { return saved }
        guard let metrics = await session.finalMetrics, let endedAt = await session.endedAt else {
            throw AppError.badRequest("End the session before saving it.", code: "session_running")
        }
        let setup = session.setup
        // The numbers the session ran under (the plan's when it started), with who set them.
        var set: Prescription?
        if let place = setup.place { set = try await database.plan(id: place.planID)?.prescriptions[setup.exercise.id] }
        let record = SessionRecord(
            id: UUID(), planID: setup.place?.planID, slotID: setup.place?.slotID, exerciseID: setup.exercise.id,
            source: setup.source, day: LocalDate(setup.startedAt, in: time.timeZone), startedAt: setup.startedAt,
            endedAt: endedAt, feeling: try form.choice("feeling", as: SessionFeeling.self), metrics: metrics,
            painStop: await session.painStop,
            prescription: Prescription.doneUnder(setup.exercise, side: setup.side, set: set),
            correctedReps: try SessionRecord.correction(form["reps"], measured: metrics.reps))
        // What the engine measured goes through the same ranges as an import.
        try record.validate(path: "session")
        try await database.saveSession(
            record, completingSlot: setup.place != nil, finishingDraft: session.id, at: time.now)
        await session.markSaved(record.id)
        return record.id
    }

    /// The session with this id: in memory, else rebuilt from its draft (after a restart, or once idle).
    func findSession(_ id: String) async throws -> LiveSession? {
        if let session = await hub.session(id) { return session }
        guard id.count <= 64, let draft = try await database.liveDraft(id: id),
            let exercise = RehabLibrary.exercise(id: draft.exerciseID)
        else { return nil }
        var place: SessionPlace?
        if let planID = draft.planID, let slotID = draft.slotID, let plan = try await database.plan(id: planID),
            let slot = plan.slots.first(where: { $0.id == slotID })
        {
            place = SessionPlace(
                planID: plan.id, planName: plan.name, slotID: slot.id, slotLabel: slot.time.label,
                exerciseIDs: plan.exerciseIDs, exerciseID: draft.exerciseID)
        }
        let setup = LiveSession.Setup(
            exercise: exercise, side: draft.side, source: draft.source, place: place, startedAt: draft.startedAt)
        let session = await LiveSession.restore(
            draft, setup: setup, clock: time.clock, estimator: poseEstimator, drafts: database)
        return await hub.adopt(session)
    }

    func liveSession(_ context: AppRequestContext) async throws -> LiveSession {
        guard let id = context.parameters.get("live"), let session = try await findSession(id) else {
            throw AppError.notFound(
                "This live session has ended or the server restarted. Start it again from your schedule.")
        }
        return session
    }

    func place(_ context: AppRequestContext) async throws -> SessionPlace {
        let slotID = try context.uuid("slot")
        guard let plan = try await database.plan(id: try context.uuid("id")),
            let slot = plan.slots.first(where: { $0.id == slotID })
        else { throw AppError.notFound("That session isn't part of a plan any more. It may have been deleted.") }
        guard let exerciseID = context.parameters.get("exercise"), plan.exerciseIDs.contains(exerciseID) else {
            throw AppError.notFound("That exercise isn't part of this plan.")
        }
        return SessionPlace(
            planID: plan.id, planName: plan.name, slotID: slot.id, slotLabel: slot.time.label,
            exerciseIDs: plan.exerciseIDs, exerciseID: exerciseID)
    }

    /// The session's place with the exercise as the plan prescribes it, and the plan's prescription.
    func prescribed(_ context: AppRequestContext) async throws -> (SessionPlace, Exercise, Prescription?) {
        let place = try await place(context)
        guard let plan = try await database.plan(id: place.planID), let exercise = plan.exercise(id: place.exerciseID)
        else { throw AppError.notFound("That exercise isn't part of this plan.") }
        return (place, exercise, plan.prescriptions[place.exerciseID])
    }

    func slotDone(_ place: SessionPlace) async throws -> Bool {
        let today = time.today
        return try await database.completions(from: today, to: today).contains { $0.slotID == place.slotID }
    }
}

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
    let renderer: Renderer
    let time: AppTime
    let pose: PoseWorkerPool
    let configuration: AppConfiguration
    /// Whether the request's device is still signed in (a device signed out elsewhere, a new link, a
    /// person removed): its open socket is closed within a tick.
    let stillSignedIn: @Sendable (AppRequestContext) -> Bool
    let hub: LiveSessionHub

    init(
        renderer: Renderer, time: AppTime, pose: PoseWorkerPool, configuration: AppConfiguration,
        stillSignedIn: @escaping @Sendable (AppRequestContext) -> Bool
    ) {
        self.renderer = renderer
        self.time = time
        self.pose = pose
        self.configuration = configuration
        self.stillSignedIn = stillSignedIn
        hub = LiveSessionHub(clock: time.clock)
    }

    /// The largest WebSocket message read: a camera frame with its header. Text messages are still
    /// held to `LiveInput.maximumBytes` (refused with an error); anything larger closes the socket.
    static let maximumMessageBytes = CameraFrame.maximumBytes + 64 * 1024

    func addRoutes(to router: AppRouter) {
        router.sessionPlace(.get, AppPath.guidedSession) { _, context, found in
            let store = try context.store
            let place = found.session, exercise = found.exercise
            var screen = SessionIntroScreen(
                exercise: exercise, place: place, slotDone: try await slotDone(place, store),
                cameraAvailable: await cameraAvailable, side: found.prescription?.side,
                doneToday: try await store.exercisesDone(place, day: time.today))
            screen.remember(try await store.rememberedSource(for: exercise.id))
            screen.guide.numbers = NumbersOrigin(found.prescription)
            // Nothing lost: sessions left running offer Resume or Discard; ended, unsaved ones Save or Discard.
            for draft in try await store.liveDrafts(
                planID: place.planID, slotID: place.slotID, exerciseID: place.exerciseID,
                touchedSince: time.now - LiveDraft.keptFor)
            {
                guard let session = try await findSession(draft.id, context), await session.savedRecordID == nil
                else { continue }
                if let metrics = await session.finalMetrics, let ended = await session.endedAt {
                    screen.drafts.append(
                        UnsavedSession(id: draft.id, endedAt: ended, timeZone: time.timeZone, metrics: metrics))
                } else {
                    screen.resumable.append(
                        ResumableSession(
                            id: draft.id, startedAt: draft.startedAt, timeZone: time.timeZone, state: await session.current))
                }
            }
            return renderer.page(title: exercise.name, context: context, bodyClass: "session-intro") {
                chrome in
                // Assistive mode: the movement to follow and one Start, with the source remembered.
                chrome.assistive && screen.resumable.isEmpty && screen.drafts.isEmpty
                    ? AssistiveSessionStartView(screen, chrome: chrome).html : SessionIntroView(screen, chrome: chrome).html
            }
        }
        router.sessionPlace(.post, AppPath.liveStart) { request, context, found in
            let store = try context.store
            let place = found.session, exercise = found.exercise
            let form = try await FormData.from(request).decode(SessionStartForm.self)
            let source = form.source ?? .slider
            guard source.isLive else {
                throw InputValueError(
                    field: SessionStartForm.CodingKeys.source.rawValue, expected: "a live source: phone, tracker, slider or camera",
                    value: source.rawValue)
            }
            let side = form.side ?? found.prescription?.side ?? .left
            let id = String(Tokens.make().prefix(32))
            let startedAt = time.now
            // The numbers in force now go with the draft: a rebuilt session counts against these.
            let setup = LiveSession.Setup(
                exercise: exercise, side: side, source: source, place: place, startedAt: startedAt,
                prescription: found.prescription ?? Prescription(library: exercise))
            try await store.deleteLiveDrafts(notUpdatedSince: startedAt - LiveDraft.keptFor)
            try await store.createLiveDraft(
                LiveDraft(
                    id: id, planID: place.planID, slotID: place.slotID, exerciseID: exercise.id, side: side,
                    source: source, startedAt: startedAt, prescription: setup.prescription),
                at: startedAt)
            try await store.rememberSource(source, for: exercise.id)
            _ = await hub.start(
                setup, id: id, person: try context.subject.id, clock: time.clock, estimator: poseEstimator,
                drafts: store)
            return Response.redirect(to: AppPath.live(id).value, type: .normal)
        }
        router.get(AppPath.live) { request, context, id in
            let session = try await liveSession(id, context)
            if await session.isEnded { return Response.redirect(to: await session.summaryPath, type: .normal) }
            let setup = session.setup
            let host = request.head.authority ?? "127.0.0.1:8080"
            let screen = LiveSessionScreen(
                sessionID: session.id, exercise: setup.exercise, side: setup.side, source: setup.source,
                place: setup.place, numbers: NumbersOrigin(setup.prescription))
            let trackerURL = "\(configuration.tls == nil ? "ws" : "wss")://\(host)\(AppPath.liveSocket(session.id))"
            var camera: CameraPanel?
            if setup.source == .camera {
                let framing = CameraFraming(
                    movement: setup.exercise.movement, side: setup.side, position: setup.exercise.position)
                camera = CameraPanel(framing: framing, estimationAvailable: await cameraAvailable)
            }
            return renderer.page(
                title: "\(setup.exercise.name) — live", context: context, bodyClass: "session-live"
            ) { chrome in
                LiveSessionView(screen, trackerURL: trackerURL, camera: camera, chrome: chrome).html
            }
        }
        router.post(AppPath.liveEnd) { request, context, id in
            _ = try await FormData.from(request)
            let session = try await liveSession(id, context)
            await session.end(at: time.now)
            await session.releasePoseStream()
            return Response.redirect(to: await session.summaryPath, type: .normal)
        }
        router.post(AppPath.livePainStop) { request, context, id in
            _ = try await FormData.from(request)
            let session = try await liveSession(id, context)
            await session.stopForPain(at: time.now)
            return Response.redirect(to: await session.summaryPath, type: .normal)
        }
        router.get(AppPath.liveSummary) { _, context, id in
            let session = try await liveSession(id, context)
            guard let metrics = await session.finalMetrics else {
                return Response.redirect(to: AppPath.live(session.id).value, type: .normal)
            }
            if let saved = await session.savedRecordID {
                return Response.redirect(to: AppPath.sessionRecord(saved).value, type: .normal)
            }
            let store = try context.store
            let setup = session.setup
            let (ring, done) = try await store.todayRing(setup.place, today: time.today)
            var screen = SessionSummaryScreen(
                exercise: setup.exercise, metrics: metrics, source: setup.source, place: setup.place, ring: ring,
                slotDone: done, painStop: await session.painStop,
                doneToday: try await store.exercisesDone(setup.place, day: time.today))
            screen.numbers = NumbersOrigin(setup.prescription)
            screen.emergencyNumber = try await store.emergencyNumber(guessingFor: time.timeZone)
            return renderer.page(
                title: "Session summary", context: context, bodyClass: "session-summary"
            ) { chrome in SessionSummaryView(screen, saveAction: AppPath.liveSessionSave(session.id), chrome: chrome).html }
        }
        router.post(AppPath.liveDiscard) { request, context, id in
            _ = try await FormData.from(request)
            let session = try await liveSession(id, context)
            guard await session.savedRecordID == nil else {
                throw AppError.badRequest("A saved session can't be discarded.", code: "not_a_draft")
            }
            // A running one too (the intro's Discard): it ends, and its draft goes.
            await session.end(at: time.now)
            await session.releasePoseStream()
            await hub.discard(session.id)
            let store = try context.store
            try await store.deleteLiveDraft(id: session.id)
            await store.reclaimFreeSpace()
            let back = session.setup.place.map {
                AppPath.guidedSession($0.planID, $0.slotID, $0.exerciseID)
            } ?? AppPath.schedule.path
            return Response.redirect(to: back.value, type: .normal)
        }
        router.post(AppPath.liveSessionSave) { request, context, id in
            let form = try await FormData.from(request)
            let session = try await liveSession(id, context)
            return Response.redirect(
                to: AppPath.sessionRecord(try await save(session, form: form, context.store)).query("saved", "1").value,
                type: .normal)
        }
        router.ws(
            AppPath.liveSocket,
            shouldUpgrade: { request, context, id in
                guard try await findSession(id, context) != nil else {
                    throw AppError.notFound(
                        "There is no live session at this address. Start a new one from your schedule.")
                }
                try Self.refuseForeignOrigin(request, context: context)
            },
            onUpgrade: { inbound, outbound, context, id in
                guard let session = try await findSession(id, context) else { return }
                try await Self.serve(
                    session, inbound: inbound, outbound: outbound, signedIn: { stillSignedIn(context) })
            })
    }

    /// The summary page's screen and where its form posts.
    /// Pumps one socket: its messages into the session, the session's states out, and a tick every
    /// quarter second so the page learns when tracking is lost.
    static func serve(
        _ session: LiveSession, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
        signedIn: @escaping @Sendable () -> Bool = { true }
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
                        // Signed out meanwhile: the socket closes, and with it the reading loop.
                        if !signedIn() {
                            try? await outbound.close(.policyViolation, reason: "signed out")
                            return
                        }
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

    func save(_ session: LiveSession, form: FormData, _ database: AppDatabase) async throws -> UUID {
        if let saved = await session.savedRecordID { return saved }
        let form = try form.decode(SessionSaveForm.self)
        guard let metrics = await session.finalMetrics, let endedAt = await session.endedAt else {
            throw AppError.badRequest("End the session before saving it.", code: "session_running")
        }
        let setup = session.setup
        let record = SessionRecord(
            id: UUID(), planID: setup.place?.planID, slotID: setup.place?.slotID, exerciseID: setup.exercise.id,
            source: setup.source, day: LocalDate(setup.startedAt, in: time.timeZone), startedAt: setup.startedAt,
            endedAt: endedAt, feeling: form.feeling, metrics: metrics,
            painStop: await session.painStop,
            // The numbers the session ran under (the plan's when it started), with who set them.
            prescription: setup.prescription,
            correctedReps: try form.count.correction(measured: metrics.reps))
        // What the engine measured goes through the same ranges as an import.
        try record.validate(path: "session")
        try await database.saveSession(
            record, completingSlot: setup.place != nil, finishingDraft: session.id, at: time.now)
        await session.markSaved(record.id)
        await database.reclaimFreeSpace()  // the draft went with the save
        return record.id
    }

    /// The session with this id, if it is the request's person's: in memory, else rebuilt from
    /// their draft (after a restart, or once idle). Another person's session is never found.
    func findSession(_ id: String, _ context: AppRequestContext) async throws -> LiveSession? {
        let person = try context.subject.id
        if let session = await hub.session(id, person: person) { return session }
        let database = try context.store
        guard id.count <= 64, let draft = try await database.liveDraft(id: id),
            let session = try await LiveSession.rebuild(
                draft, database: database, clock: time.clock, estimator: poseEstimator)
        else { return nil }
        return await hub.adopt(session, person: person)
    }

    func liveSession(_ id: String, _ context: AppRequestContext) async throws -> LiveSession {
        guard let session = try await findSession(id, context) else {
            throw AppError.notFound(
                "This live session has ended or the server restarted. Start it again from your schedule.")
        }
        return session
    }

    func slotDone(_ place: SessionPlace, _ database: AppDatabase) async throws -> Bool {
        let today = time.today
        return try await database.completions(from: today, to: today).contains { $0.slotID == place.slotID }
    }
}

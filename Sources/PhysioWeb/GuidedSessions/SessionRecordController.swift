import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Saved guided sessions: the summary of one, its download as a workout record, and a plan's progress.
struct SessionRecordController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.sessionRecord) { request, context, recordID in
            let store = try context.store
            let record = try await record(recordID, store)
            guard let exercise = record.exercise else {
                throw AppError.notFound("That exercise isn't in the library any more.")
            }
            let place = try await place(of: record, store)
            let (ring, done) = try await store.todayRing(place, today: time.today)
            let exercisesDone = try await store.exercisesDone(place, day: record.day)
            var screen = SessionSummaryScreen(
                exercise: exercise, metrics: record.metrics, source: record.source, place: place, ring: ring,
                slotDone: done, saved: record, doneToday: exercisesDone)
            screen.emergencyNumber = try await store.emergencyNumber(guessingFor: time.timeZone)
            screen.readOnly = context.helping != nil
            // The next exercise not yet done in this session today; none left: what comes next and when.
            if place != nil, record.day == time.today { screen.offerNext(skipping: exercisesDone) }
            if screen.nextExerciseID == nil, screen.painStop == nil, place != nil {
                let read = try await store.homeRead(now: time.now, timeZone: time.timeZone)
                var next = AssistiveHomeScreen(schedule: read.schedule)
                try await next.startAtNextExercise(read.schedule, database: store, today: time.today)
                screen.nextStep = next
            }
            let notice = Self.notice(request, record: record, slotLabel: place?.slotLabel ?? "", slotDone: done)
            return renderer.page(
                title: "\(exercise.name) summary", context: context, notice: notice,
                bodyClass: "session-summary"
            ) { chrome in SessionSummaryView(screen, saveAction: nil, chrome: chrome).html }
        }
        router.post(AppPath.sessionReps) { request, context, recordID in
            let form = try await FormData.from(request).decode(CountCorrectionForm.self)
            let store = try context.store
            let record = try await record(recordID, store)
            let reps = try form.correction(measured: record.metrics.reps)
            let done = try await store.correctSessionReps(id: record.id, to: reps, at: time.now)
            return Response.redirect(
                to: AppPath.sessionRecord(record.id).query("count", done ? "done" : "1").value, type: .normal)
        }
        router.get(AppPath.sessionWorkoutJSON) { _, context, recordID in
            let record = try await record(recordID, try context.store)
            return download(
                WorkoutRecord(record).json(), type: "application/json; charset=utf-8", record: record, ext: "json")
        }
        router.get(AppPath.sessionWorkoutCSV) { _, context, recordID in
            let record = try await record(recordID, try context.store)
            return download(
                WorkoutRecord.csv([WorkoutRecord(record)]), type: "text/csv; charset=utf-8", record: record, ext: "csv")
        }
        router.plan(.get, AppPath.planProgress) { _, context, plan in
            let today = time.today
            let store = try context.store
            let records = try await store.sessions(planID: plan.id)
            let completions = try await store.completions(from: today.adding(days: -60), to: today)
            let screen = PlanProgressScreen(
                plan: plan, records: records, completions: completions, today: today, timeZone: time.timeZone)
            return renderer.page(
                title: "\(plan.name) progress", section: .schedule, context: context, bodyClass: "plan-progress"
            ) { chrome in PlanProgressView(screen, chrome: chrome).html }
        }
    }

    /// What the page says after the save (`?saved=1`) or a count correction (`?count=1`, or `done`
    /// when the correction completed the slot).
    static func notice(_ request: Request, record: SessionRecord, slotLabel: String, slotDone: Bool) -> String? {
        let marked = "Your \(slotLabel) session is marked done."
        if request.query("saved") == "1" { return slotDone ? "Saved. \(marked)" : "Saved." }
        switch request.query("count") {
        case "done": return "Your count is saved. \(marked)"
        case "1": return record.correctedReps == nil ? "Back to the count measured." : "Your count is saved."
        default: return nil
        }
    }

    func download(_ text: String, type: String, record: SessionRecord, ext: String) -> Response {
        let name = "physiopoint-\(record.exerciseID)-\(record.day.iso).\(ext)"
        return Response(
            status: .ok,
            headers: [.contentType: type, .contentDisposition: "attachment; filename=\"\(name)\""],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    func record(_ id: UUID, _ store: AppDatabase) async throws -> SessionRecord {
        guard let record = try await store.session(id: id) else { throw AppDatabase.StoreError.sessionNotFound }
        return record
    }

    /// Where a saved session sat, if its plan and slot still exist.
    func place(of record: SessionRecord, _ store: AppDatabase) async throws -> SessionPlace? {
        guard let planID = record.planID, let plan = try await store.plan(id: planID),
            let slot = plan.slots.first(where: { $0.id == record.slotID })
        else { return nil }
        return SessionPlace(
            planID: plan.id, planName: plan.name, slotID: slot.id, slotLabel: slot.time.label,
            exerciseIDs: plan.exerciseIDs, exerciseID: record.exerciseID)
    }
}

extension AppDatabase {
    /// The place's exercises with a saved set of its session slot on `day`.
    func exercisesDone(_ place: SessionPlace?, day: LocalDate) async throws -> Set<String> {
        guard let place else { return [] }
        let records = try await sessions(planID: place.planID, slotID: place.slotID, day: day)
        return SlotDoneRule.doneExercises(place.exerciseIDs, records: records, slotID: place.slotID, day: day)
    }

    /// Today's sessions of the place's plan, done of scheduled, and whether the place's slot is done.
    func todayRing(_ place: SessionPlace?, today: LocalDate) async throws -> (GoalRing, Bool) {
        guard let place, let plan = try await plan(id: place.planID) else {
            return (GoalRing(done: 0, total: 0), false)
        }
        let done = Set(try await completions(from: today, to: today).map(\.slotID))
        let slots = Set(plan.slots.map(\.id))
        return (GoalRing(done: done.intersection(slots).count, total: slots.count), done.contains(place.slotID))
    }
}

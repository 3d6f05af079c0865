import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Saved guided sessions: the summary of one, its download as a workout record, and a plan's progress.
struct SessionRecordController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/sessions/:record") { request, context in
            let record = try await record(context)
            guard let exercise = record.exercise else {
                throw AppError.notFound("That exercise isn't in the library any more.")
            }
            let place = try await place(of: record)
            let (ring, done) = try await database.todayRing(place, today: time.today)
            var screen = SessionSummaryScreen(
                exercise: exercise, metrics: record.metrics, source: record.source, place: place, ring: ring,
                slotDone: done, saved: record)
            screen.emergencyNumber = try await database.emergencyNumber(guessingFor: time.timeZone)
            // The next exercise not yet done in this session today; none left: what comes next and when.
            if let place, record.day == time.today {
                let records = try await database.sessions(planID: place.planID, slotID: place.slotID, day: record.day)
                screen.offerNext(
                    skipping: SlotDoneRule.doneExercises(
                        place.exerciseIDs, records: records, slotID: place.slotID, day: record.day))
            }
            if screen.nextExerciseID == nil, screen.painStop == nil, place != nil {
                let read = try await database.homeRead(now: time.now, timeZone: time.timeZone)
                var next = AssistiveHomeScreen(schedule: read.schedule)
                try await next.startAtNextExercise(read.schedule, database: database, today: time.today)
                screen.nextStep = next
            }
            let notice = Self.notice(request, record: record, slotLabel: place?.slotLabel ?? "", slotDone: done)
            return renderer.page(
                title: "\(exercise.name) summary", session: context.session, notice: notice,
                bodyClass: "session-summary"
            ) { chrome in SessionSummaryView(screen, saveAction: nil, chrome: chrome).html }
        }
        router.post("/sessions/:record/reps") { request, context in
            let form = try await FormData.from(request)
            let record = try await record(context)
            let reps = try SessionRecord.correction(form["reps"], measured: record.metrics.reps)
            let done = try await database.correctSessionReps(id: record.id, to: reps, at: time.now)
            return Response.redirect(
                to: AppPath.sessionRecord(record.id).query("count", done ? "done" : "1").value, type: .normal)
        }
        router.get("/sessions/:record/workout.json") { _, context in
            let record = try await record(context)
            return download(
                WorkoutRecord(record).json(), type: "application/json; charset=utf-8", record: record, ext: "json")
        }
        router.get("/sessions/:record/workout.csv") { _, context in
            let record = try await record(context)
            return download(
                WorkoutRecord.csv([WorkoutRecord(record)]), type: "text/csv; charset=utf-8", record: record, ext: "csv")
        }
        router.get("/plans/:id/progress") { _, context in
            guard let plan = try await database.plan(id: try context.uuid("id")) else {
                throw AppError.notFound("That plan doesn't exist any more. It may have been deleted.")
            }
            let today = time.today
            let records = try await database.sessions(planID: plan.id)
            let completions = try await database.completions(from: today.adding(days: -60), to: today)
            let screen = PlanProgressScreen(
                plan: plan, records: records, completions: completions, today: today, timeZone: time.timeZone)
            return renderer.page(
                title: "\(plan.name) progress", section: .schedule, session: context.session, bodyClass: "plan-progress"
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

    func record(_ context: AppRequestContext) async throws -> SessionRecord {
        guard let text = context.parameters.get("record"), let id = UUID(uuidString: text),
            let record = try await database.session(id: id)
        else { throw AppError.notFound("That session isn't saved here. It may have been deleted with its plan.") }
        return record
    }

    /// Where a saved session sat, if its plan and slot still exist.
    func place(of record: SessionRecord) async throws -> SessionPlace? {
        guard let planID = record.planID, let plan = try await database.plan(id: planID),
            let slot = plan.slots.first(where: { $0.id == record.slotID })
        else { return nil }
        return SessionPlace(
            planID: plan.id, planName: plan.name, slotID: slot.id, slotLabel: slot.time.label,
            exerciseIDs: plan.exerciseIDs, exerciseID: record.exerciseID)
    }
}

extension AppDatabase {
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

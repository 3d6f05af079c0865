import Foundation
import PhysioCore

/// The session summary and plan progress pages' screens in each of their states, with fixed ids,
/// days and a plan name that needs escaping.
public enum SummaryFixtures {
    public static let zone = RehabFixtures.toronto
    public static let today = LocalDate(iso: "2026-11-23")!
    public static let oddName = "Knee <b>\"bend\"</b> & 'more'"
    public static let recordID = UUID(uuidString: "C0FFEE00-0000-0000-0000-0000000000AB")!

    /// The knee plan (heel slides then another exercise), three sessions a day, made on Nov 10.
    public static func plan() -> RehabPlan {
        var plan = RehabFixtures.kneePlan(createdAt: RehabFixtures.at(2026, 11, 10, 9, in: zone))
        plan.id = UUID(uuidString: "AB000000-0000-0000-0000-0000000000CD")!
        plan.name = oddName
        return plan
    }

    /// Where exercise `index` of the plan's 8:00 session sits.
    public static func place(exercise index: Int = 0) -> SessionPlace {
        let plan = plan()
        return SessionPlace(
            planID: plan.id, planName: plan.name, slotID: plan.slots[0].id, slotLabel: "8:00 AM",
            exerciseIDs: plan.exerciseIDs, exerciseID: plan.exerciseIDs[index])
    }

    /// Three full reps of heel slides with, when `mixed`, a partial rep that stopped below the
    /// target and one that went past it (and the best past-target angle reported).
    public static func metrics(mixed: Bool = true) -> SessionMetrics {
        let base = SessionFixtures.metrics(reps: 3)
        guard mixed else { return base }
        var reps = base.repetitions
        var short = reps[0]
        short.kind = .partial
        short.peakAngle = 60
        short.peakZone = .below
        var past = reps[2]
        past.peakAngle = 112
        past.peakZone = .beyond
        reps.insert(short, at: 1)
        reps[3] = past
        return SessionMetrics(
            goal: MotionFixtures.heelSlides, repetitions: reps, bestAngle: base.bestAngle, pastTargetAngle: 112,
            timeInZoneSeconds: base.timeInZoneSeconds, durationSeconds: base.durationSeconds,
            samplesUsed: base.samplesUsed, samplesRejected: base.samplesRejected, trackingLosses: 0)
    }

    /// A session where no sample was usable.
    public static func emptyMetrics() -> SessionMetrics {
        SessionEngine(goal: MotionFixtures.heelSlides).summary()
    }

    public static func record(metrics: SessionMetrics, feeling: SessionFeeling?) -> SessionRecord {
        SessionFixtures.record(
            plan: plan(), day: today, timeZone: zone, metrics: metrics, feeling: feeling, id: recordID)
    }

    public static let heelSlides = RehabLibrary.exercise(id: "heel-slides")!

    /// Before saving, exercise 1 of 2, with partial and past-target reps.
    public static func unsaved() -> SessionSummaryScreen {
        SessionSummaryScreen(
            exercise: heelSlides, metrics: metrics(), source: .camera, place: place(),
            ring: GoalRing(done: 1, total: 3),
            slotDone: false)
    }

    /// Nothing measured, outside any plan.
    public static func noData() -> SessionSummaryScreen {
        SessionSummaryScreen(
            exercise: heelSlides, metrics: emptyMetrics(), source: .phone, place: nil,
            ring: GoalRing(done: 0, total: 0), slotDone: false)
    }

    /// Saved, with a next exercise to go to, felt harder.
    public static func savedWithNext() -> SessionSummaryScreen {
        let metrics = metrics()
        return SessionSummaryScreen(
            exercise: heelSlides, metrics: metrics, source: .slider, place: place(), ring: GoalRing(done: 1, total: 3),
            slotDone: false, saved: record(metrics: metrics, feeling: .harder))
    }

    /// Saved as the plan's last exercise (the slot is done), every rep done, no feeling given.
    public static func savedLast() -> SessionSummaryScreen {
        var metrics = metrics(mixed: false)
        metrics.targetReps = 3
        return SessionSummaryScreen(
            exercise: heelSlides, metrics: metrics, source: .tracker, place: place(exercise: 1),
            ring: GoalRing(done: 2, total: 3), slotDone: true, saved: record(metrics: metrics, feeling: nil))
    }

    /// Saved after its plan was deleted.
    public static func savedWithoutPlan() -> SessionSummaryScreen {
        let metrics = metrics(mixed: false)
        return SessionSummaryScreen(
            exercise: heelSlides, metrics: metrics, source: .slider, place: nil, ring: GoalRing(done: 0, total: 0),
            slotDone: false, saved: record(metrics: metrics, feeling: .easier))
    }

    /// The plan's progress with no sessions saved.
    public static func progressEmpty() -> PlanProgressScreen {
        PlanProgressScreen(plan: plan(), records: [], completions: [], today: today, timeZone: zone)
    }

    /// Heel slides on three days (two sessions today), one done slot yesterday and two today.
    public static func progress() -> PlanProgressScreen {
        let plan = plan()
        var worse = SessionFixtures.metrics(reps: 3)
        worse.bestAngle = 70
        let records = [
            SessionFixtures.record(
                plan: plan, day: today.adding(days: -6), timeZone: zone, metrics: worse, feeling: nil,
                id: UUID(uuidString: "00000000-0000-0000-0000-00000000AA01")!),
            SessionFixtures.record(
                plan: plan, day: today.adding(days: -1), timeZone: zone, metrics: metrics(), feeling: .easier,
                id: UUID(uuidString: "00000000-0000-0000-0000-00000000AA02")!),
            SessionFixtures.record(
                plan: plan, day: today, hour: 8, timeZone: zone, metrics: worse, feeling: .harder,
                id: UUID(uuidString: "00000000-0000-0000-0000-00000000AA03")!),
            SessionFixtures.record(
                plan: plan, slot: 1, day: today, hour: 13, timeZone: zone, metrics: metrics(mixed: false),
                id: UUID(uuidString: "00000000-0000-0000-0000-00000000AA04")!),
        ]
        let at = RehabFixtures.at(2026, 11, 23, 9, in: zone)
        let completions = [
            SlotCompletion(slotID: plan.slots[0].id, day: today.adding(days: -1), completedAt: at),
            SlotCompletion(slotID: plan.slots[0].id, day: today, completedAt: at),
            SlotCompletion(slotID: plan.slots[1].id, day: today, completedAt: at),
        ]
        return PlanProgressScreen(plan: plan, records: records, completions: completions, today: today, timeZone: zone)
    }
}

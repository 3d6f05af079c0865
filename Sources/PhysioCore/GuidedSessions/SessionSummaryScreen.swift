import Foundation

/// Where a guided session sits: which plan, which of today's sessions, which exercise of how many.
public struct SessionPlace: Codable, Sendable, Hashable {
    public var planID: UUID
    public var planName: String
    public var slotID: UUID
    /// "8:00 AM".
    public var slotLabel: String
    public var exerciseIDs: [String]
    public var exerciseID: String

    public init(
        planID: UUID, planName: String, slotID: UUID, slotLabel: String, exerciseIDs: [String], exerciseID: String
    ) {
        self.planID = planID
        self.planName = planName
        self.slotID = slotID
        self.slotLabel = slotLabel
        self.exerciseIDs = exerciseIDs
        self.exerciseID = exerciseID
    }

    /// Whether this is the slot's only exercise (saving a set of it completes the slot: ``SlotDoneRule``).
    public var completesSlot: Bool { exerciseIDs.count <= 1 }

    public var position: Int { (exerciseIDs.firstIndex(of: exerciseID) ?? 0) + 1 }

    public var nextExerciseID: String? {
        guard let index = exerciseIDs.firstIndex(of: exerciseID), index + 1 < exerciseIDs.count else { return nil }
        return exerciseIDs[index + 1]
    }
}

/// Today's goal for the plan, drawn as a ring: sessions done of those scheduled today.
public struct GoalRing: Sendable, Hashable {
    public var done: Int
    public var total: Int
    /// 0…100, for `stroke-dasharray` on a circle with `pathLength="100"`.
    public var percent: Int
    public var centerLabel: String
    public var label: String

    public init(done: Int, total: Int) {
        self.done = min(done, total)
        self.total = total
        percent = total == 0 ? 0 : Int(clamping: 100 * Double(self.done) / Double(total), to: 0...100)
        centerLabel = "\(self.done)/\(total)"
        label =
            total == 0
            ? "No sessions scheduled today"
            : "\(self.done) of \(total) \(total == 1 ? "session" : "sessions") done today"
    }
}

/// The Session Complete screen: what the person did, per-rep bars, how it felt, today's goal.
/// Shown before saving (with the "How did it feel?" form) and after (with downloads).
public struct SessionSummaryScreen: Sendable {
    public struct FeelingOption: Sendable, Hashable {
        public var value: String
        public var label: String
        public var checked: Bool
    }

    public var exerciseName: String
    public var tint: String
    public var targetLabel: String
    public var sourceLabel: String
    /// The best angle within the target band.
    public var bestAngleLabel: String
    /// "Went past the target: 112°", when a rep went beyond the band.
    public var pastTargetLabel: String?
    public var repsLabel: String
    /// The session's reps: the person's own count once they corrected it, else the one measured.
    public var repsDone: Int
    /// The full reps the engine counted, whatever the person says.
    public var measuredReps: Int
    /// "You counted 12; measured 9", once the person corrected the count.
    public var correctionLabel: String?
    /// Whether "Count wrong?" starts open: the count may be off, or it was corrected.
    public var countFixOpen: Bool
    /// Seen by someone helping: the count is the person's own to correct.
    public var readOnly = false
    /// The second opinion's count, offered in "Count wrong?" when it disagrees with the one measured
    /// (``SessionMetrics/suggestedReps``); nil once the person corrected the count.
    public var suggestedReps: Int?
    public var targetReps: Int
    public var partialLabel: String?
    /// "Set 1: 10 of 10 · Set 2: 5 of 10", for a session in sets (nil otherwise).
    public var setsLabel: String?
    public var timeInZoneLabel: String
    public var durationLabel: String
    /// Why the count may be short or off: tracking lost during the session, the camera failing to
    /// follow the joint for much of it (``SessionMetrics/shakyTrackingNote``), or the second opinion
    /// disagreeing (``SessionMetrics/countCheckNote``); nil when none.
    public var trackingNote: String?
    public var goalReached: Bool
    public var headline: String
    public var chart: RepBarChart
    public var repList: [RepBarChart.Bar]
    public var legend = ZoneWording.legend
    public var noData: Bool
    public var ring: GoalRing
    public var feelings: [FeelingOption]
    public var feelingLabel: String?
    /// What saving does to today's session, in words.
    public var slotNote: String
    public var place: SessionPlace?
    public var planKey: String?
    public var slotKey: String?
    public var nextExerciseID: String?
    public var nextExerciseName: String?
    public var recordID: String?
    /// The saved record, once saved (its page and downloads hang below it).
    public var savedID: UUID?
    public var isSaved: Bool
    /// Set when the person stopped because it hurt: where, and the line the summary leads with.
    public var painStop: PainStop?
    /// The calm guidance shown after a pain stop (the coach's safety answer for pain).
    public var painGuidance: PainStopGuidance? {
        painStop == nil ? nil : PainStop.guidance(emergencyNumber: emergencyNumber)
    }
    /// The person's emergency number (the coach's setting), for the pain-stop guidance.
    public var emergencyNumber: EmergencyNumber = .international
    /// Whose numbers the session was done under (a saved record says; the live summary is told).
    public var numbers: NumbersOrigin = .library
    /// Once saved with no exercise left in the session: what comes next and when (the next step home
    /// shows in assistive mode), so the last page of a session says it.
    public var nextStep: AssistiveHomeScreen?

    /// - Parameters:
    ///   - ring: today's sessions for the plan as they stand (after saving, when `saved` is given).
    ///   - slotDone: whether the session slot is already done today.
    ///   - painStop: where the live session was stopped because it hurt (a saved record carries its own).
    ///   - doneToday: the session's exercises with a saved set today, for what saving does (``slotNote``).
    public init(
        exercise: Exercise, metrics: SessionMetrics, source: SessionSource, place: SessionPlace?,
        ring: GoalRing, slotDone: Bool, saved: SessionRecord? = nil, painStop: PainStop? = nil,
        doneToday: Set<String> = []
    ) {
        exerciseName = exercise.name
        tint = exercise.region.tint
        targetLabel = metrics.target.label
        sourceLabel = source.displayName
        bestAngleLabel = SessionFormat.degrees(metrics.bestAngle)
        pastTargetLabel = metrics.pastTargetAngle.map { "Went past the target: \(SessionFormat.degrees($0))" }
        // A count the person corrected is the session's count; the one measured stays beside it.
        let reps = saved?.reps ?? metrics.reps
        repsDone = reps
        measuredReps = metrics.reps
        correctionLabel = saved?.correctionLabel.map { $0.capitalizedFirstLetter }
        targetReps = metrics.targetReps
        repsLabel = metrics.targetReps > 0 ? "\(reps) of \(metrics.targetReps)" : "\(reps)"
        setsLabel = metrics.setReps.map { sets in
            sets.enumerated().map { "Set \($0.offset + 1): \($0.element) of \(exercise.reps)" }.joined(separator: " · ")
        }
        partialLabel =
            metrics.partialReps > 0
            ? "plus \(metrics.partialReps) partial \(metrics.partialReps == 1 ? "rep" : "reps")" : nil
        timeInZoneLabel = SessionFormat.seconds(metrics.timeInZoneSeconds)
        durationLabel = SessionFormat.seconds(saved?.durationSeconds ?? metrics.durationSeconds)
        let losses = metrics.trackingLosses
        let times = SessionFormat.times(losses)
        let lost =
            losses > 0
            ? (source.isCamera ? "The camera lost sight of you \(times)" : "Tracking was lost \(times)")
                + Self.voidedClause(metrics.repsVoided)
            : nil
        // The shaky note speaks of a camera; a phone's sensor or the slider doesn't flicker that way.
        let shaky = source.isCamera ? metrics.shakyTrackingNote : nil
        let corrected = saved?.correctedReps != nil
        let check = corrected ? nil : metrics.countCheckNote
        let notes = [lost, shaky, check].compactMap { $0 }
        trackingNote = notes.isEmpty ? nil : notes.joined(separator: " ")
        suggestedReps = corrected ? nil : metrics.suggestedReps
        // Open when the count is in doubt: a loss that cost a rep, shaky tracking, a disagreeing second count.
        countFixOpen = corrected || check != nil || shaky != nil || metrics.lossMayHaveCostReps
        goalReached = metrics.targetReps > 0 && reps >= metrics.targetReps
        noData = metrics.bestAngle == nil
        let stop = saved?.painStop ?? painStop
        self.painStop = stop
        headline =
            stop?.summaryLine
            ?? (noData
                ? "No movement was measured"
                : goalReached ? "Session complete" : reps > 0 ? "Good effort" : "Session ended")
        chart = RepBarChart(metrics: metrics)
        let direction = (metrics.target.lower + metrics.target.upper) / 2 >= metrics.restAngle ? 1.0 : -1.0
        legend = ZoneWording.legend(direction: direction)
        repList = chart.bars
        self.ring = ring
        // Nothing chosen until the person chooses; after a pain stop there is nothing to choose.
        feelings =
            stop != nil
            ? []
            : SessionFeeling.allCases.map { feeling in
                FeelingOption(
                    value: feeling.rawValue, label: feeling.displayName, checked: saved?.feeling == feeling)
            }
        feelingLabel = stop == nil ? saved?.feeling?.displayName : nil
        self.place = place
        planKey = place.map { AppPath.id($0.planID) }
        slotKey = place.map { AppPath.id($0.slotID) }
        // After a pain stop, no nudge to the next exercise.
        nextExerciseID = stop == nil ? place?.nextExerciseID : nil
        nextExerciseName = nextExerciseID.flatMap(RehabLibrary.exercise(id:))?.name
        recordID = saved.map { AppPath.id($0.id) }
        savedID = saved?.id
        isSaved = saved != nil
        slotNote = Self.describeSlot(place: place, slotDone: slotDone, saved: saved != nil, done: doneToday)
        numbers = NumbersOrigin(saved?.prescription)
    }

    /// The next exercise to offer, skipping those already done in this session today (`done`): the
    /// first after this one in plan order, else the first before it; none when every one is done.
    public mutating func offerNext(skipping done: Set<String>) {
        guard painStop == nil, let place else { return }
        let ids = place.exerciseIDs
        let here = ids.firstIndex(of: place.exerciseID) ?? 0
        let order = Array(ids[min(here + 1, ids.count)...]) + Array(ids[..<here])
        nextExerciseID = order.first { !done.contains($0) && $0 != place.exerciseID }
        nextExerciseName = nextExerciseID.flatMap(RehabLibrary.exercise(id:))?.name
    }

    /// What losing tracking did to the count: "; a rep under way then didn't count." (or "2 reps"),
    /// ", between reps: every rep it saw counted." when no rep was under way, and the first for records
    /// saved before that was kept (`voided` nil).
    static func voidedClause(_ voided: Int?) -> String {
        switch voided {
        case 0?: ", between reps: every rep it saw counted."
        case let count? where count > 1: "; \(count) reps under way then didn't count."
        default: "; a rep under way then didn't count."
        }
    }

    /// What saving does to today's session: done already; saving this finishes it (its only exercise,
    /// or every other one has a saved set today: `done`); or how many are left after this one.
    public static func describeSlot(
        place: SessionPlace?, slotDone: Bool, saved: Bool, done: Set<String> = []
    ) -> String {
        guard let place else { return "This session isn't part of a plan's schedule." }
        let count = place.exerciseIDs.count
        if slotDone { return "Your \(place.slotLabel) session is done for today." }
        let left = place.exerciseIDs.filter { $0 != place.exerciseID && !done.contains($0) }.count
        if left == 0 {
            return saved
                ? "Your \(place.slotLabel) session is done for today."
                : count > 1
                    ? "Its other exercises are done: saving this marks your \(place.slotLabel) session done."
                    : "Saving this marks your \(place.slotLabel) session done."
        }
        let rule = "This is exercise \(place.position) of \(count). Your \(place.slotLabel) session is marked done "
            + "when each of its exercises has a saved set"
        return left < count - 1 ? rule + ": \(left) left after this one." : rule + "."
    }
}

extension SessionPlace {
    /// As the synthesized encoding, with ids in lower case (`AppPath.id`); decoding reads either case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AppPath.id(planID), forKey: .planID)
        try container.encode(planName, forKey: .planName)
        try container.encode(AppPath.id(slotID), forKey: .slotID)
        try container.encode(slotLabel, forKey: .slotLabel)
        try container.encode(exerciseIDs, forKey: .exerciseIDs)
        try container.encode(exerciseID, forKey: .exerciseID)
    }
}

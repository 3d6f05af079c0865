import Foundation

/// "Report for my physio": a printable summary of one plan over the last 2, 4 or 12 weeks — the
/// prescription, adherence per week, range of motion per exercise, reps and holds, pain stops,
/// how it felt, the notes, how the angles were measured, and the disclaimer.
public struct ClinicianReport: Sendable {
    /// The periods a report covers, in weeks.
    public static let periods = [2, 4, 12]

    public struct PrescriptionLine: Sendable, Hashable {
        public var exerciseName: String
        public var movement: String
        public var target: String
        public var dose: String
        public var side: String
        /// "Library example" or "Set by your clinician".
        public var setBy: String
        public var note: String?
    }

    public struct WeekLine: Sendable, Hashable {
        public var label: String
        public var done: Int
        public var scheduled: Int
        public var percentLabel: String
    }

    public struct SessionLine: Sendable, Hashable {
        public var dateLabel: String
        public var exerciseName: String
        public var reps: String
        public var holds: String
        /// "Set 1 of 3" style wording of the prescription the session ran under.
        public var prescribed: String
        public var best: String
        public var feeling: String
        public var source: String
        /// The count may be off: the camera couldn't follow the joint for much of the session
        /// (``SessionMetrics/trackingWasShaky``), or the second opinion disagrees
        /// (``SessionMetrics/countsDisagree``); never once the person corrected it.
        public var countMayBeOff: Bool
        /// "own count; measured 9", when the person corrected the count (``reps`` is theirs).
        public var repsNote: String?
    }

    public struct PainLine: Sendable, Hashable {
        public var dateLabel: String
        public var exerciseName: String
        /// "Stopped because it hurt at rep 3, 72°".
        public var reported: String
        public var whereLabel: String
        public var feeling: String?
    }

    public struct FeelingWeek: Sendable, Hashable {
        public var label: String
        public var easier: Int
        public var same: Int
        public var harder: Int
    }

    public struct SourceLine: Sendable, Hashable {
        public var name: String
        public var sessions: Int
        public var how: String
    }

    public var planName: String
    public var planID: String
    public var weeks: Int
    public var periodLabel: String
    public var first: LocalDate
    public var last: LocalDate
    public var prescriptions: [PrescriptionLine]
    public var adherence: [WeekLine]
    public var adherenceSummary: String
    public var charts: [ReportChart]
    public var sessions: [SessionLine]
    /// Under the sessions, when a count is marked as possibly off; nil when none is.
    public var uncertainCountNote: String?
    public var painStops: [PainLine]
    public var feelings: [FeelingWeek]
    public var notes: [String]
    public var sources: [SourceLine]
    public var disclaimer: String
    /// The report's pages for the other periods, and the FHIR download.
    public var periodPaths: [(weeks: Int, path: AppPath, current: Bool)]
    public var fhirPath: AppPath
    public var editPath: AppPath
    public var schedulePath: AppPath

    public static let disclaimerText =
        "This app is for informational and educational purposes only. For medical advice, diagnosis, or treatment, "
        + "consult a healthcare professional. Angles are estimates from a phone camera, a phone's motion sensor or "
        + "a slider moved by hand, not clinical goniometer readings."

    /// - Parameters:
    ///   - records: the plan's saved sessions (any order, any days).
    ///   - completions: slot completions (any plans, any days).
    public init(
        plan: RehabPlan, records: [SessionRecord], completions: [SlotCompletion], today: LocalDate,
        timeZone: TimeZone, weeks: Int
    ) {
        let weeks = Self.periods.contains(weeks) ? weeks : 4
        self.weeks = weeks
        let first = today.adding(days: -(weeks * 7 - 1))
        self.first = first
        last = today
        planName = plan.name
        planID = AppPath.id(plan.id)
        periodLabel = "\(DateLabels.short(first)) – \(DateLabels.short(today)) (\(weeks) weeks)"
        prescriptions = plan.exerciseIDs.compactMap { id in
            guard let library = RehabLibrary.exercise(id: id), let current = plan.prescription(for: id) else {
                return nil
            }
            let set = plan.prescriptions[id]
            return PrescriptionLine(
                exerciseName: library.name, movement: library.movement.displayName, target: current.target.label,
                dose: current.doseLabel,
                side: current.side.map { $0.rawValue.capitalized } ?? "Either, chosen each time",
                setBy: set == nil ? "Library example" : (set?.authorLabel ?? "").capitalizedFirstLetter,
                note: set?.note)
        }
        let grid = AdherenceGrid(plan: plan, completions: completions, from: first, to: today, timeZone: timeZone)
        adherence = grid.weeks.map { week in
            let done = week.cells.reduce(0) { $0 + $1.done }
            let scheduled = week.cells.reduce(0) { $0 + $1.scheduled }
            return WeekLine(
                label: week.label, done: done, scheduled: scheduled,
                percentLabel: scheduled == 0
                    ? "–" : "\(Int(clamping: 100 * Double(done) / Double(scheduled), to: 0...100))%")
        }
        adherenceSummary = grid.summary
        let inRange = records.filter { $0.day >= first && $0.day <= today }.sorted { $0.startedAt < $1.startedAt }
        charts = plan.exerciseIDs.compactMap { id in
            guard let exercise = plan.exercise(id: id) else { return nil }
            let own = inRange.filter { $0.exerciseID == id }
            return ReportChart(exercise: exercise, records: own, from: first, to: today)
        }
        sessions = inRange.map { Self.sessionLine($0) }
        uncertainCountNote =
            sessions.contains(where: \.countMayBeOff)
            ? "† The count may be off: the camera couldn't follow the joint for a quarter or more of that session, "
                + "or the movements counted another way (from the rhythm of the angle, no band) came to a different number, shown under it."
            : nil
        painStops = inRange.compactMap { record in
            record.painStop.map {
                PainLine(
                    dateLabel: DateLabels.short(record.day), exerciseName: record.exercise?.name ?? record.exerciseID,
                    reported: $0.summaryLine, whereLabel: $0.whereLabel,
                    feeling: record.feeling.map { "Felt \($0.displayName.lowercased()) than last time" })
            }
        }
        feelings = Self.feelingWeeks(inRange, first: first, weeks: weeks)
        notes = plan.exerciseIDs.compactMap { id in
            guard let note = plan.prescriptions[id]?.note, let name = RehabLibrary.exercise(id: id)?.name else {
                return nil
            }
            return "\(name): \(note)"
        }
        var bySource: [SessionSource: Int] = [:]
        for record in inRange { bySource[record.source, default: 0] += 1 }
        sources = SessionSource.allCases.compactMap { source in
            guard let count = bySource[source] else { return nil }
            return SourceLine(name: source.displayName, sessions: count, how: Self.how(source))
        }
        disclaimer = Self.disclaimerText
        periodPaths = Self.periods.map { ($0, AppPath.planReport(plan.id).query("weeks", String($0)), $0 == weeks) }
        fhirPath = AppPath.planReportFHIR(plan.id).query("weeks", String(weeks))
        editPath = .planEdit(plan.id)
        schedulePath = .scheduleSection(plan.id)
    }

    static func sessionLine(_ record: SessionRecord) -> SessionLine {
        let metrics = record.metrics
        let holds = metrics.repHoldSeconds
        let holdText =
            holds.isEmpty
            ? "–"
            : "avg \(SessionFormat.seconds(holds.reduce(0, +) / Double(holds.count))) (asked \(Int(clamping: metrics.holdTargetSeconds)) s)"
        let prescribed =
            record.prescription.map { "\($0.target.label), \($0.doseLabel)" }
            ?? "\(metrics.target.label), \(metrics.targetReps) reps"
        return SessionLine(
            dateLabel: DateLabels.short(record.day), exerciseName: record.exercise?.name ?? record.exerciseID,
            reps: record.repsOfTarget,
            holds: holdText, prescribed: prescribed, best: SessionFormat.degrees(metrics.bestAngle),
            feeling: record.feeling?.displayName ?? "–", source: record.source.displayName,
            countMayBeOff: record.correctedReps == nil
                && (record.source.isCamera && metrics.trackingWasShaky || metrics.countsDisagree),
            repsNote: record.ownCountNote
                ?? metrics.suggestedReps.map { "second count \($0)" })
    }

    static func feelingWeeks(_ records: [SessionRecord], first: LocalDate, weeks: Int) -> [FeelingWeek] {
        (0..<weeks).compactMap { index in
            let start = first.adding(days: index * 7)
            let end = start.adding(days: 6)
            let own = records.filter { $0.day >= start && $0.day <= end }
            let count = { (feeling: SessionFeeling) in own.filter { $0.feeling == feeling }.count }
            let week = FeelingWeek(
                label: "\(DateLabels.short(start)) – \(DateLabels.short(end))", easier: count(.easier),
                same: count(.same), harder: count(.harder))
            return week.easier + week.same + week.harder == 0 ? nil : week
        }
    }

    static func how(_ source: SessionSource) -> String {
        switch source {
        case .camera: "This device's camera; the pose was estimated on the person's own computer (MediaPipe)."
        case .phone: "The phone's orientation sensor strapped to the moving limb."
        case .tracker: "An external pose tracker streaming body landmarks."
        case .slider: "A demo slider moved by hand: not a measurement."
        case .video: "A recorded video, analysed afterwards with the same pose estimation."
        }
    }
}

extension String {
    /// "Set by you" from "set by you".
    var capitalizedFirstLetter: String { prefix(1).uppercased() + dropFirst() }
}

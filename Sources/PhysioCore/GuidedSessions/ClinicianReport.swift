import Foundation

/// "Report for my physio": a printable summary of one plan over the last 2, 4 or 12 weeks — the
/// prescription, sessions done and how they felt per week, range of motion with reps and holds per
/// exercise and week, pain stops, how the angles were measured, and the disclaimer. Every table is
/// per week, not per session (those are listed on screen and in the FHIR file), so the printout stays
/// within 1–3 pages however often the plan was done.
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
        /// "2 easier, 5 same, 1 harder": the answers to "How did it feel?" that week, "–" for none.
        public var felt: String
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

    public struct SourceLine: Sendable, Hashable {
        public var name: String
        public var sessions: Int
        public var how: String
    }

    /// Whose report it is, in its header; nil leaves a line to write the name on.
    public var patientName: String?
    public var planName: String
    public var planID: String
    public var weeks: Int
    public var periodLabel: String
    public var first: LocalDate
    public var last: LocalDate
    public var prescriptions: [PrescriptionLine]
    public var adherence: [WeekLine]
    public var adherenceSummary: String
    /// Per exercise of the plan: its chart and its weeks.
    public var exercises: [ExerciseBlock]
    public var charts: [ReportChart] { exercises.map(\.chart) }
    /// Every session of the period, one line each (on screen; the printout has the weekly tables).
    public var sessions: [SessionLine]
    /// Under the tables, when a count is marked as possibly off; nil when none is.
    public var uncertainCountNote: String?
    /// The most recent pain stops, newest first (at most ``painStopsListed``).
    public var painStops: [PainLine]
    /// "14 earlier stops: Heel Slides 5, …", when more were stopped than are listed.
    public var earlierPainStops: String?
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
        timeZone: TimeZone, weeks: Int, patientName: String? = nil
    ) {
        self.patientName = patientName
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
        let inRange = records.filter { $0.day >= first && $0.day <= today }.sorted { $0.startedAt < $1.startedAt }
        let grid = AdherenceGrid(plan: plan, completions: completions, from: first, to: today, timeZone: timeZone)
        adherence = grid.weeks.enumerated().map { index, week in
            let done = week.cells.reduce(0) { $0 + $1.done }
            let scheduled = week.cells.reduce(0) { $0 + $1.scheduled }
            let start = first.adding(days: index * 7)
            let end = start.adding(days: 6)
            return WeekLine(
                label: week.label, done: done, scheduled: scheduled,
                percentLabel: scheduled == 0
                    ? "–" : "\(Int(clamping: 100 * Double(done) / Double(scheduled), to: 0...100))%",
                felt: Self.feltLabel(inRange.filter { $0.day >= start && $0.day <= end }))
        }
        adherenceSummary = grid.summary
        exercises = plan.exerciseIDs.compactMap { id in
            guard let exercise = plan.exercise(id: id) else { return nil }
            return Self.exerciseBlock(
                exercise, records: inRange.filter { $0.exerciseID == id }, first: first, last: today, weeks: weeks)
        }
        sessions = inRange.map { Self.sessionLine($0) }
        uncertainCountNote =
            sessions.contains(where: \.countMayBeOff)
            ? "† The count may be off: the camera couldn't follow the joint for a quarter or more of that session (or of one that week), "
                + "or the movements counted another way (from the rhythm of the angle, no band) came to a different number, shown under it."
            : nil
        (painStops, earlierPainStops) = Self.painStops(inRange)
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

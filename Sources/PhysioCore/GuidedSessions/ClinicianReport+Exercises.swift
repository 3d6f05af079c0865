import Foundation

extension ClinicianReport {
    /// One exercise's part of the report: its range-of-motion chart and its numbers week by week. A
    /// week is a row whatever the sessions in it, so the printed report is as long for a plan done
    /// three times a day as for one done once (issue 38: 2, 4 and 12 weeks on 1–3 pages).
    public struct ExerciseBlock: Sendable, Hashable {
        public var chart: ReportChart
        public var weeks: [ExerciseWeek]
        /// Sessions of this exercise in the period.
        public var sessions: Int
        /// "* The person's own count for 3 sessions (measured 28, 30 and 27).", when any week has one.
        public var ownCountNote: String?
    }

    /// One week of one exercise.
    public struct ExerciseWeek: Sendable, Hashable {
        /// "Feb 19–25", "Feb 26–Mar 4".
        public var label: String
        public var sessions: Int
        /// "412 of 450" (the person's own counts where they corrected one), "–" without sessions.
        public var reps: String
        /// Sessions that week whose count the person corrected (their count is in ``reps``).
        public var ownCounts: Int
        /// A count in it may be off: the camera couldn't follow the joint (``SessionLine/countMayBeOff``).
        public var countMayBeOff: Bool
        /// "4.8 / 5 s": the mean hold of every rep, then the hold asked; "–" without holds.
        public var holds: String
        /// The best angle in the target band, and the furthest reached, that week.
        public var best: String
        public var furthest: String
    }

    static func exerciseBlock(
        _ exercise: Exercise, records: [SessionRecord], first: LocalDate, last: LocalDate, weeks: Int
    ) -> ExerciseBlock {
        let goal = MotionGoal(exercise: exercise)
        let rows = (0..<weeks).map { index -> ExerciseWeek in
            let start = first.adding(days: index * 7)
            let end = start.adding(days: 6)
            return week(records.filter { $0.day >= start && $0.day <= end }, goal: goal, label: weekLabel(start, end))
        }
        let corrected = records.filter { $0.correctedReps != nil }.map(\.metrics.reps)
        let measured =
            corrected.count <= 3
            ? ListText.joined(corrected.map(String.init)) : "\(corrected.reduce(0, +)) in all"
        return ExerciseBlock(
            chart: ReportChart(exercise: exercise, records: records, from: first, to: last), weeks: rows,
            sessions: records.count,
            ownCountNote: corrected.isEmpty
                ? nil
                : "* The person's own count for \(corrected.count) \(corrected.count == 1 ? "session" : "sessions") "
                    + "(measured \(measured)).")
    }

    static func week(_ records: [SessionRecord], goal: MotionGoal, label: String) -> ExerciseWeek {
        guard !records.isEmpty else {
            return ExerciseWeek(
                label: label, sessions: 0, reps: "–", ownCounts: 0, countMayBeOff: false, holds: "–", best: "–",
                furthest: "–")
        }
        let done = records.reduce(0) { $0 + $1.reps }
        let asked = records.reduce(0) { $0 + max(0, $1.metrics.targetReps) }
        let holds = records.flatMap(\.metrics.repHoldSeconds).filter(\.isFinite)
        let askedHold = records.last.map { Int(clamping: $0.metrics.holdTargetSeconds) } ?? 0
        func further(_ a: Double?, _ b: Double?) -> Double? {
            guard let b, AngleTrendChart.plottable.contains(b) else { return a }
            guard let a else { return b }
            return goal.progress(of: b) > goal.progress(of: a) ? b : a
        }
        let best = records.reduce(nil) { further($0, $1.metrics.bestAngle) }
        let furthest = records.reduce(nil) { further(further($0, $1.metrics.bestAngle), $1.metrics.pastTargetAngle) }
        return ExerciseWeek(
            label: label, sessions: records.count, reps: asked > 0 ? "\(done) of \(asked)" : "\(done)",
            ownCounts: records.filter { $0.correctedReps != nil }.count,
            countMayBeOff: records.contains { sessionLine($0).countMayBeOff },
            holds: holds.isEmpty
                ? "–"
                : "\(ValueText.number((holds.reduce(0, +) / Double(holds.count) * 10).rounded() / 10)) / \(askedHold) s",
            best: SessionFormat.degrees(best), furthest: SessionFormat.degrees(furthest))
    }

    /// "Feb 19–25", "Feb 26–Mar 4": a week in few characters, for tables printed side by side.
    static func weekLabel(_ start: LocalDate, _ end: LocalDate) -> String {
        let month = { (day: LocalDate) in String(DateLabels.months[day.month - 1].prefix(3)) }
        return start.month == end.month
            ? "\(month(start)) \(start.day)–\(end.day)" : "\(month(start)) \(start.day)–\(month(end)) \(end.day)"
    }

    /// The most pain stops the report lists one by one (the most recent); the rest are counted.
    public static let painStopsListed = 6

    /// The pain stops to list (newest first, at most ``painStopsListed``) and a line counting the
    /// earlier ones by exercise; every one is in the FHIR file.
    static func painStops(_ records: [SessionRecord]) -> ([PainLine], String?) {
        let stopped = records.filter { $0.painStop != nil }.sorted { $0.startedAt > $1.startedAt }
        let lines = stopped.prefix(painStopsListed).compactMap { record in
            record.painStop.map {
                PainLine(
                    dateLabel: DateLabels.short(record.day), exerciseName: record.exercise?.name ?? record.exerciseID,
                    reported: $0.summaryLine,
                    // The rep and angle are in `reported`: when in the session, and in which zone.
                    whereLabel: "\(SessionFormat.seconds($0.secondsIntoSession)) in"
                        + ($0.zone.map { ", " + ZoneWording($0).words.lowercased() } ?? ""),
                    feeling: record.feeling.map { "Felt \($0.displayName.lowercased()) than last time" })
            }
        }
        let earlier = stopped.dropFirst(painStopsListed)
        guard !earlier.isEmpty else { return (lines, nil) }
        var byExercise: [String: Int] = [:]
        for record in earlier { byExercise[record.exercise?.name ?? record.exerciseID, default: 0] += 1 }
        let counts = byExercise.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return (
            lines,
            "\(earlier.count) earlier \(earlier.count == 1 ? "stop" : "stops"): \(counts.joined(separator: ", ")) "
                + "(each one is in the FHIR file)."
        )
    }

    /// "2 easier, 5 same, 1 harder", "–" when nobody answered.
    static func feltLabel(_ records: [SessionRecord]) -> String {
        let counts = SessionFeeling.allCases.compactMap { feeling -> String? in
            let count = records.filter { $0.feeling == feeling }.count
            return count == 0 ? nil : "\(count) \(feeling.shortName)"
        }
        return counts.isEmpty ? "–" : counts.joined(separator: ", ")
    }
}

/// Lists in words: "28", "28 and 30", "28, 30 and 27".
enum ListText {
    static func joined(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension SessionFeeling {
    /// "easier", "same", "harder": a count's word in the report's weekly table.
    var shortName: String {
        switch self {
        case .easier: "easier"
        case .same: "same"
        case .harder: "harder"
        }
    }
}

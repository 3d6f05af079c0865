import Foundation

/// A helper’s home page line for one person they help: "Mum: 1 of 3 sessions today; missed
/// yesterday evening; last done at 10:12 AM", opening that person’s schedule.
public struct HelpedPersonLine: Sendable, Hashable {
    public var name: String
    public var summary: String
    /// True when yesterday had a session left undone, or today's due ones are late: drawn as a nudge.
    public var needsAttention: Bool
    public var schedulePath: AppPath

    /// From the person's schedule today and yesterday (each read as of its own day's end for
    /// yesterday) and the last session they marked done.
    public init(person: Person, today: DaySchedule, yesterday: DaySchedule, lastDone: Date?, schedulePath: AppPath) {
        name = person.name
        let total = today.plans.reduce(0) { $0 + $1.totalCount }
        let done = today.plans.reduce(0) { $0 + $1.completedCount }
        var parts: [String] = []
        parts.append(total == 0 ? "no sessions today" : "\(done) of \(total) session\(total == 1 ? "" : "s") today")
        // Yesterday as it ended: only plans that existed then, each session not done.
        let missed = yesterday.plans.filter { $0.plan.createdAt <= yesterday.now }.flatMap(\.sessions)
            .filter { $0.state != .done }.map { $0.slot.partOfDay.lowercased() }
        var seen: Set<String> = []
        let missedParts = missed.filter { seen.insert($0).inserted }
        if !missedParts.isEmpty { parts.append("missed yesterday \(ListFormat.and(missedParts))") }
        if let lastDone {
            let day = LocalDate(lastDone, in: today.timeZone)
            let minutes = Calendar.gregorian(in: today.timeZone).dateComponents([.hour, .minute], from: lastDone)
            let time = TimeOfDay(hour: minutes.hour ?? 0, minute: minutes.minute ?? 0)?.label ?? ""
            let when =
                day == today.day ? "" : day == today.day.adding(days: -1) ? " yesterday" : " \(DateLabels.inSentence(day))"
            parts.append("last done\(when) at \(time)")
        } else if total > 0 {
            parts.append("none done yet")
        }
        summary = parts.joined(separator: "; ")
        needsAttention = !missedParts.isEmpty
        self.schedulePath = schedulePath
    }
}

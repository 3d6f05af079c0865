import Foundation

/// Every reminder the person gets, from every part of the app: each rehab plan's session slots,
/// Night Prep, Morning Focus, the optional midday "I Need Help" nudge and planned workouts.
public struct ReminderPlan: Sendable, Hashable {
    /// In time-of-day order (ties: rehab, habits, workouts, then id).
    public let reminders: [Reminder]

    /// Deep links into the habit coach's Today page (it arrives with the habit coach).
    public enum HabitLink {
        public static let prepTonight = AppPath.today.fragment("prep-tonight")
        public static let reviewPrep = AppPath.today.fragment("review-prep")
        public static let needHelp = AppPath.today.query("help", "1")
    }

    /// `habitTimes` nil leaves the habit reminders out.
    public init(
        plans: [RehabPlan], habitTimes: ReminderTimes? = .standard, workouts: [WorkoutReminder] = [], timeZone: TimeZone
    ) {
        var all: [Reminder] = []
        for plan in plans {
            let minutes = max(5, plan.exercises.count * 5)
            for slot in plan.slots {
                all.append(Reminder(
                    id: "rehab-\(AppPath.id(slot.id))", kind: .rehabSession,
                    title: "\(slot.partOfDay) session: \(plan.name)",
                    body: "Your \(slot.time.label) session — \(plan.exercises.count) exercise\(plan.exercises.count == 1 ? "" : "s"). Tap to start.",
                    time: slot.time,
                    path: .session(plan.id, slot.id),
                    startDay: LocalDate(plan.createdAt, in: timeZone), durationMinutes: minutes))
            }
        }
        if let habitTimes {
            all.append(Reminder(
                id: "night-prep", kind: .nightPrep, title: "Prep Tonight (for Tomorrow)",
                body: "30 seconds now makes tomorrow easier.", time: habitTimes.nightPrep, path: HabitLink.prepTonight))
            all.append(Reminder(
                id: "morning-focus", kind: .morningFocus, title: "Review Your Prep",
                body: "Glance at your Why + Swap before the day gets busy.", time: habitTimes.morningFocus,
                path: HabitLink.reviewPrep))
            if let midday = habitTimes.midday {
                all.append(Reminder(
                    id: "midday-help", kind: .needHelp, title: "I Need Help",
                    body: "Need a quick assist? Open the mini-coach.", time: midday, path: HabitLink.needHelp))
            }
        }
        for workout in workouts {
            all.append(Reminder(
                id: workout.reminderID, kind: .workout, title: workout.title, body: "Today’s planned workout.",
                time: workout.time, path: workout.path, day: workout.day, durationMinutes: 45))
        }
        let order = Dictionary(uniqueKeysWithValues: ReminderKind.allCases.enumerated().map { ($1, $0) })
        reminders = all.sorted {
            ($0.time, order[$0.kind] ?? 0, $0.id) < ($1.time, order[$1.kind] ?? 0, $1.id)
        }
    }

    /// The reminders that fire on `day`, at their instants in `timeZone`. A time inside a
    /// daylight-saving gap moves forward by the gap, as calendars read it (RFC 5545).
    public func occurrences(on day: LocalDate, in timeZone: TimeZone) -> [ReminderOccurrence] {
        reminders.filter { $0.occurs(on: day) }.map {
            ReminderOccurrence(reminder: $0, day: day, at: day.date(hour: $0.time.hour, minute: $0.time.minute, in: timeZone))
        }
    }

    /// How long after its time a reminder still shows when a page opens.
    public static let dueWindow: TimeInterval = 60 * 60

    /// What is due at `now`: occurrences in the last `window` (yesterday's late ones included
    /// just after midnight), minus the rehab sessions already done (`doneSlotReminderIDs` holds
    /// the reminder ids of slots done on their day).
    public func due(
        now: Date, timeZone: TimeZone, window: TimeInterval = dueWindow, done: Set<String> = []
    ) -> [ReminderOccurrence] {
        let today = LocalDate(now, in: timeZone)
        return (occurrences(on: today.adding(days: -1), in: timeZone) + occurrences(on: today, in: timeZone))
            .filter { $0.at <= now && now.timeIntervalSince($0.at) < window && !done.contains($0.key) }
    }

    /// The next occurrence after `now`, looking a week ahead.
    public func next(after now: Date, timeZone: TimeZone) -> ReminderOccurrence? {
        let today = LocalDate(now, in: timeZone)
        for offset in 0...7 {
            if let found = occurrences(on: today.adding(days: offset), in: timeZone).first(where: { $0.at > now }) {
                return found
            }
        }
        return nil
    }
}

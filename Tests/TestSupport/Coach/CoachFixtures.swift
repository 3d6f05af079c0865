import Foundation
import PhysioCore

/// A person's week for coach tests, in Toronto: Friday 2026-11-20, Morning Focus logged Monday to
/// Friday, five craving notes this week (four stress ones after 8 pm, one habit one mid-afternoon)
/// and an old one last week, and a knee plan at 08:00, 13:00 and 19:00 with the morning session done.
public enum CoachFixtures {
    public static let zone = HabitFixtures.toronto
    public static let today = HabitFixtures.day("2026-11-20")

    /// The same Morning Focus every day: why, challenge, swap and commitment.
    public static let focus = HabitFixtures.completeFocus

    public static let entries: [DayEntry] = HabitFixtures.focusEntries(from: "2026-11-16", count: 5)

    public static let cravingNotes: [CravingNote] = [
        HabitFixtures.cravingNote(id: "n1", .stress, at: HabitFixtures.instant("2026-11-16", 20, 40, in: zone), in: zone),
        HabitFixtures.cravingNote(id: "n2", .stress, at: HabitFixtures.instant("2026-11-17", 21, 15, in: zone), in: zone),
        HabitFixtures.cravingNote(id: "n3", .habit, at: HabitFixtures.instant("2026-11-18", 15, 0, in: zone), in: zone),
        HabitFixtures.cravingNote(id: "n4", .stress, at: HabitFixtures.instant("2026-11-19", 22, 5, in: zone), in: zone),
        HabitFixtures.cravingNote(id: "n5", .stress, at: HabitFixtures.instant("2026-11-20", 20, 10, in: zone), in: zone),
        // Last week: outside "this week", so never counted.
        HabitFixtures.cravingNote(id: "old", .physical, at: HabitFixtures.instant("2026-11-10", 9, 0, in: zone), in: zone),
    ]

    public static let plan = RehabFixtures.kneePlan()

    /// The habit facts for the week, as the habit store would give them.
    public static let habits = HabitCoachFacts(entries: entries, cravingNotes: cravingNotes, today: today)

    /// The week at `hour:minute` on Friday, with the 08:00 session done.
    public static func busyWeek(at hour: Int, _ minute: Int = 0) -> CoachContext {
        let now = HabitFixtures.instant("2026-11-20", hour, minute, in: zone)
        let morning = plan.slots[0]
        let done = SlotCompletion(slotID: morning.id, day: today, completedAt: HabitFixtures.instant("2026-11-20", 8, 5, in: zone))
        let schedule = DaySchedule(plans: [plan], completions: [done], now: now, timeZone: zone)
        return CoachContext(now: now, timeZone: zone, schedule: schedule, habits: habits)
    }

    /// Nobody has logged anything and there is no plan: the habit store isn't wired in.
    public static func emptyContext(at hour: Int = 14) -> CoachContext {
        CoachContext(now: HabitFixtures.instant("2026-11-20", hour, 0, in: zone), timeZone: zone, schedule: nil, habits: .none)
    }

    /// The habit store is there but nothing is logged; no plan.
    public static func quietWeek(at hour: Int = 14) -> CoachContext {
        CoachContext(
            now: HabitFixtures.instant("2026-11-20", hour, 0, in: zone), timeZone: zone, schedule: nil,
            habits: HabitCoachFacts(entries: [], cravingNotes: [], today: today))
    }
}

/// Reading a coach reply as a person would.
public enum ReplyReading {
    /// Words that shame; a kind coach never uses them.
    public static let shamingWords = [
        "fail", "failed", "failure", "bad", "guilt", "guilty", "shame", "ashamed", "lazy", "weak", "cheat", "cheated",
        "should have", "shouldnt have", "disappointing", "disappointed", "ruined", "pathetic", "blame", "willpower",
    ]

    public static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }.count
    }

    /// The shaming words in `text`, as whole words.
    public static func shaming(_ text: String) -> [String] {
        let words = " " + text.lowercased().replacingOccurrences(of: "’", with: "").replacingOccurrences(of: "'", with: "")
            .map { $0.isLetter ? String($0) : " " }.joined() + " "
        return shamingWords.filter { words.contains(" \($0) ") }
    }

    /// The text after "Next step: ", up to the end of its paragraph.
    public static func nextStep(_ text: String) -> String? {
        guard let range = text.range(of: "Next step: ") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "\n" })
    }
}

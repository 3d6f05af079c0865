import Foundation

/// Where a session stands today.
public enum SessionState: String, Codable, Sendable {
    /// Marked done today.
    case done
    /// Its time has come and it isn't done yet.
    case due
    /// Later today.
    case upcoming
}

/// One slot placed on a real day and instant.
public struct ScheduledSession: Sendable, Hashable {
    public var planID: UUID
    public var slot: SessionSlot
    public var day: LocalDate
    public var scheduledAt: Date
    public var state: SessionState
    public var completedAt: Date?
    /// Due, but its window has passed (see ``DaySchedule/dueWindow``): it reads as missed, calmly,
    /// and can still be started.
    public var isMissed = false
}

/// The next session to do: today's first one not done and not missed, else today's latest missed one,
/// else tomorrow's first.
public struct NextSession: Sendable, Hashable {
    public var slot: SessionSlot
    public var scheduledAt: Date
    public var isTomorrow: Bool
    public var isDue: Bool
    /// Its window passed without it being done (still startable).
    public var isMissed = false
}

/// A plan's sessions on one day, with the figures the home and schedule screens show.
public struct PlanDay: Sendable, Hashable {
    public var plan: RehabPlan
    public var sessions: [ScheduledSession]

    public var completedCount: Int { sessions.lazy.filter { $0.state == .done }.count }
    public var totalCount: Int { sessions.count }
    public var remainingCount: Int { totalCount - completedCount }
    /// Completed ÷ total, 0…1.
    public var progress: Double { totalCount == 0 ? 0 : Double(completedCount) / Double(totalCount) }
    public var next: NextSession?
}

/// Today's sessions for every plan, computed from the plans, the completions and the clock.
///
/// "Today" is the person's calendar day in their time zone, so a slot at 23:30 belongs to the day it
/// falls on and a new day starts with every slot open again.
public struct DaySchedule: Sendable, Hashable {
    public var day: LocalDate
    public var now: Date
    public var timeZone: TimeZone
    public var plans: [PlanDay]

    /// How long a session reads as "Due now" after its time: until the plan's next session comes due,
    /// and at most this long. After that it is missed.
    public static let dueWindow: TimeInterval = 3 * 3600

    public init(plans: [RehabPlan], completions: [SlotCompletion], now: Date, timeZone: TimeZone) {
        let today = LocalDate(now, in: timeZone)
        let done = Dictionary(
            completions.lazy.filter { $0.day == today }.map { ($0.slotID, $0.completedAt) },
            uniquingKeysWith: { first, _ in first })
        self.day = today
        self.now = now
        self.timeZone = timeZone
        // Plans share session times (08:00, 13:00, …): each wall-clock time is turned into an
        // instant once (a calendar per conversion is most of this model's cost with 20 plans).
        var instants: [Int: Date] = [:]
        self.plans = plans.map { plan in
            let times = plan.slots.map { slot in
                let minutes = slot.time.minutesSinceMidnight
                if let at = instants[minutes] { return at }
                let at = today.date(hour: slot.time.hour, minute: slot.time.minute, in: timeZone)
                instants[minutes] = at
                return at
            }
            var sessions: [ScheduledSession] = []
            sessions.reserveCapacity(plan.slots.count)
            for (slot, at) in zip(plan.slots, times) {
                let completedAt = done[slot.id]
                var windowCloses = at + Self.dueWindow
                for later in times where later > at && later < windowCloses { windowCloses = later }
                // Day one: a session whose window closed before the plan existed was never asked of the
                // person: it is neither due nor missed, and not counted (unless it was done anyway).
                // (A plan dated after `now` — only in made-up data — keeps every session.)
                guard windowCloses > plan.createdAt || completedAt != nil || plan.createdAt > now else { continue }
                let state: SessionState = completedAt != nil ? .done : (at <= now ? .due : .upcoming)
                sessions.append(
                    ScheduledSession(
                        planID: plan.id, slot: slot, day: today, scheduledAt: at, state: state,
                        completedAt: completedAt, isMissed: state == .due && now >= windowCloses))
            }
            var planDay = PlanDay(plan: plan, sessions: sessions)
            planDay.next = Self.next(after: sessions, plan: plan, today: today, timeZone: timeZone)
            return planDay
        }
    }

    /// The slots of `plan` asked of the person on `day`: all of them, except on the plan's first day
    /// those whose due window closed before the plan existed (the day-one rule of ``init``).
    public static func slotsAsked(_ plan: RehabPlan, on day: LocalDate, timeZone: TimeZone) -> [SessionSlot] {
        guard LocalDate(plan.createdAt, in: timeZone) == day else { return plan.slots }
        let times = plan.slots.map { day.date(hour: $0.time.hour, minute: $0.time.minute, in: timeZone) }
        return zip(plan.slots, times).filter { _, at in
            var windowCloses = at + dueWindow
            for later in times where later > at && later < windowCloses { windowCloses = later }
            return windowCloses > plan.createdAt
        }.map(\.0)
    }

    /// Every plan's sessions today, in time order (plan order breaks ties).
    public var sessionsInTimeOrder: [ScheduledSession] {
        // Positions are sorted, not the sessions themselves: a session is a large value to move.
        let sessions = plans.flatMap(\.sessions)
        return sessions.indices
            .sorted { (sessions[$0].scheduledAt, $0) < (sessions[$1].scheduledAt, $1) }
            .map { sessions[$0] }
    }

    public var remainingCount: Int { plans.reduce(0) { $0 + $1.remainingCount } }

    private static func next(
        after sessions: [ScheduledSession], plan: RehabPlan, today: LocalDate, timeZone: TimeZone
    ) -> NextSession? {
        // The first session still in its window or to come; when only missed ones are left, the latest.
        let open = sessions.filter { $0.state != .done }
        if let next = open.first(where: { !$0.isMissed }) ?? open.last {
            return NextSession(
                slot: next.slot, scheduledAt: next.scheduledAt, isTomorrow: false,
                isDue: next.state == .due && !next.isMissed, isMissed: next.isMissed)
        }
        guard let first = plan.slots.first else { return nil }
        let tomorrow = today.adding(days: 1)
        return NextSession(
            slot: first, scheduledAt: tomorrow.date(hour: first.time.hour, minute: first.time.minute, in: timeZone),
            isTomorrow: true, isDue: false)
    }
}

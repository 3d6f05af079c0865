import Foundation

/// What the coach knows about the person right now, gathered from every part of the app: today's
/// why, swap and commitment, the streak, this week's logging and craving notes, and the rehab
/// sessions left today. Built by the web layer from whatever stores exist; every part may be empty.
public struct CoachContext: Sendable, Hashable {
    /// The person's calendar day.
    public var today: LocalDate
    /// The person's wall-clock time now.
    public var timeOfDay: TimeOfDay
    /// Today's Morning Focus "my why"; empty when not written.
    public var todayWhy: String
    /// Today's chosen swap; empty when not chosen.
    public var todaySwap: String
    /// "Today I will …"; empty when not written.
    public var commitTo: String
    /// "… instead of …"; empty when not written.
    public var commitFrom: String
    /// Today's challenge as the person reads it ("Late-night snacking"), if picked.
    public var todayChallenge: String?
    /// Whether tonight's Night Prep (for tomorrow) is done; nil when the habit store can't tell.
    public var preppedTonight: Bool?
    /// Consecutive days with any logged action, today included once it has one.
    public var currentStreak: Int
    /// Days with any logged action in the last 7 days, today included.
    public var daysLoggedThisWeek: Int
    /// This week's "I Need Help" notes, summarised.
    public var cravings: CravingPattern
    /// Today's rehab sessions not yet done, in time order.
    public var rehabSessionsLeft: [RehabSessionLeft]
    /// Today's rehab sessions, done or not.
    public var rehabSessionsToday: Int
    /// False until the habit coach's store is wired in: the coach then doesn't claim "no streak".
    public var hasHabitData: Bool
    /// The person's rehab plans and their numbers, for answers about progressing or going back to sport.
    public var plans: [CoachPlan] = []

    public init(
        today: LocalDate, timeOfDay: TimeOfDay, habits: HabitCoachFacts = .none, rehabSessionsLeft: [RehabSessionLeft] = [],
        rehabSessionsToday: Int = 0
    ) {
        self.today = today
        self.timeOfDay = timeOfDay
        let focus = habits.morningFocus ?? MorningFocus()
        todayWhy = focus.myWhy
        todaySwap = focus.swap
        commitTo = focus.willDo
        commitFrom = focus.insteadOf
        todayChallenge = focus.challengeLabel
        preppedTonight = habits.preppedTonight
        currentStreak = habits.currentStreak
        daysLoggedThisWeek = habits.daysLoggedThisWeek
        cravings = CravingPattern(notes: habits.cravingNotesThisWeek)
        self.rehabSessionsLeft = rehabSessionsLeft
        self.rehabSessionsToday = rehabSessionsToday
        hasHabitData = habits.isAvailable
    }

    /// The context at `now`: rehab from today's schedule (nil when there is none), habits from `habits`.
    public init(now: Date, timeZone: TimeZone, schedule: DaySchedule?, habits: HabitCoachFacts) {
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.hour, .minute], from: now)
        let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0) ?? TimeOfDay(minutesSinceMidnight: 0)!
        let sessions = schedule?.sessionsInTimeOrder ?? []
        let names = Dictionary((schedule?.plans ?? []).map { ($0.plan.id, $0.plan.name) }, uniquingKeysWith: { first, _ in first })
        let open = sessions.filter { $0.state != .done }.map { session in
            RehabSessionLeft(
                planID: session.planID, slotID: session.slot.id, planName: names[session.planID] ?? "Rehab",
                time: session.slot.time, isDue: session.state == .due && !session.isMissed,
                isMissed: session.isMissed)
        }
        // What to do now comes first — due, then later — and sessions whose window passed last (the
        // latest first), as on the home page, so the coach never calls a morning session "due" at night.
        let left = open.filter { !$0.isMissed } + open.filter(\.isMissed).reversed()
        self.init(
            today: LocalDate(now, in: timeZone), timeOfDay: time, habits: habits, rehabSessionsLeft: left,
            rehabSessionsToday: sessions.count)
        plans = (schedule?.plans ?? []).map { CoachPlan($0.plan) }
    }

    /// "have tea at 9 instead of snacking in front of the TV", or nil when not written.
    public var commitment: String? {
        guard !commitTo.isEmpty else { return nil }
        return commitFrom.isEmpty ? commitTo : "\(commitTo) instead of \(commitFrom)"
    }

    /// The next rehab session left today: a due one, else a later one, else a missed one.
    public var nextRehabSession: RehabSessionLeft? { rehabSessionsLeft.first }

    /// The encouraging sentence for this streak and week, if a threshold is met.
    public var nudge: String? { CoachNudge.sentence(currentStreak: currentStreak, daysThisWeek: daysLoggedThisWeek) }
}

/// A rehab plan as the coach talks about it: its exercises with the numbers in force and who set them.
public struct CoachPlan: Sendable, Hashable {
    /// One exercise: "Heel slides", "3 sets × 10 reps, hold 5 s", set by the clinician or not.
    public struct Item: Sendable, Hashable {
        public var name: String
        public var dose: String
        /// Who changed the numbers from the library's examples; nil while they are the examples.
        public var setBy: PrescriptionAuthor?
        /// The note kept with the numbers ("Dr Lee, 12 Nov visit").
        public var note: String?

        public init(name: String, dose: String, setBy: PrescriptionAuthor? = nil, note: String? = nil) {
            self.name = name
            self.dose = dose
            self.setBy = setBy
            self.note = note
        }
    }

    public var name: String
    public var sessionsPerDay: Int
    public var items: [Item]

    public init(name: String, sessionsPerDay: Int, items: [Item]) {
        self.name = name
        self.sessionsPerDay = sessionsPerDay
        self.items = items
    }

    /// The plan's exercises with its own numbers.
    public init(_ plan: RehabPlan) {
        self.init(
            name: plan.name, sessionsPerDay: plan.slots.count,
            items: plan.exercises.map { exercise in
                let set = plan.prescriptions[exercise.id]
                return Item(name: exercise.name, dose: Prescription(library: exercise).doseLabel, setBy: set?.setBy, note: set?.note)
            })
    }

    /// The exercise named in `message` ("heel slides", "the bridges"), if any.
    public func item(mentionedIn message: String) -> Item? {
        let text = CoachIntent.normalized(message)
        return items.first { item in
            let name = CoachIntent.normalized(item.name)
            let singular = name.replacingOccurrences(of: "s ", with: " ")
            return text.contains(name) || text.contains(singular)
        }
    }
}

/// A rehab session still to do today.
public struct RehabSessionLeft: Sendable, Hashable {
    public var planID: UUID
    public var slotID: UUID
    public var planName: String
    public var time: TimeOfDay
    /// Its time has come and its window hasn't passed.
    public var isDue: Bool
    /// Its window passed without it being done; it can still be done (home reads "Missed").
    public var isMissed: Bool

    public init(planID: UUID, slotID: UUID, planName: String, time: TimeOfDay, isDue: Bool, isMissed: Bool = false) {
        self.planID = planID
        self.slotID = slotID
        self.planName = planName
        self.time = time
        self.isDue = isDue
        self.isMissed = isMissed
    }

    /// "your 1:00 PM Limited knee bend session".
    public var phrase: String { "your \(time.label) \(planName) session" }
}

/// The habit coach's part of the context: today's Morning Focus, the streak, the week.
public struct HabitCoachFacts: Sendable, Hashable {
    public var morningFocus: MorningFocus?
    public var preppedTonight: Bool?
    public var currentStreak: Int
    public var daysLoggedThisWeek: Int
    /// The notes of the last 7 days, today included.
    public var cravingNotesThisWeek: [CravingNote]
    /// False for `none`, the value used until the habit store is wired in.
    public var isAvailable: Bool

    public init(
        morningFocus: MorningFocus?, preppedTonight: Bool?, currentStreak: Int, daysLoggedThisWeek: Int,
        cravingNotesThisWeek: [CravingNote]
    ) {
        self.morningFocus = morningFocus
        self.preppedTonight = preppedTonight
        self.currentStreak = currentStreak
        self.daysLoggedThisWeek = daysLoggedThisWeek
        self.cravingNotesThisWeek = cravingNotesThisWeek
        isAvailable = true
    }

    /// No habit data (the habit store isn't there yet, or nothing is logged).
    public static let none: HabitCoachFacts = {
        var facts = HabitCoachFacts(morningFocus: nil, preppedTonight: nil, currentStreak: 0, daysLoggedThisWeek: 0, cravingNotesThisWeek: [])
        facts.isAvailable = false
        return facts
    }()

    /// The facts from what the habit store loaded: entries, craving notes and pauses (any range
    /// that covers the streak; more is fine), read for `today`. The streak and the week use the
    /// same engines as the progress pages (`StreakSummary`, `WeeklyCompletionRing`).
    public init(entries: [DayEntry], cravingNotes: [CravingNote], pauses: [PauseDay] = [], today: LocalDate) {
        let activity = HabitActivity(entries: entries, cravingNotes: cravingNotes, pauses: pauses)
        let weekStart = today.adding(days: -(WeeklyCompletionRing.dayCount - 1))
        self.init(
            morningFocus: entries.first { $0.date == today }?.morningFocus,
            preppedTonight: entries.first { $0.date == today.adding(days: 1) }?.nightPrep.isLogged ?? false,
            currentStreak: StreakSummary(activity: activity, today: today).current,
            daysLoggedThisWeek: WeeklyCompletionRing(activity: activity, today: today).activeDays,
            cravingNotesThisWeek: cravingNotes.filter { $0.day >= weekStart && $0.day <= today }.sorted { $0.recordedAt < $1.recordedAt })
    }
}

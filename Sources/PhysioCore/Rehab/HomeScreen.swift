import Foundation

/// The three home layouts of the seeds: a first visit, a returning person with no plans, and
/// someone with plans.
public enum HomeState: String, Sendable {
    case firstLaunch, empty, active

    public init(hasPlans: Bool, hasCompletedOnboarding: Bool) {
        self = hasPlans ? .active : (hasCompletedOnboarding ? .empty : .firstLaunch)
    }
}

/// Everything the home page shows, already worded.
public struct HomeScreen: Sendable {
    public var state: HomeState
    public var greeting: String
    public var dateLabel: String
    public var cards: [PlanCard]
    public var planCountLabel: String
    /// The sessions listed under "Today's sessions": all of them on a day with a handful, else
    /// the ones that need the person now and next (see ``TodayFocus``).
    public var today: [SessionRow]
    /// "See all 60 of today's sessions", when `today` leaves some out.
    public var seeAllLabel: String?
    /// "12 done, 2 more to do now" beside it: how many are done, and how many that could be done now
    /// the list leaves out (so no one takes the six listed for all that is due); nil when neither.
    public var seeAllCounts: String?
    /// Where every one of today's sessions is listed.
    public var seeAllPath: AppPath = AppPath.schedule.path
    /// The people the person helps, each with how they're doing today.
    public var helping: [HelpedPersonLine] = []
    public var todaySummary: String

    public init(schedule: DaySchedule, hasCompletedOnboarding: Bool) {
        state = HomeState(hasPlans: !schedule.plans.isEmpty, hasCompletedOnboarding: hasCompletedOnboarding)
        let hour = TimeOfDay.hour(of: schedule.now, in: schedule.timeZone)
        greeting = hour < 12 ? "Good morning" : (hour < 18 ? "Good afternoon" : "Good evening")
        dateLabel = DateLabels.long(schedule.day)
        cards = schedule.plans.map { PlanCard($0, timeZone: schedule.timeZone, today: schedule.day) }
        planCountLabel = schedule.plans.count == 1 ? "1 plan" : "\(schedule.plans.count) plans"
        let names = Dictionary(schedule.plans.map { ($0.plan.id, $0.plan) }, uniquingKeysWith: { a, _ in a })
        let focus = TodayFocus(schedule)
        today = focus.sessions.compactMap { session in
            names[session.planID].map { SessionRow(session, plan: $0) }
        }
        if focus.isShortened {
            seeAllLabel = "See all \(focus.totalCount) of today's sessions"
            seeAllCounts = Self.seeAllCounts(focus)
        }
        let remaining = schedule.remainingCount
        todaySummary = switch (remaining, focus.totalCount) {
        case (_, 0): "Nothing scheduled today."
        case (0, _): "All done for today. Well done!"
        case (1, _): "1 session left today"
        default: "\(remaining) sessions left today"
        }
    }

    static func seeAllCounts(_ focus: TodayFocus) -> String? {
        var counts: [String] = []
        if focus.doneCount > 0 { counts.append("\(focus.doneCount) done") }
        if focus.leftOutDueCount > 0 { counts.append("\(focus.leftOutDueCount) more to do now") }
        return counts.isEmpty ? nil : counts.joined(separator: ", ")
    }
}

/// A plan's card in the home carousel.
public struct PlanCard: Sendable {
    public var id: String
    public var name: String
    public var region: String
    public var regionName: String
    public var icon: String
    public var tint: String
    public var completed: Int
    public var total: Int
    public var progressPercent: Int
    public var progressLabel: String
    public var nextLabel: String
    public var nextIsDue: Bool
    public var allDoneToday: Bool
    public var exercisesLabel: String
    public var schedulePath: AppPath
    public var progressPath: AppPath
    /// "Delete this plan?", coming back home.
    public var deletePath: AppPath

    public init(_ day: PlanDay, timeZone: TimeZone, today: LocalDate) {
        let plan = day.plan
        id = AppPath.id(plan.id)
        schedulePath = .scheduleSection(plan.id)
        progressPath = .planProgress(plan.id)
        deletePath = AppPath.planDelete(plan.id).query(RehabReturnForm.CodingKeys.from.rawValue, AppPath.home.value)
        name = plan.name
        region = plan.region.rawValue
        regionName = plan.region.displayName
        icon = plan.region.iconName
        tint = plan.region.tint
        completed = day.completedCount
        total = day.totalCount
        progressPercent = Int(clamping: day.progress * 100, to: 0...100)
        // Day one made after the day's last time asks nothing today: no "0/0" to puzzle over.
        progressLabel = total == 0 ? "No sessions today" : "\(completed)/\(total) done today"
        allDoneToday = total > 0 && day.remainingCount == 0
        nextIsDue = day.next?.isDue ?? false
        nextLabel = Self.nextLabel(day.next, day: day)
        exercisesLabel = RehabLibrary.exercisesLabel(plan.exerciseIDs)
    }

    /// The card's headline: what's next, or what's done — never only what was missed (the missed
    /// session's own row says it can still be done).
    static func nextLabel(_ next: NextSession?, day: PlanDay) -> String {
        guard let next else { return "No sessions set" }
        if next.isTomorrow {
            // Day one after every time today had passed: nothing was asked today.
            if day.totalCount == 0 { return "First session tomorrow · \(next.slot.time.label)" }
            return "All done today · next tomorrow \(next.slot.time.label)"
        }
        if next.isMissed {
            let tomorrow = day.plan.slots.first.map { " · next tomorrow \($0.time.label)" } ?? ""
            return "\(day.completedCount)/\(day.totalCount) done today\(tomorrow)"
        }
        return next.isDue ? "Due now · \(next.slot.time.label)" : "Next: \(next.slot.time.label)"
    }
}

/// One session in a list: today's sessions on home, or a row under a plan on the schedule.
public struct SessionRow: Sendable {
    public var planID: String
    public var slotID: String
    public var planName: String
    public var tint: String
    public var icon: String
    public var timeLabel: String
    public var partOfDay: String
    public var stateLabel: String
    public var isDone: Bool
    public var isDue: Bool
    /// Its window passed without it being done; still startable.
    public var isMissed: Bool
    public var exercisesLabel: String
    public var firstExerciseID: String
    /// Opens the session's first exercise guide.
    public var startPath: AppPath
    /// Marks a done session as not done (POST).
    public var undoPath: AppPath

    public init(_ session: ScheduledSession, plan: RehabPlan) {
        planID = AppPath.id(plan.id)
        slotID = AppPath.id(session.slot.id)
        startPath = .session(plan.id, session.slot.id)
        undoPath = .sessionUndo(plan.id, session.slot.id)
        planName = plan.name
        tint = plan.region.tint
        icon = plan.region.iconName
        timeLabel = session.slot.time.label
        partOfDay = session.slot.partOfDay
        isDone = session.state == .done
        isMissed = session.isMissed && session.state == .due
        isDue = session.state == .due && !isMissed
        stateLabel = switch session.state {
        case .done: "Done"
        case .due: isMissed ? "Missed — you can still do it" : "Due now"
        case .upcoming: "Later today"
        }
        exercisesLabel = RehabLibrary.exercisesLabel(plan.exerciseIDs)
        firstExerciseID = plan.exerciseIDs.first ?? ""
    }
}

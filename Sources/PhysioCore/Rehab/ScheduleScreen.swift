import Foundation

/// The schedule page: every plan as a collapsible section of today's sessions.
public struct ScheduleScreen: Sendable {
    public var dateLabel: String
    public var sections: [PlanSection]
    /// The person whose schedule this is, when someone helping them looks at it: they see it and
    /// can change the exercises, but sessions are the person's own to start and mark.
    public var helping: String?

    public init(schedule: DaySchedule, helping: String? = nil) {
        dateLabel = DateLabels.long(schedule.day)
        sections = schedule.plans.map(PlanSection.init)
        self.helping = helping
    }
}

/// One plan on the schedule page. Expanded when it still has sessions to do today.
public struct PlanSection: Sendable {
    public struct Pip: Sendable {
        public var filled: Bool
    }

    public var id: String
    public var name: String
    public var regionName: String
    public var icon: String
    public var tint: String
    public var expanded: Bool
    public var pips: [Pip]
    public var completedLabel: String
    /// The pips' spoken label: "1/3 done today", or "No sessions today".
    public var pipsLabel: String
    public var todayBadge: String?
    /// The headline badge when nothing is left today: "All done", or "Starts tomorrow" on a day one
    /// whose times had all passed when the plan was made (nothing was asked, so nothing is done).
    public var restBadge: String
    /// Day one with nothing asked: when the first session is, and a way to try it now anyway.
    public var startsLater: String?
    public var tryNowPath: AppPath?
    public var timesLabel: String
    public var rows: [SessionRow]
    public var times: [String]
    public var progressPath: AppPath
    public var timesPath: AppPath
    /// The plan editor (prescriptions, exercises) and the report for the clinician.
    public var editPath: AppPath
    public var reportPath: AppPath
    /// "Delete this plan?", coming back to the schedule.
    public var deletePath: AppPath

    public init(_ day: PlanDay) {
        let plan = day.plan
        id = AppPath.id(plan.id)
        progressPath = .planProgress(plan.id)
        timesPath = .planTimes(plan.id)
        editPath = .planEdit(plan.id)
        reportPath = .planReport(plan.id)
        deletePath = AppPath.planDelete(plan.id).query(RehabReturnForm.CodingKeys.from.rawValue, AppPath.schedule.value)
        name = plan.name
        regionName = plan.region.displayName
        icon = plan.region.iconName
        tint = plan.region.tint
        let nothingAsked = day.totalCount == 0
        let first = nothingAsked ? day.next : nil
        expanded = day.remainingCount > 0 || first != nil
        pips = day.sessions.map { Pip(filled: $0.state == .done) }
        completedLabel = nothingAsked ? "None today" : "\(day.completedCount)/\(day.totalCount) done"
        pipsLabel = nothingAsked ? "No sessions today" : "\(completedLabel) today"
        todayBadge = day.remainingCount > 0 ? "\(day.remainingCount) today" : nil
        restBadge = first?.isTomorrow == true ? "Starts tomorrow" : (nothingAsked ? "None today" : "All done")
        startsLater = first.map { "Your first session is \($0.isTomorrow ? "tomorrow at" : "at") \($0.slot.time.label)." }
        tryNowPath = first.map { .session(plan.id, $0.slot.id) }
        timesLabel = plan.slots.map(\.time.label).joined(separator: ", ")
        rows = day.sessions.map { SessionRow($0, plan: plan) }
        times = plan.slots.map(\.time.iso)
    }
}

/// Day labels worded the same way everywhere, independent of the machine's locale.
public enum DateLabels {
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]

    /// "Sunday, November 22".
    public static func long(_ day: LocalDate) -> String {
        "\(weekdays[day.weekday - 1]), \(months[day.month - 1]) \(day.day)"
    }

    /// "Sun, Nov 22", a date inside a sentence.
    public static func inSentence(_ day: LocalDate) -> String {
        "\(weekdays[day.weekday - 1].prefix(3)), \(months[day.month - 1].prefix(3)) \(day.day)"
    }

    /// "Sun • Nov 22", the short form of timelines.
    public static func short(_ day: LocalDate) -> String {
        "\(weekdays[day.weekday - 1].prefix(3)) • \(months[day.month - 1].prefix(3)) \(day.day)"
    }
}

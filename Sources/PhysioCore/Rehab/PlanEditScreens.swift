/// Changing a plan's session times.
public struct PlanTimesScreen: Sendable {
    public var planID: String
    public var planName: String
    public var tint: String
    public var timeFields: [PlanSetupScreen.TimeField]
    public var error: String?
    /// The plan's section on the schedule (back, cancel).
    public var schedulePath: AppPath
    /// Where the form posts.
    public var savePath: AppPath

    public init(plan: RehabPlan, times: [String]? = nil, error: String? = nil) {
        planID = AppPath.id(plan.id)
        schedulePath = .scheduleSection(plan.id)
        savePath = .planTimes(plan.id)
        planName = plan.name
        tint = plan.region.tint
        let values = times ?? plan.slots.map(\.time.iso)
        timeFields = (0..<PlanDraft.maxSessionsPerDay).map { index in
            PlanSetupScreen.TimeField(
                index: index, number: index + 1, value: index < values.count ? values[index] : "",
                optional: index >= 1)
        }
        self.error = error
    }
}

/// "Delete this plan?" — asked before anything is removed.
public struct DeletePlanScreen: Sendable {
    public var planID: String
    public var planName: String
    public var sessionsLabel: String
    /// Where to go back to: home or the schedule.
    public var returnPath: AppPath
    /// Where the form posts.
    public var deletePath: AppPath

    public init(plan: RehabPlan, returnTo: String?) {
        planID = AppPath.id(plan.id)
        planName = plan.name
        let count = plan.slots.count
        sessionsLabel = count == 1 ? "its daily session" : "its \(count) daily sessions"
        returnPath = .rehabReturn(returnTo)
        deletePath = AppPath.plan(plan.id).appending("delete")
    }
}

/// Changing a plan's session times.
public struct PlanTimesScreen: Sendable {
    public var planID: String
    public var planName: String
    public var tint: String
    public var timeFields: [PlanSetupScreen.TimeField]
    public var error: String?

    public init(plan: RehabPlan, times: [String]? = nil, error: String? = nil) {
        planID = plan.id.uuidString.lowercased()
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
    /// Where to go back to: "/" or "/schedule".
    public var returnTo: String

    public init(plan: RehabPlan, returnTo: String) {
        planID = plan.id.uuidString.lowercased()
        planName = plan.name
        let count = plan.slots.count
        sessionsLabel = count == 1 ? "its daily session" : "its \(count) daily sessions"
        self.returnTo = returnTo == "/schedule" ? "/schedule" : "/"
    }
}

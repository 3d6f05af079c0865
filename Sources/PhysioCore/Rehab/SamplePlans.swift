import Foundation

/// The "try it with sample plans" path: a few ready-made plans for a three-minute look around.
/// Example content only.
public enum SamplePlans {
    /// The conditions the demo uses, in the order they are made.
    public static let conditionIDs = ["knee-limited-flexion", "knee-extension-lag", "shoulder-stiffness"]

    /// Builds the sample plans with the given ids, created at `now`.
    public static func make(now: Date, newID: () -> UUID) -> [RehabPlan] {
        conditionIDs.enumerated().compactMap { index, conditionID in
            let draft = PlanDraft(
                conditionID: conditionID,
                times: index == 2 ? [TimeOfDay(hour: 9, minute: 0), TimeOfDay(hour: 18, minute: 30)].compactMap { $0 }
                    : PlanDraft.defaultTimes)
            // Later sample plans are stamped a second apart so they keep their order.
            return try? draft.makePlan(id: newID(), slotIDs: newID, now: now.addingTimeInterval(Double(index)))
        }
    }
}

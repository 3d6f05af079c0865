import Foundation
import PhysioCore

/// Named fixtures for rehab tests: time zones, instants and plans with predictable ids.
public enum RehabFixtures {
    public static let toronto = TimeZone(identifier: "America/Toronto")!
    public static let kolkata = TimeZone(identifier: "Asia/Kolkata")!
    public static let auckland = TimeZone(identifier: "Pacific/Auckland")!
    public static let utc = TimeZone(identifier: "UTC")!

    /// An instant given as wall-clock time in a zone.
    public static func at(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// UUIDs 00000000-0000-0000-0000-000000000001, …2, … in order.
    public final class SequentialIDs: @unchecked Sendable {
        private var next = 1
        public init() {}
        public func callAsFunction() -> UUID {
            defer { next += 1 }
            return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", next))!
        }
    }

    /// A plan for limited knee bend with sessions at the given times ("08:00", …).
    public static func kneePlan(times: [String] = ["08:00", "13:00", "19:00"], ids: SequentialIDs = SequentialIDs(),
                                createdAt: Date = Date(timeIntervalSince1970: 1_790_000_000)) -> RehabPlan {
        try! PlanDraft(conditionID: "knee-limited-flexion", times: times.map { TimeOfDay(parsing: $0)! })
            .makePlan(id: ids(), slotIDs: { ids() }, now: createdAt)
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore

/// The JSON API under `/api/v1`: the same operations as the pages. Errors use the one shape
/// `{"error": {"code", "message"}}`.
struct APIController {
    let database: AppDatabase
    let time: AppTime

    struct PlanJSON: Codable, Sendable {
        var id: String
        var name: String
        var conditionId: String
        var region: String
        var exercises: [String]
        var sessionTimes: [String]
        var createdAt: Date

        init(_ plan: RehabPlan) {
            id = AppPath.id(plan.id)
            name = plan.name
            conditionId = plan.conditionID
            region = plan.region.rawValue
            exercises = plan.exerciseIDs
            sessionTimes = plan.slots.map(\.time.iso)
            createdAt = plan.createdAt
        }
    }

    struct SessionJSON: Codable, Sendable {
        var planId: String
        var planName: String
        var slotId: String
        var time: String
        var scheduledAt: Date
        var state: String
        var completedAt: Date?
    }

    struct TodayJSON: Codable, Sendable {
        var date: String
        var timeZone: String
        var remaining: Int
        var sessions: [SessionJSON]
    }

    struct NewPlan: Decodable {
        var conditionId: String
        var name: String?
        var sessionTimes: [String]?
    }

    struct SessionTimes: Decodable {
        var sessionTimes: [String]
    }

    struct CompletionJSON: Codable, Sendable {
        var planId: String
        var slotId: String
        var date: String
        var completed: Bool
        var changed: Bool
    }

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get("plans") { _, _ in
            // Written directly (same bytes as `JSONBody.response(plans.map(PlanJSON.init))`).
            try PlanListJSON.response(try await database.plans())
        }
        group.post("plans") { request, _ in
            let body = try await JSONInput.decode(NewPlan.self, from: request)
            let times = try parseTimes(body.sessionTimes) ?? PlanDraft.defaultTimes
            let plan = try PlanDraft(conditionID: body.conditionId, name: body.name, times: times)
                .makePlan(id: UUID(), slotIDs: { UUID() }, now: time.now)
            try await database.createPlan(plan)
            try await database.completeOnboarding()
            var response = try JSONBody.response(PlanJSON(plan), status: .created)
            response.headers[.location] = AppPath.apiPlan(plan.id).value
            return response
        }
        group.get("plans/:id") { _, context in
            guard let plan = try await database.plan(id: try context.uuid("id")) else {
                throw AppDatabase.StoreError.planNotFound
            }
            return try JSONBody.response(PlanJSON(plan))
        }
        group.put("plans/:id/session-times") { request, context in
            let id = try context.uuid("id")
            let body = try await JSONInput.decode(SessionTimes.self, from: request)
            try await database.updatePlanTimes(id: id, times: try parseTimes(body.sessionTimes) ?? [], newSlotID: { UUID() })
            guard let plan = try await database.plan(id: id) else { throw AppError.notFound() }
            return try JSONBody.response(PlanJSON(plan))
        }
        group.delete("plans/:id") { _, context in
            try await database.deletePlan(id: try context.uuid("id"))
            return Response(status: .noContent)
        }
        group.get("today") { _, _ in try JSONBody.response(try await today()) }
        group.post("plans/:id/sessions/:slot/complete") { _, context in
            try await setCompletion(context, done: true)
        }
        group.delete("plans/:id/sessions/:slot/complete") { _, context in
            try await setCompletion(context, done: false)
        }
        group.get("library/conditions") { _, _ in
            try JSONBody.response(RehabLibrary.conditions)
        }
        group.get("library/exercises") { _, _ in
            try JSONBody.response(RehabLibrary.exercises)
        }
    }

    func today() async throws -> TodayJSON {
        let schedule = try await database.daySchedule(now: time.now, timeZone: time.timeZone)
        let names = Dictionary(schedule.plans.map { ($0.plan.id, $0.plan.name) }, uniquingKeysWith: { a, _ in a })
        return TodayJSON(
            date: schedule.day.iso, timeZone: time.timeZone.identifier, remaining: schedule.remainingCount,
            sessions: schedule.sessionsInTimeOrder.map {
                SessionJSON(
                    planId: AppPath.id($0.planID), planName: names[$0.planID] ?? "", slotId: AppPath.id($0.slot.id),
                    time: $0.slot.time.iso, scheduledAt: $0.scheduledAt, state: $0.state.rawValue,
                    completedAt: $0.completedAt)
            })
    }

    func setCompletion(_ context: AppRequestContext, done: Bool) async throws -> Response {
        let planID = try context.uuid("id"), slotID = try context.uuid("slot")
        let day = time.today
        let changed = done
            ? try await database.completeSlot(planID: planID, slotID: slotID, day: day, at: time.now)
            : try await database.reopenSlot(planID: planID, slotID: slotID, day: day)
        return try JSONBody.response(
            CompletionJSON(planId: AppPath.id(planID), slotId: AppPath.id(slotID), date: day.iso, completed: done, changed: changed))
    }

    func parseTimes(_ raw: [String]?) throws -> [TimeOfDay]? {
        try raw.map { list in
            try list.map { text in
                guard let time = TimeOfDay(parsing: text) else {
                    throw AppError.badRequest("“\(text)” isn't a time. Use 24-hour HH:MM, like 08:30.")
                }
                return time
            }
        }
    }
}

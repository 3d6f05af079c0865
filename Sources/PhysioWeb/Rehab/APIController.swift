import Foundation
import Hummingbird
import PhysioCore
import PhysioStore

/// The JSON API under `/api/v1`: the same operations as the pages. Errors use the one shape
/// `{"error": {"code", "message"}}`.
struct APIController {
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

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.apiPlans) { _, context in
            // Written directly (same bytes as `JSONBody.response(plans.map(PlanJSON.init))`).
            try PlanListJSON.response(try await context.store.plans())
        }
        router.post(AppPath.apiPlans) { request, context in
            let body = try await JSONInput.decode(NewPlan.self, from: request)
            let times = try parseTimes(body.sessionTimes) ?? PlanDraft.defaultTimes
            let plan = try PlanDraft(conditionID: body.conditionId, name: body.name, times: times)
                .makePlan(id: UUID(), slotIDs: { UUID() }, now: time.now)
            let store = try context.store
            try await store.createPlan(plan)
            try await store.completeOnboarding()
            var response = try JSONBody.response(PlanJSON(plan), status: .created)
            response.headers[.location] = AppPath.apiPlan(plan.id).value
            return response
        }
        router.plan(.get, AppPath.apiPlan) { _, _, plan in try JSONBody.response(PlanJSON(plan)) }
        router.plan(.put, AppPath.apiPlanTimes) { request, context, plan in
            let body = try await JSONInput.decode(SessionTimes.self, from: request)
            let store = try context.store
            try await store.updatePlanTimes(id: plan.id, times: try parseTimes(body.sessionTimes) ?? [], newSlotID: { UUID() })
            guard let plan = try await store.plan(id: plan.id) else { throw AppDatabase.StoreError.planNotFound }
            return try JSONBody.response(PlanJSON(plan))
        }
        router.plan(.delete, AppPath.apiPlan) { _, context, plan in
            try await context.store.deletePlan(id: plan.id)
            return Response(status: .noContent)
        }
        router.get(AppPath.apiToday) { _, context in try JSONBody.response(try await today(context.store)) }
        router.planSlot(.post, AppPath.apiSessionComplete) { _, context, plan, slot in
            try await setCompletion(plan, slot, context, done: true)
        }
        router.planSlot(.delete, AppPath.apiSessionComplete) { _, context, plan, slot in
            try await setCompletion(plan, slot, context, done: false)
        }
        router.get(AppPath.apiConditions) { _, _ in try JSONBody.response(RehabLibrary.conditions) }
        router.get(AppPath.apiExercises) { _, _ in try JSONBody.response(RehabLibrary.exercises) }
    }

    func today(_ store: AppDatabase) async throws -> TodayJSON {
        let schedule = try await store.daySchedule(now: time.now, timeZone: time.timeZone)
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

    func setCompletion(_ plan: RehabPlan, _ slot: SessionSlot, _ context: AppRequestContext, done: Bool) async throws
        -> Response
    {
        let day = time.today
        let store = try context.store
        let changed = done
            ? try await store.completeSlot(planID: plan.id, slotID: slot.id, day: day, at: time.now)
            : try await store.reopenSlot(planID: plan.id, slotID: slot.id, day: day)
        return try JSONBody.response(
            CompletionJSON(
                planId: AppPath.id(plan.id), slotId: AppPath.id(slot.id), date: day.iso, completed: done, changed: changed))
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

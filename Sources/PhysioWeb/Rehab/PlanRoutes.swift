import Foundation
import HTTPTypes
import Hummingbird
import PhysioCore
import PhysioStore

/// Routes below a plan (`/plans/<id>/…`, and the API's): the plan — and its session, and its
/// exercise — is loaded here once, from the request's person's own database, and a missing one is
/// answered here once (404, with the same words everywhere). A handler gets what it works on.
extension AppRouter {
    typealias PlanHandler = @Sendable (Request, AppRequestContext, RehabPlan) async throws -> Response

    /// A route naming a plan.
    func plan(_ method: HTTPRequest.Method, _ route: AppRoute<UUID>, _ handler: @escaping PlanHandler) {
        on(route, method) { request, context, planID in
            try await handler(request, context, try await PlanLookup.plan(planID, context))
        }
    }

    /// A route naming one of a plan's exercises: the exercise must be in the plan.
    func planExercise(
        _ method: HTTPRequest.Method, _ route: AppRoute<(UUID, String)>,
        _ handler: @escaping @Sendable (Request, AppRequestContext, RehabPlan, String) async throws -> Response
    ) {
        on(route, method) { request, context, value in
            let plan = try await PlanLookup.plan(value.0, context)
            guard plan.exerciseIDs.contains(value.1) else { throw PlanEditError.exerciseNotInPlan }
            return try await handler(request, context, plan, value.1)
        }
    }

    /// A route naming a plan's session (slot).
    func planSlot(
        _ method: HTTPRequest.Method, _ route: AppRoute<(UUID, UUID)>,
        _ handler: @escaping @Sendable (Request, AppRequestContext, RehabPlan, SessionSlot) async throws -> Response
    ) {
        on(route, method) { request, context, value in
            let (plan, slot) = try await PlanLookup.slot(value.0, value.1, context)
            return try await handler(request, context, plan, slot)
        }
    }

    /// A route naming one exercise of a plan's session: where a guided session or a guide takes place.
    func sessionPlace(
        _ method: HTTPRequest.Method, _ route: AppRoute<(UUID, UUID, String)>,
        _ handler: @escaping @Sendable (Request, AppRequestContext, PlanPlace) async throws -> Response
    ) {
        on(route, method) { request, context, value in
            let (plan, slot) = try await PlanLookup.slot(value.0, value.1, context)
            guard let exercise = plan.exercise(id: value.2) else { throw PlanEditError.exerciseNotInPlan }
            return try await handler(request, context, PlanPlace(plan: plan, slot: slot, exercise: exercise))
        }
    }
}

/// One exercise of one of a plan's sessions, as the plan prescribes it.
struct PlanPlace: Sendable {
    var plan: RehabPlan
    var slot: SessionSlot
    /// The exercise with the plan's numbers (``RehabPlan/exercise(id:)``).
    var exercise: Exercise

    var session: SessionPlace {
        SessionPlace(
            planID: plan.id, planName: plan.name, slotID: slot.id, slotLabel: slot.time.label,
            exerciseIDs: plan.exerciseIDs, exerciseID: exercise.id)
    }

    /// The plan's own numbers for the exercise, when they were set (nil: the library's).
    var prescription: Prescription? { plan.prescriptions[exercise.id] }
}

/// Finding what a plan route names, in the request's person's database.
enum PlanLookup {
    static func plan(_ id: UUID, _ context: AppRequestContext) async throws -> RehabPlan {
        guard let plan = try await context.store.plan(id: id) else { throw AppDatabase.StoreError.planNotFound }
        return plan
    }

    static func slot(_ planID: UUID, _ slotID: UUID, _ context: AppRequestContext) async throws -> (RehabPlan, SessionSlot) {
        let plan = try await plan(planID, context)
        guard let slot = plan.slots.first(where: { $0.id == slotID }) else { throw AppDatabase.StoreError.slotNotFound }
        return (plan, slot)
    }
}

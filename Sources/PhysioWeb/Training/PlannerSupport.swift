import Foundation
import HTTPTypes
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// What the planner's controllers share: loading a plan, the context, rendering the week fragments.
struct PlannerSupport {
    let renderer: Renderer
    let time: AppTime

    func context(selected: LocalDate? = nil) -> PlannerContext {
        PlannerContext(now: time.now, timeZone: time.timeZone, selected: selected)
    }

    /// The request's person's training plan `id`; a missing one is a 404 (here only).
    static func plan(_ id: UUID, _ context: AppRequestContext) async throws -> MesocyclePlan {
        guard let plan = try await context.store.mesocycle(id: id) else {
            throw AppDatabase.TrainingStoreError.mesocycleNotFound
        }
        return plan
    }

    /// The confirmation named by the page's address (`?moved=<move id>` or `?undone=<move id>`), when
    /// that move of plan `planID` is still kept; nil otherwise (the address never supplies its words).
    func confirmation(
        _ request: Request, _ context: AppRequestContext, planID: UUID, place: MoveConfirmation.Place
    ) async throws -> MoveConfirmation? {
        let moved = request.query("moved"), undone = request.query("undone")
        guard let text = moved ?? undone, let moveID = UUID(uuidString: text),
            let record = try await context.store.move(planID: planID, id: moveID)
        else { return nil }
        // After a move that has since been undone (a reload, another tab), say so rather than offer Undo.
        return MoveConfirmation(planID: planID, moveID: moveID, undo: record.undo, undone: undone != nil || record.isUndone, place: place)
    }

    /// The weeks holding `days`, drawn as the page shows them.
    func renderedWeeks(of plan: MesocyclePlan, days: [LocalDate], context: AppRequestContext) -> [RenderedWeek] {
        // Only the weeks that changed are built, not the whole carousel: a move stays cheap in a long plan.
        Set(days.compactMap(plan.weekNumber(of:))).sorted().map { number in
            RenderedWeek(number: number, html: week(number, of: plan, context: context).rendered)
        }
    }

    /// Week `number` of `plan` in full, as the carousel draws it (with the CSRF token of its forms).
    func week(_ number: Int, of plan: MesocyclePlan, context request: AppRequestContext) -> HTML {
        let context = context()
        let chrome = renderer.chrome(title: "", section: .planner, context: request)
        let current = WeekCarousel.currentWeekNumber(of: plan, context: context)
        let week = WeekCluster(week: plan.week(number), plan: plan, context: context, isCurrent: number == current)
        return PlannerWeekView(week, planID: plan.id, chrome: chrome).html
    }
}

/// A week of the carousel, re-rendered.
struct RenderedWeek: Codable, Sendable {
    var number: Int
    var html: String
}

/// Routes below a training plan (`/planner/<id>/…`, and the API's): the plan is loaded here once,
/// from the request's person's own database, and a missing one is answered here once.
extension AppRouter {
    func mesocycle(
        _ method: HTTPRequest.Method, _ route: AppRoute<UUID>,
        _ handler: @escaping @Sendable (Request, AppRequestContext, MesocyclePlan) async throws -> Response
    ) {
        on(route, method) { request, context, id in
            try await handler(request, context, try await PlannerSupport.plan(id, context))
        }
    }

    func mesocycle<Value: Sendable>(
        _ method: HTTPRequest.Method, _ route: AppRoute<(UUID, Value)>,
        _ handler: @escaping @Sendable (Request, AppRequestContext, MesocyclePlan, Value) async throws -> Response
    ) {
        on(route, method) { request, context, value in
            try await handler(request, context, try await PlannerSupport.plan(value.0, context), value.1)
        }
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// What the planner's controllers share: loading a plan, the context, rendering the week fragments.
struct PlannerSupport {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func context(selected: LocalDate? = nil) -> PlannerContext {
        PlannerContext(now: time.now, timeZone: time.timeZone, selected: selected)
    }

    func plan(_ context: AppRequestContext, parameter: String = "id") async throws -> MesocyclePlan {
        guard let plan = try await database.mesocycle(id: try context.uuid(parameter)) else {
            throw AppDatabase.TrainingStoreError.mesocycleNotFound
        }
        return plan
    }

    func day(_ context: AppRequestContext, parameter: String = "date") throws -> LocalDate {
        guard let text = context.parameters.get(parameter), let day = LocalDate(iso: text), day.isSupported else {
            throw AppError.notFound("There is no day at this address.")
        }
        return day
    }

    /// The confirmation named by the page's address (`?moved=<move id>` or `?undone=<move id>`), when
    /// that move of plan `planID` is still kept; nil otherwise (the address never supplies its words).
    func confirmation(_ request: Request, planID: UUID, place: MoveConfirmation.Place) async throws -> MoveConfirmation? {
        let moved = request.query("moved"), undone = request.query("undone")
        guard let text = moved ?? undone, let moveID = UUID(uuidString: text),
            let record = try await database.move(planID: planID, id: moveID)
        else { return nil }
        // After a move that has since been undone (a reload, another tab), say so rather than offer Undo.
        return MoveConfirmation(planID: planID, moveID: moveID, undo: record.undo, undone: undone != nil || record.isUndone, place: place)
    }

    /// The weeks holding `days`, drawn as the page shows them.
    func renderedWeeks(of plan: MesocyclePlan, days: [LocalDate], session: AuthSession?) -> [RenderedWeek] {
        // Only the weeks that changed are built, not the whole carousel: a move stays cheap in a long plan.
        Set(days.compactMap(plan.weekNumber(of:))).sorted().map { number in
            RenderedWeek(number: number, html: week(number, of: plan, session: session).rendered)
        }
    }

    /// Week `number` of `plan` in full, as the carousel draws it (with the CSRF token of its forms).
    func week(_ number: Int, of plan: MesocyclePlan, session: AuthSession?) -> HTML {
        let context = context()
        let chrome = renderer.chrome(title: "", section: .planner, session: session)
        let current = WeekCarousel.currentWeekNumber(of: plan, context: context)
        let week = WeekCluster(week: plan.week(number), plan: plan, context: context, isCurrent: number == current)
        return PlannerWeekView(week, planID: AppPath.id(plan.id), chrome: chrome).html
    }
}

/// A week of the carousel, re-rendered.
struct RenderedWeek: Codable, Sendable {
    var number: Int
    var html: String
}

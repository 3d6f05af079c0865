import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// What the planner's controllers share: loading a plan, the context, rendering the week fragments.
struct PlannerSupport {
    let services: AppServices

    func context(selected: LocalDate? = nil) -> PlannerContext {
        PlannerContext(now: services.now, timeZone: services.timeZone, selected: selected)
    }

    func plan(_ context: AppRequestContext, parameter: String = "id") async throws -> MesocyclePlan {
        guard let plan = try await services.database.mesocycle(id: try context.uuid(parameter)) else {
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

    /// The weeks holding `days`, drawn as the page shows them.
    func renderedWeeks(of plan: MesocyclePlan, days: [LocalDate], session: AuthSession?) -> [RenderedWeek] {
        let context = context()
        let chrome = services.renderer.chrome(title: "", section: .planner, session: session)
        let planID = AppPath.id(plan.id)
        // Only the weeks that changed are built, not the whole carousel: a move stays cheap in a long plan.
        let current = WeekCarousel.currentWeekNumber(of: plan, context: context)
        return Set(days.compactMap(plan.weekNumber(of:))).sorted().map { number in
            let week = WeekCluster(week: plan.week(number), plan: plan, context: context, isCurrent: number == current)
            return RenderedWeek(number: number, html: PlannerWeekView(week, planID: planID, chrome: chrome).html.rendered)
        }
    }
}

/// A week of the carousel, re-rendered.
struct RenderedWeek: Codable, Sendable {
    var number: Int
    var html: String
}

/// Fixed notices of the planner pages. Only these words reach the page, never text from the URL.
enum PlannerNotice: String {
    case created, saved, deleted, moved, done, undone, workoutAdded = "workout-added", workoutDeleted = "workout-deleted"

    var text: String {
        switch self {
        case .created: "Your training plan is ready. Drag exercises between days, or tap a day to see its workout."
        case .saved: "Changes saved."
        case .deleted: "The training plan was deleted."
        case .moved: "Exercise moved."
        case .done: "Workout marked done. Nice work!"
        case .undone: "Workout marked not done."
        case .workoutAdded: "Workout added. Now add its exercises."
        case .workoutDeleted: "Workout deleted; the day is a rest day now."
        }
    }

    static func from(_ request: Request) -> String? {
        request.query("notice").flatMap(PlannerNotice.init(rawValue:))?.text
    }

    /// `path` showing this notice, scrolled to `fragment`.
    func on(_ path: AppPath, fragment: String? = nil) -> String {
        let target = path.query("notice", rawValue)
        return (fragment.map(target.fragment) ?? target).value
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore

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
        guard let text = context.parameters.get(parameter), let day = LocalDate(iso: text) else {
            throw AppError.notFound("There is no day at this address.")
        }
        return day
    }

    /// A week of the carousel as HTML, to replace the one on the page after a change.
    struct WeekFragment: Sendable {
        var planID: String
        var week: WeekCluster
    }

    /// The weeks holding `days`, rendered as the page shows them.
    func renderedWeeks(of plan: MesocyclePlan, days: [LocalDate], session: AuthSession?) throws -> [RenderedWeek] {
        let context = context()
        // Only the weeks that changed are built, not the whole carousel: a move stays cheap in a long plan.
        let current = WeekCarousel.currentWeekNumber(of: plan, context: context)
        return try Set(days.compactMap(plan.weekNumber(of:))).sorted().map { number in
            let week = WeekCluster(week: plan.week(number), plan: plan, context: context, isCurrent: number == current)
            return RenderedWeek(
                number: number,
                html: try fragment("planner-week-fragment", WeekFragment(planID: plan.id.uuidString, week: week), session: session))
        }
    }

    /// Renders a template without the layout (for the sheet and for week updates).
    func fragment<Screen: Sendable>(_ template: String, _ screen: Screen, session: AuthSession?) throws -> String {
        let chrome = MustacheChrome(
            title: "", csrf: session?.csrfToken, signedIn: session != nil, assetVersion: services.renderer.assetVersion,
            navHome: false, navSchedule: false, navNewPlan: false, notice: nil)
        guard let html = services.renderer.library.render(MustacheBox.box(PageView(page: chrome, screen: screen)), withTemplate: template) else {
            throw AppError(.internalServerError, code: "template_missing", "This part of the page couldn't be drawn.")
        }
        return html
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
}

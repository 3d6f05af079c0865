import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The schedule page, changing a plan's times, and deleting a plan after confirmation.
struct ScheduleController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.schedule) { request, context in
            let schedule = try await context.store.daySchedule(now: time.now, timeZone: time.timeZone)
            return renderer.page(
                title: "Schedule", section: .schedule, context: context, notice: Notice.from(request),
                bodyClass: "schedule"
            ) { chrome in ScheduleView(ScheduleScreen(schedule: schedule, helping: context.helping?.name), chrome: chrome).html }
        }
        router.plan(.get, AppPath.planDelete) { request, context, plan in
            let screen = DeletePlanScreen(plan: plan, returnTo: request.query(RehabReturnForm.CodingKeys.from.rawValue))
            return renderer.page(title: "Delete \(plan.name)?", context: context) { chrome in
                DeletePlanView(screen, chrome: chrome).html
            }
        }
        router.plan(.post, AppPath.planDelete) { request, context, plan in
            let back = try await FormData.from(request).decode(RehabReturnForm.self).path
            try await context.store.deletePlan(id: plan.id)
            return Response.redirect(to: back.query("notice", Notice.deleted.rawValue).value, type: .normal)
        }
        router.plan(.get, AppPath.planTimes) { _, context, plan in
            timesPage(PlanTimesScreen(plan: plan), context)
        }
        router.plan(.post, AppPath.planTimes) { request, context, plan in try await saveTimes(plan, request, context) }
    }

    func saveTimes(_ plan: RehabPlan, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        let raw = try await FormData.from(request).decode(PlanTimesForm.self).times
        func retry(_ message: String) -> Response {
            timesPage(PlanTimesScreen(plan: plan, times: raw, error: message), context, status: .badRequest)
        }
        let times = raw.compactMap(TimeOfDay.init(parsing:))
        guard times.count == raw.count else {
            return retry("One of the times isn't a time. Use the clock picker or type it like 08:30.")
        }
        do {
            _ = try PlanDraft.validated(times)
        } catch {
            return retry(error.message)
        }
        try await context.store.updatePlanTimes(id: plan.id, times: times, newSlotID: { UUID() })
        return Response.redirect(
            to: AppPath.schedule.query("notice", Notice.timesSaved.rawValue).fragment("plan-\(AppPath.id(plan.id))")
                .value,
            type: .normal)
    }

    func timesPage(
        _ screen: PlanTimesScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(title: "Session times", section: .schedule, context: context, status: status) {
            chrome in
            PlanTimesView(screen, chrome: chrome).html
        }
    }
}

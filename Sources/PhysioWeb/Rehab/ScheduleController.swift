import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The schedule page, changing a plan's times, and deleting a plan after confirmation.
struct ScheduleController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/schedule") { request, context in
            let schedule = try await database.daySchedule(now: time.now, timeZone: time.timeZone)
            return renderer.page(
                title: "Schedule", section: .schedule, session: context.session, notice: Notice.from(request),
                bodyClass: "schedule"
            ) { chrome in ScheduleView(ScheduleScreen(schedule: schedule), chrome: chrome).html }
        }
        router.get("/plans/:id/delete") { request, context in
            let plan = try await plan(context)
            let screen = DeletePlanScreen(plan: plan, returnTo: request.query("from"))
            return renderer.page(title: "Delete \(plan.name)?", session: context.session) { chrome in
                DeletePlanView(screen, chrome: chrome).html
            }
        }
        router.post("/plans/:id/delete") { request, context in
            let form = try await FormData.from(request)
            try await database.deletePlan(id: try context.uuid("id"))
            let back = AppPath.rehabReturn(form["from"])
            return Response.redirect(to: back.query("notice", Notice.deleted.rawValue).value, type: .normal)
        }
        router.get("/plans/:id/times") { _, context in
            let plan = try await plan(context)
            return timesPage(PlanTimesScreen(plan: plan), context)
        }
        router.post("/plans/:id/times") { request, context in try await saveTimes(request, context) }
    }

    func saveTimes(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let plan = try await plan(context)
        let form = try await FormData.from(request)
        let raw = form.all("time").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
        try await database.updatePlanTimes(id: plan.id, times: times, newSlotID: { UUID() })
        return Response.redirect(
            to: AppPath.schedule.query("notice", Notice.timesSaved.rawValue).fragment("plan-\(AppPath.id(plan.id))")
                .value,
            type: .normal)
    }

    func timesPage(
        _ screen: PlanTimesScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(title: "Session times", section: .schedule, session: context.session, status: status) {
            chrome in
            PlanTimesView(screen, chrome: chrome).html
        }
    }

    func plan(_ context: AppRequestContext) async throws -> RehabPlan {
        guard let plan = try await database.plan(id: try context.uuid("id")) else {
            throw AppError.notFound("That plan doesn't exist any more. It may have been deleted.")
        }
        return plan
    }
}

import Foundation
import Hummingbird
import PhysioCore

/// The schedule page, changing a plan's times, and deleting a plan after confirmation.
struct ScheduleController {
    let services: AppServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/schedule") { request, context in
            try await services.pageCache.page(services.pageKey(request, context)) {
                let schedule = try await services.database.daySchedule(now: services.now, timeZone: services.timeZone)
                return try services.renderer.body(
                    "schedule", title: "Schedule", screen: ScheduleScreen(schedule: schedule), session: context.session,
                    section: .schedule, notice: Notice.from(request))
            }
        }
        router.get("/plans/:id/delete") { request, context in
            let plan = try await plan(context)
            return try services.renderer.page(
                "plan-delete", title: "Delete \(plan.name)?",
                screen: DeletePlanScreen(plan: plan, returnTo: request.query("from") ?? "/"), session: context.session)
        }
        router.post("/plans/:id/delete") { request, context in
            let form = try await FormData.from(request)
            try await services.database.deletePlan(id: try context.uuid("id"))
            let back = form["from"] == "/schedule" ? "/schedule" : "/"
            return Response.redirect(to: "\(back)?notice=deleted", type: .normal)
        }
        router.get("/plans/:id/times") { _, context in
            let plan = try await plan(context)
            return try services.renderer.page(
                "plan-times", title: "Session times", screen: PlanTimesScreen(plan: plan), session: context.session,
                section: .schedule)
        }
        router.post("/plans/:id/times") { request, context in try await saveTimes(request, context) }
    }

    func saveTimes(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let plan = try await plan(context)
        let form = try await FormData.from(request)
        let raw = form.all("time").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        func retry(_ message: String) throws -> Response {
            try services.renderer.page(
                "plan-times", title: "Session times", screen: PlanTimesScreen(plan: plan, times: raw, error: message),
                session: context.session, section: .schedule, status: .badRequest)
        }
        let times = raw.compactMap(TimeOfDay.init(parsing:))
        guard times.count == raw.count else {
            return try retry("One of the times isn't a time. Use the clock picker or type it like 08:30.")
        }
        do {
            _ = try PlanDraft.validated(times)
        } catch {
            return try retry(error.errorDescription ?? "Those times can't be used.")
        }
        try await services.database.updatePlanTimes(id: plan.id, times: times, newSlotID: { UUID() })
        return Response.redirect(to: "/schedule?notice=times-saved#plan-\(plan.id.uuidString.lowercased())", type: .normal)
    }

    func plan(_ context: AppRequestContext) async throws -> RehabPlan {
        guard let plan = try await services.database.plan(id: try context.uuid("id")) else {
            throw AppError.notFound("That plan doesn't exist any more. It may have been deleted.")
        }
        return plan
    }
}

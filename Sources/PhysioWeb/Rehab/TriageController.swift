import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Triage: body area → difficulty → condition → plan set-up → plan created.
struct TriageController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/triage") { _, context in
            renderer.page(title: "New plan", section: .newPlan, session: context.session) { _ in
                RegionPickerView(RegionPickerScreen()).html
            }
        }
        router.get("/triage/:region") { _, context in
            let region = try region(context)
            return renderer.page(
                title: "\(region.displayName): what do you feel?", section: .newPlan, session: context.session
            ) { _ in DifficultyPickerView(DifficultyPickerScreen(region: region)).html }
        }
        router.get("/triage/:region/:difficulty") { _, context in
            let region = try region(context)
            guard let difficulty = RehabLibrary.difficulty(id: context.parameters.get("difficulty") ?? ""),
                difficulty.region == region
            else { throw AppError.notFound("That choice isn't in the list. Please pick again.") }
            let conditions = RehabLibrary.conditions(forDifficulty: difficulty.id)
            if conditions.count == 1, let only = conditions.first {
                return Response.redirect(to: AppPath.condition(only.id).value, type: .normal)
            }
            return renderer.page(title: difficulty.title, section: .newPlan, session: context.session) { _ in
                ConditionPickerView(ConditionPickerScreen(difficulty: difficulty)).html
            }
        }
        router.get("/conditions/:id") { _, context in
            let condition = try condition(context.parameters.get("id"))
            return setupPage(PlanSetupScreen(condition: condition), context)
        }
        router.post("/plans") { request, context in try await createPlan(request, context) }
    }

    func createPlan(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await FormData.from(request)
        let condition = try condition(form["condition"])
        let rawTimes = form.all("time").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let name = form["name"] ?? ""
        func retry(_ message: String) -> Response {
            setupPage(
                PlanSetupScreen(condition: condition, name: name, times: rawTimes, error: message), context,
                status: .badRequest)
        }
        var times: [TimeOfDay] = []
        for raw in rawTimes {
            guard let time = TimeOfDay(parsing: raw) else {
                return retry("“\(raw)” isn't a time. Use the clock picker or type it like 08:30.")
            }
            times.append(time)
        }
        let draft = PlanDraft(conditionID: condition.id, name: name, times: times)
        let plan: RehabPlan
        do {
            plan = try draft.makePlan(id: UUID(), slotIDs: { UUID() }, now: time.now)
        } catch {
            return retry(error.message)
        }
        try await database.createPlan(plan)
        try await database.completeOnboarding()
        return Response.redirect(
            to: AppPath.schedule.query("notice", Notice.created.rawValue).fragment("plan-\(AppPath.id(plan.id))").value,
            type: .normal)
    }

    func setupPage(
        _ screen: PlanSetupScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(title: screen.conditionName, section: .newPlan, session: context.session, status: status)
        { chrome in
            PlanSetupView(screen, chrome: chrome).html
        }
    }

    func region(_ context: AppRequestContext) throws -> BodyRegion {
        guard let region = BodyRegion(rawValue: context.parameters.get("region") ?? "") else {
            throw AppError.notFound("That body area isn't in the list. Please pick again.")
        }
        return region
    }

    func condition(_ id: String?) throws -> Condition {
        guard let condition = RehabLibrary.condition(id: id ?? "") else {
            throw AppError.notFound("That condition isn't in the library. Please start again from “New plan”.")
        }
        return condition
    }
}

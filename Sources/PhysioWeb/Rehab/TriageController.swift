import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Triage: body area → difficulty → condition → plan set-up → plan created.
struct TriageController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.triage) { _, context in
            renderer.page(title: "New plan", section: .newPlan, context: context) { _ in
                RegionPickerView(RegionPickerScreen()).html
            }
        }
        router.get(AppPath.triageRegion) { _, context, region in
            renderer.page(
                title: "\(region.displayName): what do you feel?", section: .newPlan, context: context
            ) { _ in DifficultyPickerView(DifficultyPickerScreen(region: region)).html }
        }
        router.get(AppPath.triageDifficulty) { _, context, choice in
            guard let difficulty = RehabLibrary.difficulty(id: choice.1), difficulty.region == choice.0 else {
                throw AppError.notFound("That choice isn't in the list. Please pick again.")
            }
            let conditions = RehabLibrary.conditions(forDifficulty: difficulty.id)
            if conditions.count == 1, let only = conditions.first {
                return Response.redirect(to: AppPath.condition(only.id).value, type: .normal)
            }
            return renderer.page(title: difficulty.title, section: .newPlan, context: context) { _ in
                ConditionPickerView(ConditionPickerScreen(difficulty: difficulty)).html
            }
        }
        router.get(AppPath.condition) { _, context, conditionID in
            setupPage(PlanSetupScreen(condition: try condition(conditionID)), context)
        }
        router.post(AppPath.plans) { request, context in try await createPlan(request, context) }
    }

    func createPlan(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await FormData.from(request).decode(PlanSetupForm.self)
        let condition = try condition(form.condition)
        let rawTimes = form.times
        let name = form.name
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
        let store = try context.store
        try await store.createPlan(plan)
        try await store.completeOnboarding()
        return Response.redirect(
            to: AppPath.schedule.query("notice", Notice.created.rawValue).fragment("plan-\(AppPath.id(plan.id))").value,
            type: .normal)
    }

    func setupPage(
        _ screen: PlanSetupScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(title: screen.conditionName, section: .newPlan, context: context, status: status)
        { chrome in
            PlanSetupView(screen, chrome: chrome).html
        }
    }

    func condition(_ id: String?) throws -> Condition {
        guard let condition = RehabLibrary.condition(id: id ?? "") else {
            throw AppError.notFound("That condition isn't in the library. Please start again from “New plan”.")
        }
        return condition
    }
}

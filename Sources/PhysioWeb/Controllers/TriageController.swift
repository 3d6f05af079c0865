import Foundation
import Hummingbird
import PhysioCore

/// Triage: body area → difficulty → condition → plan set-up → plan created.
struct TriageController {
    let services: AppServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/triage") { _, context in
            try services.renderer.page(
                "triage-regions", title: "New plan", screen: RegionPickerScreen(), session: context.session,
                section: .newPlan)
        }
        router.get("/triage/:region") { _, context in
            let region = try region(context)
            return try services.renderer.page(
                "triage-difficulties", title: "\(region.displayName): what do you feel?",
                screen: DifficultyPickerScreen(region: region), session: context.session, section: .newPlan)
        }
        router.get("/triage/:region/:difficulty") { _, context in
            let region = try region(context)
            guard let difficulty = RehabLibrary.difficulty(id: context.parameters.get("difficulty") ?? ""),
                  difficulty.region == region
            else { throw AppError.notFound("That choice isn't in the list. Please pick again.") }
            let conditions = RehabLibrary.conditions(forDifficulty: difficulty.id)
            if conditions.count == 1, let only = conditions.first {
                return Response.redirect(to: "/conditions/\(only.id)", type: .normal)
            }
            return try services.renderer.page(
                "triage-conditions", title: difficulty.title, screen: ConditionPickerScreen(difficulty: difficulty),
                session: context.session, section: .newPlan)
        }
        router.get("/conditions/:id") { _, context in
            let condition = try condition(context.parameters.get("id"))
            return try services.renderer.page(
                "plan-setup", title: condition.name, screen: PlanSetupScreen(condition: condition),
                session: context.session, section: .newPlan)
        }
        router.post("/plans") { request, context in try await createPlan(request, context) }
    }

    func createPlan(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await FormData.from(request)
        let condition = try condition(form["condition"])
        let rawTimes = form.all("time").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let name = form["name"] ?? ""
        func retry(_ message: String) throws -> Response {
            try services.renderer.page(
                "plan-setup", title: condition.name,
                screen: PlanSetupScreen(condition: condition, name: name, times: rawTimes, error: message),
                session: context.session, section: .newPlan, status: .badRequest)
        }
        var times: [TimeOfDay] = []
        for raw in rawTimes {
            guard let time = TimeOfDay(parsing: raw) else {
                return try retry("“\(raw)” isn't a time. Use the clock picker or type it like 08:30.")
            }
            times.append(time)
        }
        let draft = PlanDraft(conditionID: condition.id, name: name, times: times)
        let plan: RehabPlan
        do {
            plan = try draft.makePlan(id: UUID(), slotIDs: { UUID() }, now: services.now)
        } catch {
            return try retry(error.errorDescription ?? "That plan can't be made.")
        }
        try await services.database.createPlan(plan)
        try await services.database.completeOnboarding()
        return Response.redirect(
            to: "/schedule?notice=created#plan-\(plan.id.uuidString.lowercased())", type: .normal)
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

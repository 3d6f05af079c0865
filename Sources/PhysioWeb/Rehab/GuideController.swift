import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The exercise guide for a session, and marking the session done (or not) for today.
struct GuideController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/exercises/:id") { _, context in
            guard let exercise = RehabLibrary.exercise(id: context.parameters.get("id") ?? "") else {
                throw AppError.notFound("That exercise isn't in the library.")
            }
            return renderer.page(title: exercise.name, session: context.session) { _ in
                ExerciseGuideView(ExerciseGuide(exercise: exercise)).page
            }
        }
        router.get("/plans/:id/sessions/:slot") { _, context in
            let (plan, slot) = try await planAndSlot(context)
            // The first exercise without a saved set today (SlotDoneRule), so Start carries on.
            let today = time.today
            let records = try await database.sessions(planID: plan.id, slotID: slot.id, day: today)
            let next =
                SlotDoneRule.nextExercise(plan.exerciseIDs, records: records, slotID: slot.id, day: today) ?? ""
            return Response.redirect(
                to: AppPath.sessionExercise(plan: plan.id, slot: slot.id, exercise: next).value, type: .normal)
        }
        router.get("/plans/:id/sessions/:slot/exercises/:exercise") { _, context in
            let (plan, slot) = try await planAndSlot(context)
            guard let exerciseID = context.parameters.get("exercise"), let exercise = plan.exercise(id: exerciseID)
            else { throw AppError.notFound("That exercise isn't part of this plan.") }
            let today = time.today
            let done = try await database.completions(from: today, to: today).contains { $0.slotID == slot.id }
            let screen = SessionGuideScreen(exercise: exercise, plan: plan, slot: slot, isDone: done)
            return renderer.page(title: exercise.name, session: context.session) { chrome in
                SessionGuideView(screen, chrome: chrome).html
            }
        }
        router.post("/plans/:id/sessions/:slot/done") { request, context in
            let form = try await FormData.from(request)
            try await database.completeSlot(
                planID: try context.uuid("id"), slotID: try context.uuid("slot"), day: time.today, at: time.now)
            return Response.redirect(to: returnPath(form).query("notice", Notice.done.rawValue).value, type: .normal)
        }
        router.post("/plans/:id/sessions/:slot/undo") { request, context in
            let form = try await FormData.from(request)
            try await database.reopenSlot(
                planID: try context.uuid("id"), slotID: try context.uuid("slot"), day: time.today)
            return Response.redirect(to: returnPath(form).query("notice", Notice.undone.rawValue).value, type: .normal)
        }
    }

    func returnPath(_ form: FormData) -> AppPath { .rehabReturn(form["from"]) }

    func planAndSlot(_ context: AppRequestContext) async throws -> (RehabPlan, SessionSlot) {
        let slotID = try context.uuid("slot")
        guard let plan = try await database.plan(id: try context.uuid("id")),
              let slot = plan.slots.first(where: { $0.id == slotID })
        else { throw AppError.notFound("That session isn't part of a plan any more. It may have been deleted.") }
        return (plan, slot)
    }
}

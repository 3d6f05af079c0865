import Foundation
import Hummingbird
import PhysioCore

/// The exercise guide for a session, and marking the session done (or not) for today.
struct GuideController {
    let services: AppServices

    /// A guide shown inside a plan's session.
    struct SessionGuideScreen: Sendable {
        var guide: ExerciseGuide
        var planID: String
        var planName: String
        var slotID: String
        var timeLabel: String
        var isDone: Bool
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/exercises/:id") { _, context in
            guard let exercise = RehabLibrary.exercise(id: context.parameters.get("id") ?? "") else {
                throw AppError.notFound("That exercise isn't in the library.")
            }
            return try services.renderer.page(
                "guide", title: exercise.name, screen: ExerciseGuide(exercise: exercise), session: context.session)
        }
        router.get("/plans/:id/sessions/:slot") { _, context in
            let (plan, slot) = try await planAndSlot(context)
            let first = plan.exerciseIDs.first ?? ""
            return Response.redirect(
                to: "/plans/\(plan.id.key)/sessions/\(slot.id.key)/exercises/\(first)", type: .normal)
        }
        router.get("/plans/:id/sessions/:slot/exercises/:exercise") { _, context in
            let (plan, slot) = try await planAndSlot(context)
            guard let exerciseID = context.parameters.get("exercise"), plan.exerciseIDs.contains(exerciseID),
                  let exercise = RehabLibrary.exercise(id: exerciseID)
            else { throw AppError.notFound("That exercise isn't part of this plan.") }
            let today = services.today
            let done = try await services.database.completions(from: today, to: today).contains { $0.slotID == slot.id }
            let screen = SessionGuideScreen(
                guide: ExerciseGuide(exercise: exercise, within: plan.exerciseIDs), planID: plan.id.key,
                planName: plan.name, slotID: slot.id.key, timeLabel: slot.time.label, isDone: done)
            return try services.renderer.page("session-guide", title: exercise.name, screen: screen, session: context.session)
        }
        router.post("/plans/:id/sessions/:slot/done") { request, context in
            let form = try await FormData.from(request)
            try await services.database.completeSlot(
                planID: try context.uuid("id"), slotID: try context.uuid("slot"), day: services.today, at: services.now)
            return Response.redirect(to: "\(returnPath(form))?notice=done", type: .normal)
        }
        router.post("/plans/:id/sessions/:slot/undo") { request, context in
            let form = try await FormData.from(request)
            try await services.database.reopenSlot(
                planID: try context.uuid("id"), slotID: try context.uuid("slot"), day: services.today)
            return Response.redirect(to: "\(returnPath(form))?notice=undone", type: .normal)
        }
    }

    func returnPath(_ form: FormData) -> String {
        form["from"] == "/schedule" ? "/schedule" : "/"
    }

    func planAndSlot(_ context: AppRequestContext) async throws -> (RehabPlan, SessionSlot) {
        let slotID = try context.uuid("slot")
        guard let plan = try await services.database.plan(id: try context.uuid("id")),
              let slot = plan.slots.first(where: { $0.id == slotID })
        else { throw AppError.notFound("That session isn't part of a plan any more. It may have been deleted.") }
        return (plan, slot)
    }
}

extension UUID {
    /// The lower-case form used in URLs.
    var key: String { uuidString.lowercased() }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The plan editor (issue 21): each exercise's prescription, adding one from the library, removing
/// one after confirmation. A refused form comes back with what was typed and a message per field.
struct PlanEditorController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/plans/:id/edit") { request, context in
            let plan = try await plan(context)
            let saved = ["saved", "added"].lazy.compactMap { verb in
                request.query(verb).flatMap(RehabLibrary.exercise(id:)).map { "\($0.name) \(verb)." }
            }.first
            return editorPage(PlanEditorScreen(plan: plan, saved: saved), context)
        }
        router.post("/plans/:id/exercises/:exercise") { request, context in
            let plan = try await plan(context)
            let form = try await FormData.from(request)
            guard let exerciseID = context.parameters.get("exercise"), plan.exerciseIDs.contains(exerciseID),
                let library = RehabLibrary.exercise(id: exerciseID)
            else { throw PlanEditError.exerciseNotInPlan }
            if form["reset"] == "1" {
                try await database.setPrescription(planID: plan.id, exerciseID: exerciseID, nil)
                return savedRedirect(plan, exerciseID)
            }
            let typed = PrescriptionForm(
                lower: form["lower"] ?? "", upper: form["upper"] ?? "", hold: form["hold"] ?? "",
                reps: form["reps"] ?? "", sets: form["sets"] ?? "", side: form["side"] ?? "",
                setBy: form["setBy"] ?? "", note: form["note"] ?? "")
            switch typed.parse(for: library) {
            case .success(let prescription):
                try await database.setPrescription(planID: plan.id, exerciseID: exerciseID, prescription)
                return savedRedirect(plan, exerciseID)
            case .failure(let errors):
                return editorPage(
                    PlanEditorScreen(plan: plan, forms: [exerciseID: (typed, errors)]), context, status: .badRequest)
            }
        }
        router.post("/plans/:id/exercises") { request, context in
            let plan = try await plan(context)
            let form = try await FormData.from(request)
            let exerciseID = form["exercise"] ?? ""
            do {
                try await database.addExercise(planID: plan.id, exerciseID: exerciseID)
            } catch let error as PlanEditError {
                return editorPage(PlanEditorScreen(plan: plan, addError: error.message), context, status: .badRequest)
            }
            return savedRedirect(plan, exerciseID, verb: "added")
        }
        router.get("/plans/:id/exercises/:exercise/remove") { _, context in
            let plan = try await plan(context)
            guard let exercise = plan.exercise(id: context.parameters.get("exercise") ?? "") else {
                throw PlanEditError.exerciseNotInPlan
            }
            return renderer.page(title: "Remove \(exercise.name)?", section: .schedule, session: context.session) {
                chrome in RemoveExerciseView(RemoveExerciseScreen(plan: plan, exercise: exercise), chrome: chrome).html
            }
        }
        router.post("/plans/:id/exercises/:exercise/remove") { request, context in
            let plan = try await plan(context)
            _ = try await FormData.from(request)
            try await database.removeExercise(planID: plan.id, exerciseID: context.parameters.get("exercise") ?? "")
            return Response.redirect(to: AppPath.planEdit(plan.id).value, type: .normal)
        }
    }

    func savedRedirect(_ plan: RehabPlan, _ exerciseID: String, verb: String = "saved") -> Response {
        Response.redirect(
            to: AppPath.planEdit(plan.id).query(verb, exerciseID).fragment("exercise-\(exerciseID)").value,
            type: .normal)
    }

    func editorPage(
        _ screen: PlanEditorScreen, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(
            title: "Edit \(screen.planName)", section: .schedule, session: context.session, bodyClass: "plan-editor",
            status: status
        ) { chrome in PlanEditorView(screen, chrome: chrome).html }
    }

    func plan(_ context: AppRequestContext) async throws -> RehabPlan {
        guard let plan = try await database.plan(id: try context.uuid("id")) else {
            throw AppError.notFound("That plan doesn't exist any more. It may have been deleted.")
        }
        return plan
    }
}

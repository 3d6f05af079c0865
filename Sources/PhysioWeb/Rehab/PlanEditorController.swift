import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The plan editor (issue 21): each exercise's prescription, adding one from the library, removing
/// one after confirmation. A refused form comes back with what was typed and a message per field.
struct PlanEditorController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.plan(.get, AppPath.planEdit) { request, context, plan in
            let saved = ["saved", "added"].lazy.compactMap { verb in
                request.query(verb).flatMap(RehabLibrary.exercise(id:)).map { "\($0.name) \(verb)." }
            }.first
            return editorPage(PlanEditorScreen(plan: plan, saved: saved), context)
        }
        router.planExercise(.post, AppPath.planExercise) { request, context, plan, exerciseID in
            let form = try await FormData.from(request)
            guard let library = RehabLibrary.exercise(id: exerciseID) else { throw PlanEditError.exerciseNotInPlan }
            if try form.decode(PrescriptionForm.Reset.self).reset {
                try await context.store.setPrescription(planID: plan.id, exerciseID: exerciseID, nil)
                return savedRedirect(plan, exerciseID)
            }
            // Text as typed: `parse(for:)` reads the numbers and says what each field allows.
            let typed = try form.decode(PrescriptionForm.self)
            switch typed.parse(for: library) {
            case .success(var prescription):
                // Someone helping records the change as theirs ("set by Alex").
                if let helper = context.scope?.helper { prescription.changedBy = helper.name }
                try await context.store.setPrescription(planID: plan.id, exerciseID: exerciseID, prescription)
                return savedRedirect(plan, exerciseID)
            case .failure(let errors):
                return editorPage(
                    PlanEditorScreen(plan: plan, forms: [exerciseID: (typed, errors)]), context, status: .badRequest)
            }
        }
        router.plan(.post, AppPath.planExercises) { request, context, plan in
            let exerciseID = try await FormData.from(request).decode(AddExerciseForm.self).exercise
            do {
                try await context.store.addExercise(planID: plan.id, exerciseID: exerciseID)
            } catch let error as PlanEditError {
                return editorPage(PlanEditorScreen(plan: plan, addError: error.message), context, status: .badRequest)
            }
            return savedRedirect(plan, exerciseID, verb: "added")
        }
        router.planExercise(.get, AppPath.planExerciseRemove) { _, context, plan, exerciseID in
            guard let exercise = plan.exercise(id: exerciseID) else { throw PlanEditError.exerciseNotInPlan }
            return renderer.page(title: "Remove \(exercise.name)?", section: .schedule, context: context) {
                chrome in RemoveExerciseView(RemoveExerciseScreen(plan: plan, exercise: exercise), chrome: chrome).html
            }
        }
        router.planExercise(.post, AppPath.planExerciseRemove) { request, context, plan, exerciseID in
            _ = try await FormData.from(request)
            try await context.store.removeExercise(planID: plan.id, exerciseID: exerciseID)
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
            title: "Edit \(screen.planName)", section: .schedule, context: context, bodyClass: "plan-editor",
            status: status
        ) { chrome in PlanEditorView(screen, chrome: chrome).html }
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The exercise guide for a session, and marking the session done (or not) for today.
struct GuideController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.exercise) { _, context, exerciseID in
            guard let exercise = RehabLibrary.exercise(id: exerciseID) else {
                throw AppError.notFound("That exercise isn't in the library.")
            }
            return renderer.page(title: exercise.name, context: context) { _ in
                ExerciseGuideView(ExerciseGuide(exercise: exercise)).page
            }
        }
        router.planSlot(.get, AppPath.session) { _, context, plan, slot in
            // The first exercise without a saved set today (SlotDoneRule), so Start carries on.
            let today = time.today
            let records = try await context.store.sessions(planID: plan.id, slotID: slot.id, day: today)
            let next =
                SlotDoneRule.nextExercise(plan.exerciseIDs, records: records, slotID: slot.id, day: today) ?? ""
            return Response.redirect(to: AppPath.sessionExercise(plan.id, slot.id, next).value, type: .normal)
        }
        router.sessionPlace(.get, AppPath.sessionExercise) { _, context, place in
            let today = time.today
            let done = try await context.store.completions(from: today, to: today).contains { $0.slotID == place.slot.id }
            let screen = SessionGuideScreen(exercise: place.exercise, plan: place.plan, slot: place.slot, isDone: done)
            return renderer.page(title: place.exercise.name, context: context) { chrome in
                SessionGuideView(screen, chrome: chrome).html
            }
        }
        router.post(AppPath.sessionDone) { request, context, ids in
            let form = try await FormData.from(request)
            try await context.store.completeSlot(planID: ids.0, slotID: ids.1, day: time.today, at: time.now)
            return Response.redirect(to: try returnPath(form).query("notice", Notice.done.rawValue).value, type: .normal)
        }
        router.post(AppPath.sessionUndo) { request, context, ids in
            let form = try await FormData.from(request)
            try await context.store.reopenSlot(planID: ids.0, slotID: ids.1, day: time.today)
            return Response.redirect(to: try returnPath(form).query("notice", Notice.undone.rawValue).value, type: .normal)
        }
    }

    func returnPath(_ form: FormData) throws -> AppPath { try form.decode(RehabReturnForm.self).path }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// A day's workout page (and the sheet that previews it), marking done, moving exercises without
/// dragging, and editing workouts and exercises. Every form posts back here and redirects.
struct PlannerWorkoutController {
    let renderer: Renderer
    let time: AppTime
    var support: PlannerSupport { PlannerSupport(renderer: renderer, time: time) }

    func addRoutes(to router: AppRouter) {
        router.mesocycle(.get, AppPath.plannerDay) { request, context, plan, day in
            let confirmation = try await support.confirmation(request, context, planID: plan.id, place: .day)
            let screen = try PlannerDayScreen(
                plan: plan, day: day, context: support.context(selected: day), confirmation: confirmation)
            if request.query("sheet") == "1" {
                let chrome = renderer.chrome(title: screen.sheet.title, section: .planner, context: context)
                return Renderer.fragment(PlannerSheetView(screen, chrome: chrome).html)
            }
            return dayPage(screen, context, notice: PlannerNotice.from(request))
        }
        router.mesocycle(.post, AppPath.plannerDayWorkout) { request, context, plan, day in
            let title = try await FormData.from(request).decode(WorkoutTitleForm.self).title
            let workout = WorkoutSession(id: UUID(), date: day, title: title.trimmingCharacters(in: .whitespaces))
            do {
                _ = try await context.store.addWorkout(planID: plan.id, workout)
            } catch let error as MesocyclePlan.PlanError {
                return try dayPage(plan, day, context, error: error)
            }
            return redirect(plan, day: day, notice: .workoutAdded)
        }
        router.mesocycle(.post, AppPath.plannerWorkoutDone) { request, context, plan, workoutID in
            try await mark(plan, workoutID, request, context, done: true)
        }
        router.mesocycle(.post, AppPath.plannerWorkoutUndone) { request, context, plan, workoutID in
            try await mark(plan, workoutID, request, context, done: false)
        }
        router.mesocycle(.post, AppPath.plannerWorkoutTitle) { request, context, plan, workoutID in
            let workout = try workout(plan, workoutID)
            let title = try await FormData.from(request).decode(WorkoutTitleForm.self).title
            do {
                _ = try await context.store.retitleWorkout(planID: plan.id, workoutID: workout.id, to: title)
            } catch let error as MesocyclePlan.PlanError {
                return try dayPage(plan, workout.date, context, error: error)
            }
            return redirect(plan, day: workout.date, notice: .saved)
        }
        router.mesocycle(.post, AppPath.plannerWorkoutReschedule) { request, context, plan, workoutID in
            let workout = try workout(plan, workoutID)
            guard let day = try await FormData.from(request).decode(MoveDayForm.self).date else {
                throw AppError.badRequest("Pick the day to move the workout to.")
            }
            let stamp = MoveStamp(id: UUID(), madeAt: time.now)
            let saved = try await context.store.rescheduleWorkout(
                planID: plan.id, workoutID: workout.id, to: day, recordingAs: stamp)
            let target = AppPath.plannerDay(plan.id, day)
            guard let record = saved.record else { return Response.redirect(to: target.value, type: .normal) }
            return Response.redirect(to: target.query("moved", AppPath.id(record.id)).value, type: .normal)
        }
        router.mesocycle(.post, AppPath.plannerWorkoutDelete) { _, context, plan, workoutID in
            let workout = try workout(plan, workoutID)
            _ = try await context.store.deleteWorkout(planID: plan.id, workoutID: workout.id)
            return Response.redirect(
                to: PlannerNotice.workoutDeleted.on(AppPath.plannerPlan(plan.id, day: workout.date)), type: .normal)
        }
        router.mesocycle(.get, AppPath.plannerWorkoutExerciseNew) { _, context, plan, workoutID in
            let workout = try workout(plan, workoutID)
            return try exerciseForm(
                plan, workout: workout, exerciseID: nil, form: ExercisePlanForm(name: "", sets: "3", reps: "8–12"), context)
        }
        router.mesocycle(.post, AppPath.plannerWorkoutExercises) { request, context, plan, workoutID in
            let workout = try workout(plan, workoutID)
            let form = try await exerciseFields(request)
            do {
                _ = try await context.store.addExercise(
                    planID: plan.id, workoutID: workout.id, try form.exercisePlan(id: UUID()))
            } catch let error as MesocyclePlan.PlanError {
                return try exerciseForm(plan, workout: workout, exerciseID: nil, form: form, context, error: error)
            }
            return redirect(plan, day: workout.date, notice: .saved)
        }
        router.mesocycle(.get, AppPath.plannerExerciseEdit) { _, context, plan, exerciseID in
            let found = try exercise(plan, exerciseID)
            return try exerciseForm(
                plan, workout: found.workout, exerciseID: found.exercise.id, form: ExercisePlanForm(found.exercise), context)
        }
        router.mesocycle(.post, AppPath.plannerExercise) { request, context, plan, exerciseID in
            let found = try exercise(plan, exerciseID)
            let form = try await exerciseFields(request)
            do {
                _ = try await context.store.updateExercise(planID: plan.id, try form.exercisePlan(id: found.exercise.id))
            } catch let error as MesocyclePlan.PlanError {
                return try exerciseForm(
                    plan, workout: found.workout, exerciseID: found.exercise.id, form: form, context, error: error)
            }
            return redirect(plan, day: found.workout.date, notice: .saved)
        }
        router.mesocycle(.post, AppPath.plannerExerciseDelete) { _, context, plan, exerciseID in
            let found = try exercise(plan, exerciseID)
            _ = try await context.store.deleteExercise(planID: plan.id, exerciseID: found.exercise.id)
            return redirect(plan, day: found.workout.date, notice: .saved)
        }
        router.mesocycle(.get, AppPath.plannerExerciseMove) { request, context, plan, exerciseID in
            let screen = try MoveExerciseScreen(plan: plan, exerciseID: exerciseID, context: support.context())
            let title = "Move \(screen.exerciseName)"
            if request.query("sheet") == "1" {
                let chrome = renderer.chrome(title: title, section: .planner, context: context)
                return Renderer.fragment(MoveExerciseView(screen, chrome: chrome).sheetHTML)
            }
            return renderer.page(
                title: title, section: .planner, context: context, bodyClass: PlannerView.bodyClass
            ) { chrome in MoveExerciseView(screen, chrome: chrome).html }
        }
        router.mesocycle(.post, AppPath.plannerExerciseMove) { request, context, plan, exerciseID in
            guard let day = try await FormData.from(request).decode(MoveDayForm.self).date else {
                throw AppError.badRequest("Pick the day to move the exercise to.")
            }
            let saved = try await context.store.moveExercise(
                planID: plan.id, exerciseID: exerciseID, to: day, newWorkoutID: { UUID() },
                recordingAs: MoveStamp(id: UUID(), madeAt: time.now))
            let target = AppPath.plannerPlan(plan.id, day: day).query("moved", saved.record.map { AppPath.id($0.id) })
            return Response.redirect(to: target.fragment("day-\(day.iso)").value, type: .normal)
        }
    }

    func mark(
        _ plan: MesocyclePlan, _ workoutID: UUID, _ request: Request, _ context: AppRequestContext, done: Bool
    ) async throws -> Response {
        let workout = try workout(plan, workoutID)
        let from = try await FormData.from(request).decode(PlannerReturnForm.self).from
        if done {
            _ = try await context.store.markWorkoutDone(planID: plan.id, workoutID: workout.id, at: time.now)
        } else {
            _ = try await context.store.markWorkoutNotDone(planID: plan.id, workoutID: workout.id)
        }
        let notice: PlannerNotice = done ? .done : .undone
        if from == .day { return redirect(plan, day: workout.date, notice: notice) }
        return Response.redirect(
            to: notice.on(AppPath.plannerPlan(plan.id, day: workout.date), fragment: "day-\(workout.date.iso)"),
            type: .normal)
    }

    func redirect(_ plan: MesocyclePlan, day: LocalDate, notice: PlannerNotice) -> Response {
        Response.redirect(to: notice.on(AppPath.plannerDay(plan.id, day)), type: .normal)
    }

    func dayPage(_ plan: MesocyclePlan, _ day: LocalDate, _ context: AppRequestContext, error: MesocyclePlan.PlanError) throws -> Response {
        let screen = try PlannerDayScreen(plan: plan, day: day, context: support.context(selected: day), error: error.errorDescription)
        return dayPage(screen, context, status: .badRequest)
    }

    func dayPage(
        _ screen: PlannerDayScreen, _ context: AppRequestContext, notice: String? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(
            title: screen.sheet.title, section: .planner, context: context, notice: notice,
            bodyClass: PlannerDayView.bodyClass, status: status
        ) { chrome in PlannerDayView(screen, chrome: chrome).html }
    }

    func workout(_ plan: MesocyclePlan, _ id: UUID) throws -> WorkoutSession {
        guard let workout = plan.workout(id: id) else { throw MesocyclePlan.PlanError.workoutNotFound(id) }
        return workout
    }

    func exercise(_ plan: MesocyclePlan, _ id: UUID) throws -> (exercise: ExercisePlan, workout: WorkoutSession) {
        guard let found = plan.exercise(id: id) else { throw MesocyclePlan.PlanError.exerciseNotFound(id) }
        return found
    }

    func exerciseFields(_ request: Request) async throws -> ExercisePlanForm {
        try await FormData.from(request).decode(ExercisePlanForm.self)
    }

    func exerciseForm(
        _ plan: MesocyclePlan, workout: WorkoutSession, exerciseID: UUID?, form: ExercisePlanForm,
        _ context: AppRequestContext, error: MesocyclePlan.PlanError? = nil
    ) throws -> Response {
        let action = exerciseID.map { AppPath.plannerExercise(plan.id, $0) }
            ?? AppPath.plannerWorkoutExercises(plan.id, workout.id)
        let screen = ExerciseFormScreen(
            planID: plan.id, day: workout.date, action: action.value,
            heading: exerciseID == nil ? "Add an exercise to \(workout.title)" : "Edit \(form.name)",
            form: form, isNew: exerciseID == nil, error: error?.errorDescription)
        return renderer.page(
            title: screen.heading, section: .planner, context: context, bodyClass: PlannerView.bodyClass,
            status: error == nil ? .ok : .badRequest
        ) { chrome in ExerciseFormView(screen, chrome: chrome).html }
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// A day's workout page (and the sheet that previews it), marking done, moving exercises without
/// dragging, and editing workouts and exercises. Every form posts back here and redirects.
struct PlannerWorkoutController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime
    var support: PlannerSupport { PlannerSupport(database: database, renderer: renderer, time: time) }

    func addRoutes(to router: Router<AppRequestContext>) {
        let group = router.group("planner/:id")
        group.get("days/:date") { request, context in
            let plan = try await support.plan(context)
            let day = try support.day(context)
            let confirmation = try await support.confirmation(request, planID: plan.id, place: .day)
            let screen = try PlannerDayScreen(
                plan: plan, day: day, context: support.context(selected: day), confirmation: confirmation)
            if request.query("sheet") == "1" {
                let chrome = renderer.chrome(title: screen.sheet.title, section: .planner, session: context.session)
                return Renderer.fragment(PlannerSheetView(screen, chrome: chrome).html)
            }
            return dayPage(screen, context, notice: PlannerNotice.from(request))
        }
        group.post("days/:date/workout") { request, context in
            let plan = try await support.plan(context)
            let day = try support.day(context)
            let fields = try await FormData.from(request)
            let workout = WorkoutSession(id: UUID(), date: day, title: (fields["title"] ?? "").trimmingCharacters(in: .whitespaces))
            do {
                _ = try await database.addWorkout(planID: plan.id, workout)
            } catch let error as MesocyclePlan.PlanError {
                return try dayPage(plan, day, context, error: error)
            }
            return redirect(plan, day: day, notice: .workoutAdded)
        }
        group.post("workouts/:workout/done") { request, context in try await mark(request, context, done: true) }
        group.post("workouts/:workout/undone") { request, context in try await mark(request, context, done: false) }
        group.post("workouts/:workout/title") { request, context in
            let plan = try await support.plan(context)
            let workout = try workout(plan, context)
            let fields = try await FormData.from(request)
            do {
                _ = try await database.retitleWorkout(planID: plan.id, workoutID: workout.id, to: fields["title"] ?? "")
            } catch let error as MesocyclePlan.PlanError {
                return try dayPage(plan, workout.date, context, error: error)
            }
            return redirect(plan, day: workout.date, notice: .saved)
        }
        group.post("workouts/:workout/reschedule") { request, context in
            let plan = try await support.plan(context)
            let workout = try workout(plan, context)
            let fields = try await FormData.from(request)
            guard let day = fields["day"].flatMap(LocalDate.init(iso:)) else {
                throw AppError.badRequest("Pick the day to move the workout to.")
            }
            let stamp = MoveStamp(id: UUID(), madeAt: time.now)
            let saved = try await database.rescheduleWorkout(planID: plan.id, workoutID: workout.id, to: day, recordingAs: stamp)
            let target = AppPath.plannerDay(AppPath.id(plan.id), day.iso)
            guard let record = saved.record else { return Response.redirect(to: target.value, type: .normal) }
            return Response.redirect(to: target.query("moved", AppPath.id(record.id)).value, type: .normal)
        }
        group.post("workouts/:workout/delete") { _, context in
            let plan = try await support.plan(context)
            let workout = try workout(plan, context)
            _ = try await database.deleteWorkout(planID: plan.id, workoutID: workout.id)
            return Response.redirect(
                to: PlannerNotice.workoutDeleted.on(.plannerPlan(AppPath.id(plan.id), day: workout.date.iso)), type: .normal)
        }
        group.get("workouts/:workout/exercises/new") { _, context in
            let plan = try await support.plan(context)
            let workout = try workout(plan, context)
            return try exerciseForm(plan, workout: workout, exerciseID: nil, form: ExercisePlanForm(name: "", sets: "3", reps: "8–12"), context)
        }
        group.post("workouts/:workout/exercises") { request, context in
            let plan = try await support.plan(context)
            let workout = try workout(plan, context)
            let form = try await exerciseFields(request)
            do {
                _ = try await database.addExercise(planID: plan.id, workoutID: workout.id, try form.exercisePlan(id: UUID()))
            } catch let error as MesocyclePlan.PlanError {
                return try exerciseForm(plan, workout: workout, exerciseID: nil, form: form, context, error: error)
            }
            return redirect(plan, day: workout.date, notice: .saved)
        }
        group.get("exercises/:exercise/edit") { _, context in
            let plan = try await support.plan(context)
            let found = try exercise(plan, context)
            return try exerciseForm(plan, workout: found.workout, exerciseID: found.exercise.id, form: ExercisePlanForm(found.exercise), context)
        }
        group.post("exercises/:exercise") { request, context in
            let plan = try await support.plan(context)
            let found = try exercise(plan, context)
            let form = try await exerciseFields(request)
            do {
                _ = try await database.updateExercise(planID: plan.id, try form.exercisePlan(id: found.exercise.id))
            } catch let error as MesocyclePlan.PlanError {
                return try exerciseForm(plan, workout: found.workout, exerciseID: found.exercise.id, form: form, context, error: error)
            }
            return redirect(plan, day: found.workout.date, notice: .saved)
        }
        group.post("exercises/:exercise/delete") { _, context in
            let plan = try await support.plan(context)
            let found = try exercise(plan, context)
            _ = try await database.deleteExercise(planID: plan.id, exerciseID: found.exercise.id)
            return redirect(plan, day: found.workout.date, notice: .saved)
        }
        group.get("exercises/:exercise/move") { request, context in
            let plan = try await support.plan(context)
            let screen = try MoveExerciseScreen(plan: plan, exerciseID: try context.uuid("exercise"), context: support.context())
            let title = "Move \(screen.exerciseName)"
            if request.query("sheet") == "1" {
                let chrome = renderer.chrome(title: title, section: .planner, session: context.session)
                return Renderer.fragment(MoveExerciseView(screen, chrome: chrome).sheetHTML)
            }
            return renderer.page(
                title: title, section: .planner, session: context.session, bodyClass: PlannerView.bodyClass
            ) { chrome in MoveExerciseView(screen, chrome: chrome).html }
        }
        group.post("exercises/:exercise/move") { request, context in
            let plan = try await support.plan(context)
            let fields = try await FormData.from(request)
            guard let day = fields["day"].flatMap(LocalDate.init(iso:)) else {
                throw AppError.badRequest("Pick the day to move the exercise to.")
            }
            let saved = try await database.moveExercise(
                planID: plan.id, exerciseID: try context.uuid("exercise"), to: day, newWorkoutID: { UUID() },
                recordingAs: MoveStamp(id: UUID(), madeAt: time.now))
            let target = AppPath.plannerPlan(AppPath.id(plan.id), day: day.iso)
                .query("moved", saved.record.map { AppPath.id($0.id) })
            return Response.redirect(to: target.fragment("day-\(day.iso)").value, type: .normal)
        }
    }

    func mark(_ request: Request, _ context: AppRequestContext, done: Bool) async throws -> Response {
        let plan = try await support.plan(context)
        let workout = try workout(plan, context)
        let fields = try await FormData.from(request)
        if done {
            _ = try await database.markWorkoutDone(planID: plan.id, workoutID: workout.id, at: time.now)
        } else {
            _ = try await database.markWorkoutNotDone(planID: plan.id, workoutID: workout.id)
        }
        let notice: PlannerNotice = done ? .done : .undone
        if fields["from"] == "day" { return redirect(plan, day: workout.date, notice: notice) }
        return Response.redirect(
            to: notice.on(.plannerPlan(AppPath.id(plan.id), day: workout.date.iso), fragment: "day-\(workout.date.iso)"),
            type: .normal)
    }

    func redirect(_ plan: MesocyclePlan, day: LocalDate, notice: PlannerNotice) -> Response {
        Response.redirect(to: notice.on(.plannerDay(AppPath.id(plan.id), day.iso)), type: .normal)
    }

    func dayPage(_ plan: MesocyclePlan, _ day: LocalDate, _ context: AppRequestContext, error: MesocyclePlan.PlanError) throws -> Response {
        let screen = try PlannerDayScreen(plan: plan, day: day, context: support.context(selected: day), error: error.errorDescription)
        return dayPage(screen, context, status: .badRequest)
    }

    func dayPage(
        _ screen: PlannerDayScreen, _ context: AppRequestContext, notice: String? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(
            title: screen.sheet.title, section: .planner, session: context.session, notice: notice,
            bodyClass: PlannerDayView.bodyClass, status: status
        ) { chrome in PlannerDayView(screen, chrome: chrome).html }
    }

    func workout(_ plan: MesocyclePlan, _ context: AppRequestContext) throws -> WorkoutSession {
        let id = try context.uuid("workout")
        guard let workout = plan.workout(id: id) else { throw MesocyclePlan.PlanError.workoutNotFound(id) }
        return workout
    }

    func exercise(_ plan: MesocyclePlan, _ context: AppRequestContext) throws -> (exercise: ExercisePlan, workout: WorkoutSession) {
        let id = try context.uuid("exercise")
        guard let found = plan.exercise(id: id) else { throw MesocyclePlan.PlanError.exerciseNotFound(id) }
        return found
    }

    func exerciseFields(_ request: Request) async throws -> ExercisePlanForm {
        let fields = try await FormData.from(request)
        return ExercisePlanForm(
            name: fields["name"] ?? "", sets: fields["sets"] ?? "", reps: fields["reps"] ?? "", load: fields["load"] ?? "",
            restSeconds: fields["rest"] ?? "", notes: fields["notes"] ?? "", muscleGroup: fields["group"] ?? "")
    }

    func exerciseForm(
        _ plan: MesocyclePlan, workout: WorkoutSession, exerciseID: UUID?, form: ExercisePlanForm,
        _ context: AppRequestContext, error: MesocyclePlan.PlanError? = nil
    ) throws -> Response {
        let planID = AppPath.id(plan.id)
        let action = exerciseID.map { AppPath.plannerExercise(planID, AppPath.id($0)) }
            ?? AppPath.plannerWorkout(planID, AppPath.id(workout.id), "exercises")
        let screen = ExerciseFormScreen(
            planID: plan.id, day: workout.date, action: action.value,
            heading: exerciseID == nil ? "Add an exercise to \(workout.title)" : "Edit \(form.name)",
            form: form, isNew: exerciseID == nil, error: error?.errorDescription)
        return renderer.page(
            title: screen.heading, section: .planner, session: context.session, bodyClass: PlannerView.bodyClass,
            status: error == nil ? .ok : .badRequest
        ) { chrome in ExerciseFormView(screen, chrome: chrome).html }
    }
}

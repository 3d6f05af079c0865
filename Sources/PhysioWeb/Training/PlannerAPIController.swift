import Foundation
import Hummingbird
import PhysioCore
import PhysioStore

/// The planner's JSON API under `/api/v1/mesocycles`, used by the planner page's drag and drop and
/// by scripts. Answers carry the re-rendered weeks a change touched, so the page can swap them in.
/// Errors use the API's one shape `{"error": {"code", "message"}}`.
struct PlannerAPIController {
    let renderer: Renderer
    let time: AppTime
    var support: PlannerSupport { PlannerSupport(renderer: renderer, time: time) }

    struct NewMesocycle: Decodable {
        var template: String?
        var name: String?
        var startDate: String
        var weekCount: Int?
    }

    struct MoveRequest: Decodable {
        var exerciseId: String
        var day: String
        var position: Int?
    }

    struct OrderRequest: Decodable {
        var order: [String]
    }

    struct MoveJSON: Encodable {
        var exerciseId: String
        var fromWorkoutId: String
        var toWorkoutId: String
        var createdWorkout: Bool
        var removedWorkoutId: String?
        var setsBefore: Int
        var setsAfter: Int
        var changed: Bool
    }

    /// How to undo a move: its id, the form's action and the API's.
    struct UndoJSON: Encodable {
        var id: String
        var path: String
        var apiPath: String
    }

    struct ChangeJSON: Encodable {
        var message: String
        var undo: UndoJSON?
        var move: MoveJSON?
        var weeks: [RenderedWeek]
    }

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.apiMesocycles) { _, context in
            try JSONBody.response(try await context.store.mesocycleSummaries().map(SummaryJSON.init))
        }
        router.post(AppPath.apiMesocycles) { request, context in
            let body = try await decode(NewMesocycle.self, from: request)
            let form = MesocycleForm(
                name: body.name ?? "", template: body.template ?? MesocycleForm.scratch, startDate: body.startDate,
                weeks: String(body.weekCount ?? MesocycleTemplate.defaultWeekCount))
            let plan = try form.plan(newID: { UUID() })
            try await context.store.createMesocycle(plan, createdAt: time.now)
            var response = try JSONBody.response(MesocycleJSON(plan), status: .created)
            response.headers[.location] = AppPath.apiMesocycle(plan.id).value
            return response
        }
        router.mesocycle(.get, AppPath.apiMesocycle) { _, _, plan in try JSONBody.response(MesocycleJSON(plan)) }
        router.mesocycle(.delete, AppPath.apiMesocycle) { _, context, plan in
            try await context.store.deleteMesocycle(id: plan.id)
            return Response(status: .noContent)
        }
        router.mesocycle(.post, AppPath.apiMesocycleMoves) { request, context, plan in
            try await move(plan.id, request, context)
        }
        router.mesocycle(.post, AppPath.apiMesocycleUndo) { _, context, plan, moveID in
            let (record, changed) = try await context.store.undoMove(planID: plan.id, moveID: moveID, at: time.now)
            return try JSONBody.response(ChangeJSON(
                message: record.undo.undoneMessage, undo: nil, move: nil,
                weeks: support.renderedWeeks(of: changed, days: record.days, context: context)))
        }
        router.mesocycle(.post, AppPath.apiWorkoutDone) { _, context, plan, workoutID in
            try await mark(plan.id, workoutID, context, done: true)
        }
        router.mesocycle(.delete, AppPath.apiWorkoutDone) { _, context, plan, workoutID in
            try await mark(plan.id, workoutID, context, done: false)
        }
        router.mesocycle(.put, AppPath.apiMesocycleOrder) { request, context, plan in
            let body = try await decode(OrderRequest.self, from: request)
            let order = try body.order.map { text in
                guard let id = UUID(uuidString: text) else { throw AppError.badRequest("“\(text)” isn't a workout id.") }
                return id
            }
            return try JSONBody.response(
                MesocycleJSON(try await context.store.reorderWorkouts(planID: plan.id, order: order, from: time.today)))
        }
    }

    func move(_ id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        let body = try await decode(MoveRequest.self, from: request)
        guard let exerciseID = UUID(uuidString: body.exerciseId) else {
            throw AppError(.notFound, code: "exercise_not_found", "That exercise is no longer in the plan; reload the page to see the current plan.")
        }
        guard let day = LocalDate(iso: body.day) else { throw AppError.badRequest("“\(body.day)” isn't a day; use YYYY-MM-DD.") }
        try LocalDate.check(day, field: "day")
        let saved = try await context.store.moveExercise(
            planID: id, exerciseID: exerciseID, to: day, at: body.position, newWorkoutID: { UUID() },
            recordingAs: MoveStamp(id: UUID(), madeAt: time.now))
        let move = saved.move, plan = saved.plan
        guard let moved = plan.exercise(id: exerciseID) else { throw AppError.notFound() }
        return try JSONBody.response(ChangeJSON(
            message: saved.record?.undo.message ?? PlannerMessages.moved(moved.exercise, to: day, in: plan, move: move),
            undo: saved.record.map {
                UndoJSON(
                    id: AppPath.id($0.id), path: AppPath.plannerUndo(id, $0.id).value,
                    apiPath: AppPath.apiMesocycleUndo(id, $0.id).value)
            },
            move: MoveJSON(
                exerciseId: AppPath.id(move.exerciseID), fromWorkoutId: AppPath.id(move.fromWorkoutID),
                toWorkoutId: AppPath.id(move.toWorkoutID), createdWorkout: move.createdWorkout,
                removedWorkoutId: move.removedWorkoutID.map(AppPath.id), setsBefore: move.setsBefore,
                setsAfter: move.setsAfter, changed: move.changedPlan),
            weeks: support.renderedWeeks(of: plan, days: [saved.fromDay, day], context: context)))
    }

    func mark(_ id: UUID, _ workoutID: UUID, _ context: AppRequestContext, done: Bool) async throws -> Response {
        let database = try context.store
        let plan = done
            ? try await database.markWorkoutDone(planID: id, workoutID: workoutID, at: time.now)
            : try await database.markWorkoutNotDone(planID: id, workoutID: workoutID)
        guard let workout = plan.workout(id: workoutID) else { throw MesocyclePlan.PlanError.workoutNotFound(workoutID) }
        return try JSONBody.response(ChangeJSON(
            message: PlannerMessages.marked(workout), undo: nil, move: nil,
            weeks: support.renderedWeeks(of: plan, days: [workout.date], context: context)))
    }

    func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
        try await JSONInput.decode(type, from: request)
    }

    struct SummaryJSON: Encodable {
        var id: String
        var name: String
        var startDate: String
        var weekCount: Int
        var workoutCount: Int
        var doneCount: Int

        init(_ summary: MesocycleSummary) {
            id = AppPath.id(summary.id)
            name = summary.name
            startDate = summary.startDate.iso
            weekCount = summary.weekCount
            workoutCount = summary.workoutCount
            doneCount = summary.doneCount
        }
    }

    /// A whole plan as the API shows it: days as "YYYY-MM-DD", sets as planned for a normal week.
    struct MesocycleJSON: Encodable {
        struct Workout: Encodable {
            var id: String
            var date: String
            var title: String
            var doneAt: Date?
            var exercises: [Exercise]
        }

        struct Exercise: Encodable {
            var id: String
            var name: String
            var baseSets: Int
            /// Sets to do on the workout's day: halved in a deload week.
            var sets: Int
            var reps: String
            var load: String
            var restSeconds: Int
            var notes: String
            var muscleGroup: String?
        }

        var id: String
        var name: String
        var startDate: String
        var endDate: String
        var weekCount: Int
        var deloadWeeks: [Int]
        var workouts: [Workout]

        init(_ plan: MesocyclePlan) {
            id = AppPath.id(plan.id)
            name = plan.name
            startDate = plan.startDate.iso
            endDate = plan.endDate.iso
            weekCount = plan.weekCount
            deloadWeeks = plan.deloadWeeks
            workouts = plan.workouts.map { workout in
                Workout(
                    id: AppPath.id(workout.id), date: workout.date.iso, title: workout.title, doneAt: workout.doneAt,
                    exercises: workout.exercises.map {
                        Exercise(
                            id: AppPath.id($0.id), name: $0.name, baseSets: $0.baseSets,
                            sets: plan.effectiveSets(of: $0, on: workout.date), reps: $0.reps.label, load: $0.load.label,
                            restSeconds: $0.restSeconds, notes: $0.notes, muscleGroup: $0.muscleGroup?.rawValue)
                    })
            }
        }
    }
}

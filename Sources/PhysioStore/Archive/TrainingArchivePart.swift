import Foundation
import GRDB
import PhysioCore

/// The training planner's part: every mesocycle, whole, oldest first.
public struct TrainingArchivePart: ArchivePart, Equatable {
    static let key = "training"

    public var mesocycles: [TrainingArchive.Entry]

    public init(mesocycles: [TrainingArchive.Entry]) { self.mesocycles = mesocycles }

    static func read(_ db: Database) throws -> TrainingArchivePart {
        TrainingArchivePart(mesocycles: try AppDatabase.fetchTrainingArchive(db).mesocycles)
    }

    func validate() throws(ArchiveProblem) {
        var seen = Set<UUID>()
        for (index, entry) in mesocycles.enumerated() {
            let path = "parts.training.mesocycles[\(index)]"
            guard seen.insert(entry.plan.id).inserted else {
                throw ArchiveProblem(path: "\(path).plan.id", message: "two training plans have the same id")
            }
            try ArchiveProblem.ranges { () throws(ValueRangeError) in
                try InstantRange.range.check(entry.createdAt, field: "\(path).createdAt")
                try LocalDate.check(entry.plan.startDate, field: "\(path).plan.startDate")
                try FieldRange<Int>("weeks", MesocyclePlan.allowedWeekCounts).check(
                    entry.plan.weekCount, field: "\(path).plan.weekCount")
                try LocalDate.check(entry.plan.endDate, field: "\(path).plan.endDate")
                for (workoutIndex, workout) in entry.plan.workouts.enumerated() {
                    let workoutPath = "\(path).plan.workouts[\(workoutIndex)]"
                    try LocalDate.check(workout.date, field: "\(workoutPath).date")
                    try InstantRange.range.check(workout.doneAt, field: "\(workoutPath).doneAt")
                }
            }
            do {
                try entry.plan.validate()
            } catch {
                throw ArchiveProblem(path: "\(path).plan", message: error.errorDescription ?? "this training plan is broken")
            }
        }
    }

    func replace(in db: Database, at time: Date) throws {
        try db.execute(sql: "DELETE FROM training_mesocycle")
        try AppDatabase.insertTrainingArchive(TrainingArchive(mesocycles: mesocycles), db)
    }
}

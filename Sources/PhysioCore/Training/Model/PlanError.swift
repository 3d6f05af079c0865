import Foundation

extension MesocyclePlan {
    /// A text field of the planner, named in error messages.
    public enum Field: String, Codable, Sendable, Hashable {
        case planName, workoutTitle, exerciseName, notes, load

        /// "exercise name", as a sentence mentions it.
        public var displayName: String {
            switch self {
            case .planName: "plan name"
            case .workoutTitle: "workout title"
            case .exerciseName: "exercise name"
            case .notes: "notes"
            case .load: "load"
            }
        }
    }

    /// Why an edit or move of a plan was refused.
    public enum PlanError: Error, Equatable, Sendable, LocalizedError {
        /// A required text is empty or only spaces.
        case blank(Field)
        /// A text is longer than the field allows.
        case tooLong(Field, limit: Int)
        /// A number field holds something that is not a whole number.
        case notANumber(field: String, text: String)
        /// Sets outside `ExercisePlan.allowedSets`.
        case setsOutOfRange(Int)
        /// Reps unreadable or outside `RepRange.allowed` (the text as typed or labelled).
        case repsOutOfRange(String)
        /// Rest outside `ExercisePlan.allowedRestSeconds`.
        case restOutOfRange(Int)
        /// A weight of zero, below zero or above `TrainingLoad.maximumKilograms`.
        case loadOutOfRange(Double)
        /// A load written as a number in a form the planner doesn't read ("0x50", "1e20"): plain digits only.
        case loadNotPlain(String)
        /// A value outside its field's range (see `FieldRange`), e.g. a start day past 2100.
        case outOfRange(ValueRangeError)
        /// Weeks outside `MesocyclePlan.allowedWeekCounts`.
        case weekCountOutOfRange(Int)
        /// A deload week that is not a week of the plan.
        case deloadWeekOutOfRange(week: Int, weekCount: Int)
        /// A day before the plan starts or after it ends.
        case dayOutsidePlan(LocalDate, start: LocalDate, end: LocalDate)
        /// A second workout for a day that already has one.
        case dayAlreadyHasWorkout(LocalDate)
        /// No workout with this id in the plan (it may have been deleted in another tab).
        case workoutNotFound(UUID)
        /// No exercise with this id in the plan.
        case exerciseNotFound(UUID)
        /// The workout is marked done, so its exercises and day are history.
        case workoutIsDone(title: String)
        /// A new order that does not list each upcoming workout exactly once.
        case reorderMismatch(expected: Int, given: Int)
        /// An id used twice inside one plan.
        case duplicateID(UUID)
        /// No move with this id to undo (never made, or too old and forgotten).
        case moveNotFound
        /// The move was undone already.
        case moveAlreadyUndone
        /// The days the move changed have changed since, so undoing it would overwrite that.
        case moveOutdated

        public var errorDescription: String? {
            switch self {
            case .blank(let field):
                "Give the \(field.displayName) some text."
            case .tooLong(let field, let limit):
                "Keep the \(field.displayName) to \(limit) characters or fewer."
            case .notANumber(let field, let text):
                "“\(text)” is not a whole number; enter the \(field) as digits, like 3."
            case .setsOutOfRange(let sets):
                "\(sets) sets is outside the planner’s range; choose \(ExercisePlan.allowedSets.lowerBound) to \(ExercisePlan.allowedSets.upperBound) sets."
            case .repsOutOfRange(let text):
                "Reps “\(text)” can’t be used; enter a number or a range like 8–12, each between \(RepRange.allowed.lowerBound) and \(RepRange.allowed.upperBound)."
            case .restOutOfRange(let seconds):
                "A rest of \(seconds) s is outside the planner’s range; choose 0 to \(ExercisePlan.allowedRestSeconds.upperBound) seconds."
            case .outOfRange(let error):
                error.errorDescription
            case .loadOutOfRange(let kg):
                "A load of \(TrainingLoad.format(kg)) kg can’t be used; enter more than 0 and at most \(Int(TrainingLoad.maximumKilograms)) kg, or describe it in words (e.g. bodyweight)."
            case .loadNotPlain(let text):
                "A load of “\(text)” can’t be used; enter more than 0 and at most \(Int(TrainingLoad.maximumKilograms)) kg in plain digits (like 62.5), or describe it in words (e.g. bodyweight)."
            case .weekCountOutOfRange(let weeks):
                "A plan of \(weeks) weeks can’t be made; choose \(MesocyclePlan.allowedWeekCounts.lowerBound) to \(MesocyclePlan.allowedWeekCounts.upperBound) weeks."
            case .deloadWeekOutOfRange(let week, let weekCount):
                "Week \(week) is not part of this \(weekCount)-week plan; pick a deload week from 1 to \(weekCount)."
            case .dayOutsidePlan(let day, let start, let end):
                "\(TrainingDateText.long(day)) is outside this plan, which runs from \(TrainingDateText.long(start)) to \(TrainingDateText.long(end)); pick a day in between."
            case .dayAlreadyHasWorkout(let day):
                "\(TrainingDateText.long(day)) already has a workout; move exercises into it or pick another day."
            case .workoutNotFound:
                "That workout is no longer in the plan; reload the page to see the current plan."
            case .exerciseNotFound:
                "That exercise is no longer in the plan; reload the page to see the current plan."
            case .workoutIsDone(let title):
                "“\(title)” is marked done; mark it not done first to change it."
            case .reorderMismatch(let expected, let given):
                "The new order must list each of the \(expected) upcoming workouts exactly once (it had \(given)); reload the page and try again."
            case .duplicateID:
                "The plan uses the same id twice; reload the page and try again."
            case .moveNotFound:
                "That move can’t be undone any more (it is too old); nothing was changed. Move the exercise back with Move instead."
            case .moveAlreadyUndone:
                "That move was already undone; nothing was changed."
            case .moveOutdated:
                "That move can’t be undone: those days have changed since (another move, an edit or a workout marked done), so nothing was changed. Move it back with Move instead."
            }
        }
    }
}

import Foundation

/// An exercise guide shown inside a plan's session: the guide, the session it belongs to, and the
/// ways on (start the guided session, the next or previous exercise, mark the session done).
public struct SessionGuideScreen: Sendable {
    public var guide: ExerciseGuide
    public var planID: String
    public var planName: String
    public var slotID: String
    public var timeLabel: String
    public var isDone: Bool
    /// The plan's section on the schedule.
    public var schedulePath: AppPath
    public var guidedSessionPath: AppPath
    public var nextPath: AppPath?
    public var previousPath: AppPath?
    /// Marks the session done (POST).
    public var donePath: AppPath
    /// "Check a recorded set" of this exercise, saved into this session.
    public var videoCheckPath: AppPath

    public init(exercise: Exercise, plan: RehabPlan, slot: SessionSlot, isDone: Bool) {
        guide = ExerciseGuide(exercise: exercise, within: plan.exerciseIDs)
        guide.numbers = NumbersOrigin(plan.prescriptions[exercise.id])
        planID = AppPath.id(plan.id)
        planName = plan.name
        slotID = AppPath.id(slot.id)
        timeLabel = slot.time.label
        self.isDone = isDone
        schedulePath = .scheduleSection(plan.id)
        guidedSessionPath = .guidedSession(plan.id, slot.id, exercise.id)
        nextPath = guide.nextExerciseID.map { .sessionExercise(plan.id, slot.id, $0) }
        previousPath = guide.previousExerciseID.map { .sessionExercise(plan.id, slot.id, $0) }
        donePath = .sessionDone(plan.id, slot.id)
        videoCheckPath = .videoCheck(exerciseID: exercise.id, plan: plan.id, slot: slot.id)
    }
}

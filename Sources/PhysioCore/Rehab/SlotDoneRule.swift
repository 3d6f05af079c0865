import Foundation

/// The one rule for "done": a session slot is done on a day when each of its plan's exercises has a
/// saved set in that slot on that day, or when the person marks it done by hand.
///
/// A saved live session is a set (even one with no reps: the person did the session); a video check
/// counts only with at least one rep, so a clip where nothing was counted completes nothing. Saving a
/// session applies this rule (PhysioStore writes the completion when it holds), and every reader —
/// home, the schedule, progress, reminders and the coach — reads those completions.
public enum SlotDoneRule {
    /// Whether `record` counts as a set of its exercise.
    public static func counts(_ record: SessionRecord) -> Bool {
        record.source != .video || record.reps > 0
    }

    /// The exercises of `exerciseIDs` with a counting set among `records` in `slotID` on `day`.
    public static func doneExercises(
        _ exerciseIDs: [String], records: [SessionRecord], slotID: UUID, day: LocalDate
    ) -> Set<String> {
        let wanted = Set(exerciseIDs)
        return Set(
            records.lazy.filter { $0.slotID == slotID && $0.day == day && wanted.contains($0.exerciseID) && counts($0) }
                .map(\.exerciseID))
    }

    /// Whether the slot is done: marked by hand, or every exercise has a counting set.
    public static func isDone(
        _ exerciseIDs: [String], records: [SessionRecord], slotID: UUID, day: LocalDate, markedByHand: Bool
    ) -> Bool {
        if markedByHand { return true }
        guard !exerciseIDs.isEmpty else { return false }
        return doneExercises(exerciseIDs, records: records, slotID: slotID, day: day).count == Set(exerciseIDs).count
    }

    /// The exercise "Start" opens: the first in plan order without a counting set in the slot that day,
    /// else the first (a done slot can be done again).
    public static func nextExercise(
        _ exerciseIDs: [String], records: [SessionRecord], slotID: UUID, day: LocalDate
    ) -> String? {
        let done = doneExercises(exerciseIDs, records: records, slotID: slotID, day: day)
        return exerciseIDs.first { !done.contains($0) } ?? exerciseIDs.first
    }
}

import Foundation

/// The line a planner page shows after a move, with its Undo, or after an undo, saying what came back.
public struct MoveConfirmation: Sendable, Hashable {
    /// Where the confirmation is shown, so an undo returns there.
    public enum Place: String, Sendable, Hashable, CaseIterable {
        case planner, day
    }

    /// "Moved Romanian Deadlift to Thu Mar 12, week 2." or "Romanian Deadlift is back on Tue Mar 3, week 1."
    public var message: String
    /// The Undo form's action; nil once undone.
    public var undoAction: AppPath?
    /// The same undo in the JSON API, for the page's script; nil once undone.
    public var undoAPI: AppPath?
    public var moveID: String
    public var place: Place

    /// After the move `moveID` (its record `undo`): its message and Undo, or, when `undone`, the
    /// undone message.
    public init(planID: UUID, moveID: UUID, undo: MoveUndo, undone: Bool, place: Place) {
        self.moveID = AppPath.id(moveID)
        message = undone ? undo.undoneMessage : undo.message
        undoAction = undone ? nil : AppPath.plannerUndo(planID, moveID)
        undoAPI = undone ? nil : AppPath.apiMesocycleUndo(planID, moveID)
        self.place = place
    }
}

import Foundation
import PhysioCore

/// One session in a list (today's sessions on home, a plan's sessions on the schedule): its time,
/// state, and Start or Undo.
public struct SessionRowView: Sendable {
    public var row: SessionRow
    /// Home mixes plans, so its rows name their plan; the schedule groups them under it.
    public var showsPlanName: Bool
    /// Where Undo comes back to.
    public var returnTo: AppPath
    public var chrome: PageChrome
    /// False when someone helping looks: the session is the person's own to start or undo.
    public var actions: Bool

    public init(_ row: SessionRow, showsPlanName: Bool, returnTo: AppPath, chrome: PageChrome, actions: Bool = true) {
        self.row = row
        self.showsPlanName = showsPlanName
        self.returnTo = returnTo
        self.chrome = chrome
        self.actions = actions
    }

    // A schedule lists every session of the day (60 with 20 plans): no whitespace between tags, and
    // the state's circle or tick is drawn by the stylesheet (it is decoration; the state label says it).
    public var html: HTML {
        """
        <li class="session-row tint-\(row.tint)\(if: row.isDone, " is-done")\(if: row.isDue, " is-due")\(if: row.isMissed, " is-missed")">\
        <div class="session-main">\
        <p class="session-title">\(row.timeLabel) <span class="muted">· \(row.partOfDay)</span></p>\
        <p class="session-sub">\(if: showsPlanName, "\(row.planName) — ")\(row.exercisesLabel)</p>\
        <p class="state-label">\(row.stateLabel)</p>\
        </div>\
        \(if: actions, row.isDone ? undo : start)\
        </li>
        """
    }

    private var start: HTML {
        """
        <a class="button small primary" href="\(row.startPath)" aria-label="Start the \(row.timeLabel) session of \(row.planName)">Start</a>
        """
    }

    private var undo: HTML {
        """
        <form method="post" action="\(row.undoPath)" data-offline-label="Session reopened">\
        \(chrome.csrfField)\
        <input type="hidden" name="\(RehabReturnForm.CodingKeys.from.rawValue)" value="\(returnTo)">\
        <button type="submit" class="button small quiet" aria-label="Mark the \(row.timeLabel) session of \(row.planName) as not done">Undo</button>\
        </form>
        """
    }
}

/// The sheet that asks before a plan is deleted; the page script fills in the plan and the action.
public struct DeletePlanDialogView: Sendable {
    public var returnTo: AppPath
    public var chrome: PageChrome

    public init(returnTo: AppPath, chrome: PageChrome) {
        self.returnTo = returnTo
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <dialog class="sheet" id="delete-dialog" aria-labelledby="delete-title" aria-describedby="delete-text">
          <form method="post" action="" class="sheet-body" data-delete-form>
            <h2 id="delete-title">Delete <span data-plan-name></span>?</h2>
            <p id="delete-text">This will remove the plan and all its scheduled sessions. This can't be undone.</p>
            \(chrome.csrfField)
            <input type="hidden" name="\(RehabReturnForm.CodingKeys.from.rawValue)" value="\(returnTo)">
            <div class="sheet-actions">
              <button type="submit" class="button danger big">Delete plan</button>
              <button type="button" class="button secondary big" data-close-dialog>Cancel</button>
            </div>
          </form>
        </dialog>
        """
    }
}

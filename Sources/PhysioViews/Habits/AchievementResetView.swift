import Foundation
import PhysioCore

/// `/history/achievements/reset`: the confirmation before every badge is forgotten.
public struct AchievementResetView: Sendable {
    public var board: AchievementBoard
    public var chrome: PageChrome

    public init(_ board: AchievementBoard, chrome: PageChrome) {
        self.board = board
        self.chrome = chrome
    }

    public static let bodyClass = "habits"

    public var html: HTML {
        """
        <section class="card confirm" aria-labelledby="reset-title">
          <h1 id="reset-title">\(board.resetLabel)?</h1>
          <p>\(board.resetConfirmation)</p>
          <p class="muted">\(board.summary)</p>
          <form method="post" action="\(AppPath.achievementsReset)" class="sheet-actions">
            \(chrome.csrfField)
            <button type="submit" class="button danger big" id="confirm-reset">Yes, reset achievements</button>
            <a class="button secondary big" href="\(AppPath.history.fragment("achievements"))">Keep them</a>
          </form>
        </section>
        """
    }
}

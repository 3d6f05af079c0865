import Foundation
import PhysioCore

/// The links at the top of the habit pages, with the current one marked.
public enum HabitNav: Sendable {
    case today, history, settings

    public var html: HTML {
        """
        <nav class="habit-nav" aria-label="Habits">
          <a href="\(AppPath.today)" \(if: self == .today, "aria-current=\"page\"")>Today</a>
          <a href="\(AppPath.history)" \(if: self == .history, "aria-current=\"page\"")>History</a>
          <a href="\(AppPath.habitSettings)" \(if: self == .settings, "aria-current=\"page\"")>
            \(Icon.use("gear", sprite: .habits)) Settings
          </a>
        </nav>
        """
    }
}

/// The small banner shown when achievements are newly earned; the link keeps them findable
/// afterwards (History lists every achievement).
///
/// Pages don't write, so a celebration of achievements reached since the last save shows on each
/// visit until "Got it" (a form, posted by `habits.js` where it runs) or the next save records them.
public struct CelebrationBanner: Sendable {
    public var title: String
    public var message: String
    /// Where "Got it" comes back to without JavaScript (Today or History).
    public var returnPath: AppPath
    public var chrome: PageChrome

    public init(title: String, message: String, returnPath: AppPath, chrome: PageChrome) {
        self.title = title
        self.message = message
        self.returnPath = returnPath
        self.chrome = chrome
    }

    public init(_ celebration: AchievementCelebration, returnPath: AppPath, chrome: PageChrome) {
        self.init(title: celebration.title, message: celebration.message, returnPath: returnPath, chrome: chrome)
    }

    public var html: HTML {
        """
        <div class="celebration" role="status" data-celebration>
          \(Icon.use("trophy", class: "celebration-icon", sprite: .habits))
          <div class="celebration-text"><p class="celebration-title">\(title)</p><p class="celebration-message">\(message)</p>
            <p class="celebration-more"><a href="\(AppPath.history.fragment("achievements"))">See all your achievements</a></p></div>
          <form method="post" action="\(AppPath.achievementsSeen)" class="celebration-dismiss" data-celebration-dismiss>
            \(chrome.csrfField)<input type="hidden" name="\(CelebrationDismissal.CodingKeys.returnTo.rawValue)" value="\(returnPath)">
            <button type="submit" class="button small">Got it</button>
          </form>
        </div>
        """
    }
}

/// A saved craving note in a list (History, the help page).
public struct CravingNoteRowView: Sendable {
    public var note: CravingNoteRow

    public init(_ note: CravingNoteRow) { self.note = note }

    public var html: HTML {
        """
        <li class="note-row help-\(note.categoryID)">
          <p class="note-meta"><span class="tag small">\(note.categoryTitle)</span> <span class="muted">\(note.whenLabel)</span></p>
          \(if: !note.chosenAction.isEmpty, "<p class=\"note-detail\">Tried: \(note.chosenAction)</p>")
          \(if: !note.answer.isEmpty, "<p class=\"note-detail\">\(note.answer)</p>")
          \(if: !note.text.isEmpty, "<p class=\"note-text\">\(note.text)</p>")
          \(if: note.hasAudio, "<audio controls preload=\"none\" src=\"\(AppPath.noteAudio(note.id))\" aria-label=\"Voice note\"></audio>")
        </li>
        """
    }
}

/// The habit pages' script, with the asset version.
enum HabitScript {
    static func tag(_ chrome: PageChrome) -> HTML {
        "<script type=\"module\" src=\"\(AppPath.asset("habits.js", version: chrome.assetVersion))\"></script>"
    }
}

/// The "back" link above a habit sub-page.
enum HabitCrumb {
    static func html(_ path: AppPath, _ label: String) -> HTML {
        "<nav class=\"crumbs\" aria-label=\"Back\"><a href=\"\(path)\">\(Icon.use("arrow-left")) \(label)</a></nav>"
    }
}

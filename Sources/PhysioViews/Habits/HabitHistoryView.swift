import Foundation
import PhysioCore

/// `/history`: streaks, the weekly ring, the 12-week heatmap, achievements, pause days, entries and
/// the latest help notes.
public struct HabitHistoryView: Sendable {
    public var history: HabitHistoryPage
    /// Pause days to list (the recent ones), oldest first.
    public var pauses: [PauseDay]
    public var today: LocalDate
    /// The latest craving notes, newest first.
    public var notes: [CravingNoteRow]
    public var celebration: AchievementCelebration?
    public var chrome: PageChrome

    public init(
        history: HabitHistoryPage, pauses: [PauseDay], today: LocalDate, notes: [CravingNoteRow],
        celebration: AchievementCelebration?, chrome: PageChrome
    ) {
        self.history = history
        self.pauses = pauses
        self.today = today
        self.notes = notes
        self.celebration = celebration
        self.chrome = chrome
    }

    public static let bodyClass = "habits history"

    public var html: HTML {
        """
        \(HabitNav.history.html)
        \(celebration.map { CelebrationBanner($0, returnPath: AppPath.history.path, chrome: chrome).html })
        <section class="hero"><h1>History</h1></section>
        \(progress)
        \(heatmap(history.heatmap))
        \(achievements(history.achievements))
        \(pauseSection)
        <section aria-labelledby="entries-title">
          <h2 class="section-label" id="entries-title">Entries</h2>
          \(if: history.entries.isEmpty, "<p class=\"muted\">\(history.emptyMessage)</p>")
          <ul class="entry-list">
            \(history.entries.html(entry))
          </ul>
        </section>
        \(if: !notes.isEmpty, """
            <section aria-labelledby="notes-title">
              <h2 class="section-label" id="notes-title">Help notes</h2>
              <ul class="note-list">\(notes.html { CravingNoteRowView($0).html })</ul>
            </section>
            """)
        """
    }

    private var progress: HTML {
        let streak = history.streak, ring = history.ring
        return """
            <section class="progress-cards" aria-label="Streaks">
              <div class="stat-card">
                \(Icon.use("flame", class: "stat-icon", sprite: .habits))
                <p class="stat-value" id="current-streak">\(streak.currentLabel)</p><p class="muted" id="longest-streak">\(streak.longestLabel)</p>\(if: streak.isPausedToday, "<p class=\"hint\">Today is paused — your streak is safe.</p>")
              </div>
              <div class="stat-card ring-card">
                <svg class="week-ring" viewBox="0 0 100 100" role="img" aria-label="\(ring.accessibleLabel)">
                  <circle class="week-ring-track" cx="50" cy="50" r="40"></circle>
                  <circle class="week-ring-fill" cx="50" cy="50" r="40" stroke-dasharray="\(ring.dashArray)" stroke-dashoffset="\(ring.dashOffset)"></circle>
                  <text x="50" y="56" text-anchor="middle" class="week-ring-text">\(ring.percent)%</text>
                </svg>
                <p class="muted" id="week-ring-label">\(ring.label)</p>
              </div>
            </section>
            """
    }

    private func heatmap(_ heatmap: StreakHeatmap) -> HTML {
        """
        <section class="card heatmap-card" aria-labelledby="heatmap-title">
          <h2 id="heatmap-title">Last 12 weeks</h2>
          <p class="muted" id="heatmap-summary">\(heatmap.summary)</p>
          <div class="heatmap" role="img" aria-label="\(heatmap.summary)">
            <div class="heatmap-days" aria-hidden="true">\(heatmap.weekdayLabels.html { "<span>\($0)</span>" })</div>
            \(heatmap.weeks.html { week in
                """
                <div class="heatmap-week" aria-hidden="true">
                  <span class="heatmap-month">\(week.monthLabel)</span>
                  \(week.cells.html { cell in
                    "<span class=\"heat-cell \(cell.cssClass)\(if: cell.isToday, " is-today")\" title=\"\(cell.accessibleLabel)\" data-date=\"\(cell.dateISO)\"></span>"
                  })
                </div>
                """
            })
          </div>
          <p class="heatmap-legend" aria-hidden="true"><span class="heat-cell level-0"></span> none <span class="heat-cell level-1"></span><span class="heat-cell level-2"></span><span class="heat-cell level-3"></span> more <span class="heat-cell paused"></span> paused</p>
        </section>
        """
    }

    private func achievements(_ board: AchievementBoard) -> HTML {
        """
        <section class="card" id="achievements" aria-labelledby="achievements-title">
          <div class="section-head"><h2 id="achievements-title">Achievements</h2><span class="count">\(board.summary)</span></div>
          <ul class="badge-list">
            \(board.badges.html { badge in
                """
                <li class="achievement\(if: badge.isEarned, " is-earned")" data-achievement="\(badge.id)">
                  \(Icon.use("trophy", sprite: .habits))
                  <span><span class="achievement-title">\(badge.title)</span><span class="muted">\(badge.statusLabel)</span></span>
                </li>
                """
            })
          </ul>
          <a class="button small quiet" href="\(AppPath.achievementsReset)">\(board.resetLabel)</a>
        </section>
        """
    }

    private var pauseSection: HTML {
        """
        <section class="card" id="pauses" aria-labelledby="pauses-title">
          <h2 id="pauses-title">Pause days</h2>
          <p class="hint">Holiday or ill? Paused days neither break nor extend your streak.</p>
          <form method="post" action="\(AppPath.pauses)" class="form pause-form">
            \(chrome.csrfField)
            <div class="pause-dates">
              <label>From <input type="date" name="\(PauseForm.CodingKeys.from.rawValue)" value="\(today.iso)" required></label>
              <label>To <input type="date" name="\(PauseForm.CodingKeys.to.rawValue)" value="\(today.iso)"></label>
            </div>
            <label for="pause-reason">Why</label>
            <select id="pause-reason" name="\(PauseForm.CodingKeys.reason.rawValue)" class="habit-input">\(PauseReason.allCases.html { "<option value=\"\($0.rawValue)\">\($0.label)</option>" })</select>
            <button type="submit" class="button secondary">Pause these days</button>
          </form>
          \(if: !pauses.isEmpty, """
            <ul class="pause-list">
              \(pauses.html { pause in
                let label = HabitDateLabel.long(pause.date)
                return """
                    <li><span>\(label) · \(pause.reason.label)</span>
                      <form method="post" action="\(AppPath.pauseRemove(pause.date))">\(chrome.csrfField)<button class="button small quiet" aria-label="Remove the pause on \(label)">Remove</button></form></li>
                    """
              })
            </ul>
            """)
        </section>
        """
    }

    private func entry(_ entry: HistoryEntryRow) -> HTML {
        let date = LocalDate(iso: entry.dateISO)
        let href: AppPath = date.map { AppPath.historyDay($0) } ?? AppPath.history.path
        return """
            <li><a class="entry-row" href="\(href)">
              <span class="entry-date">\(entry.label)</span>
              <span class="muted">\(entry.partsLabel)</span>
              \(if: !entry.commitment.isEmpty, "<span class=\"entry-commitment\">\(entry.commitment)</span>")
              \(if: !entry.pauseLabel.isEmpty, "<span class=\"tag small\">\(entry.pauseLabel)</span>")
            </a></li>
            """
    }
}

import Foundation
import PhysioCore

/// `/today`: the timeline of past days, Today and Tonight, each with its habit cards.
public struct TodayView: Sendable {
    public var timeline: TodayTimeline
    /// "3-day streak".
    public var streakLabel: String
    /// "4 of 7 days this week".
    public var ringLabel: String
    public var celebration: AchievementCelebration?
    /// A confirmation ("Note saved. …"): shown in Today, where the page opens, not above the past days.
    public var notice: String?
    /// False until the person starts the habit coach: Today invites them, and no habit reminder fires.
    public var started: Bool
    public var chrome: PageChrome

    public init(
        timeline: TodayTimeline, streakLabel: String, ringLabel: String, celebration: AchievementCelebration?,
        notice: String? = nil, started: Bool = true, chrome: PageChrome
    ) {
        self.started = started
        self.timeline = timeline
        self.streakLabel = streakLabel
        self.ringLabel = ringLabel
        self.celebration = celebration
        self.notice = notice
        self.chrome = chrome
    }

    /// The `<body>` class: the phase ("day" or "evening") changes the page's colours.
    public static func bodyClass(_ timeline: TodayTimeline) -> String { "habits today phase-\(timeline.phaseID)" }

    public var html: HTML {
        """
        <h1 class="visually-hidden">Habits</h1>
        \(HabitNav.today.html)
        <div class="timeline" data-timeline>
        \((timeline.pastDays + [timeline.today, timeline.tonight]).html(day))
        </div>
        <a class="button jump-today" href="#today" data-jump-today>
          \(Icon.use("sun", sprite: .habits)) \(timeline.jumpToTodayLabel)
        </a>
        \(HabitScript.tag(chrome))
        """
    }

    private func day(_ day: TimelineDay) -> HTML {
        let classes: HTML = "\(if: day.isPast, " is-past")\(if: day.isToday, " is-today")\(if: day.isTonight, " is-tonight")"
        let date: HTML = day.isPast
            ? "<span class=\"visually-hidden\"> (\(day.accessibleDate))</span>"
            : "<span class=\"day-date\"> · \(day.accessibleDate)</span>"
        return """
            <section class="timeline-day\(classes)" id="\(day.anchor)" aria-labelledby="\(day.anchor)-label">
              <h2 class="day-label" id="\(day.anchor)-label">\(day.label)\(date)</h2>
              \(if: day.isToday, messages)
              \(if: day.isToday && !started, invitation)
              \(if: day.isToday, top)
              \(day.sections.html { HabitCardView($0, chrome: chrome).html })
            </section>
            """
    }

    /// The notice and any celebration, at the top of Today: the page opens scrolled to Today, so
    /// anything above the past days would never be seen. `habits.js` moves them next to a section
    /// the page was sent to (`#…`), and puts an autosave's celebration here too.
    private var messages: HTML {
        """
        <div class="today-messages" data-today-messages>
          \(notice.map { text in
            "<div class=\"notice\" role=\"status\" id=\"today-notice\">\(Icon.use("check-circle")) <span>\(text)</span></div>" as HTML
          })
          \(celebration.map { CelebrationBanner($0, returnPath: AppPath.today.path, chrome: chrome).html })
          <div class="celebration-slot" data-celebration-slot></div>
        </div>
        """
    }

    /// The one invitation a person who came for rehab or training sees: nothing of the habit coach
    /// reminds or nags them until they start it here (or log a day below).
    private var invitation: HTML {
        """
        <section class="card habit-invitation" aria-labelledby="habit-invitation-title" id="habit-invitation">
          <h3 id="habit-invitation-title">Start the habit coach?</h3>
          <p>A calm daily loop for weight-loss habits: 30 seconds of Night Prep in the evening, a Morning Focus, and a check-in at the end of the day. Its reminders (Night Prep at \(ReminderTimes.standard.nightPrep.label), Morning Focus at \(ReminderTimes.standard.morningFocus.label)) begin only when you start it.</p>
          <form method="post" action="\(AppPath.habitStart)">
            \(chrome.csrfField)
            <button type="submit" class="button primary" id="start-habit-coach">Start the habit coach</button>
          </form>
        </section>
        """
    }

    private var top: HTML {
        """
        <div class="today-top">
          <a class="button need-help" href="\(AppPath.help)" id="need-help">
            \(Icon.use("lifebuoy", sprite: .habits)) \(timeline.needHelpLabel)
          </a>
          <p class="today-progress"><span>\(Icon.use("flame", sprite: .habits)) \(streakLabel)</span><span class="muted">\(ringLabel)</span></p>
        </div>
        """
    }
}

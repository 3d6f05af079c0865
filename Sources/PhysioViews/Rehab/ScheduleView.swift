import Foundation
import PhysioCore

/// The schedule: every plan as a collapsible section of today's sessions, with its progress, times
/// and delete actions.
public struct ScheduleView: Sendable {
    public var screen: ScheduleScreen
    public var chrome: PageChrome

    public init(_ screen: ScheduleScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="hero">
          <p class="eyebrow">\(screen.dateLabel)</p>
          <h1>\(screen.helping.map { "\($0)’s schedule" } ?? "Schedule")</h1>
          \(if: screen.helping == nil, """
            <p><a class="button small quiet" href="\(AppPath.reminders)" id="reminders-link">
              \(Icon.use("calendar")) Reminders in your calendar
            </a></p>
            """)
        </section>
        \(if: screen.sections.isEmpty, screen.helping.map(emptyHelping) ?? empty)
        \(screen.sections.html(section))
        \(if: screen.helping == nil, DeletePlanDialogView(returnTo: AppPath.schedule.path, chrome: chrome).html)
        """
    }

    private var empty: HTML {
        """
        <section class="empty-state" aria-labelledby="empty-title">
          <div class="empty-illustration" aria-hidden="true">
            \(Icon.inHiddenParent("calendar"))
          </div>
          <h2 id="empty-title">No active plans</h2>
          <p>Create a plan to see your sessions for the day here.</p>
          <a class="button primary big" href="\(AppPath.triage)">
            \(Icon.use("plus")) New plan
          </a>
        </section>
        """
    }

    private func emptyHelping(_ name: String) -> HTML {
        "<section class=\"empty-state\"><h2>No plans yet</h2><p>\(name) hasn’t made an exercise plan yet.</p></section>"
    }

    /// Day one made after the day's last time: when the first session is, and a way to try it now.
    private func startsLater(_ section: PlanSection) -> HTML {
        guard screen.helping == nil, let note = section.startsLater, let path = section.tryNowPath else { return .empty }
        return """
            <div class="starts-later">
              <p>\(note)</p>
              <a class="button small secondary" href="\(path)">\(Icon.use("play")) Try a session now</a>
            </div>
            """
    }

    private func section(_ section: PlanSection) -> HTML {
        let badge: HTML =
            section.todayBadge.map { "<span class=\"badge\">\($0)</span>" }
            ?? "<span class=\"badge done-badge\">\(section.restBadge)</span>"
        return """
            <details class="plan-section tint-\(section.tint)" id="plan-\(section.id)"\(if: section.expanded, " open")>
              <summary>
                <span class="section-icon" aria-hidden="true">\(Icon.inHiddenParent(section.icon))</span>
                <span class="section-title">
                  <span class="plan-name">\(section.name)</span>
                  <span class="pips" role="img" aria-label="\(section.pipsLabel)">
                    \(section.pips.html { "<span class=\"pip\(if: $0.filled, " filled")\"></span>" })
                    <span class="muted">\(section.completedLabel)</span>
                  </span>
                </span>
                \(badge)
                \(Icon.use("chevron-down", class: "chevron"))
              </summary>
              \(section.rows.isEmpty ? .empty : """
                <ul class="session-list">
                  \(section.rows.html { SessionRowView($0, showsPlanName: false, returnTo: AppPath.schedule.path, chrome: chrome, actions: screen.helping == nil).html })
                </ul>
                """)\(startsLater(section))
              <div class="section-actions">
                <a class="button small quiet" href="\(section.progressPath)">
                  \(Icon.use("chart")) Progress
                </a>
                <a class="button small quiet" href="\(section.timesPath)">
                  \(Icon.use("clock")) Change times
                </a>
                <a class="button small quiet" href="\(section.editPath)">
                  \(Icon.use("dumbbell")) Edit exercises
                </a>
                <a class="button small quiet" href="\(section.reportPath)">
                  \(Icon.use("info")) Report for the physio
                </a>
                \(if: screen.helping == nil, """
                  <a class="button small danger-quiet" href="\(section.deletePath)" data-confirm-delete data-plan-name="\(section.name)">
                    \(Icon.use("trash")) Delete plan
                  </a>
                  """)
              </div>
            </details>
            """
    }
}

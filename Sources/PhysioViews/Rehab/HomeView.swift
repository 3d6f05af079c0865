import Foundation
import PhysioCore

/// The home page in its three states: first launch (welcome and the coach mark), no plans, and the
/// plan carousel with today's sessions.
public struct HomeView: Sendable {
    public var screen: HomeScreen
    public var chrome: PageChrome

    public init(_ screen: HomeScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        let body: HTML =
            switch screen.state {
            case .firstLaunch: firstLaunch
            case .empty: empty
            case .active: active
            }
        return """
            <section class="hero">
              <p class="eyebrow">\(screen.dateLabel)</p>
              <h1>\(screen.greeting)</h1>
              \(if: screen.state == .active, "<p class=\"lede\">\(screen.todaySummary)</p>")
            </section>
            \(body)
            """
    }

    private var firstLaunch: HTML {
        """
        <section class="card welcome" aria-labelledby="welcome-title">
          <h2 id="welcome-title">Welcome to PhysioPoint</h2>
          <p>Pick the area that needs attention, say what you feel, and get a simple plan of home exercises — with a schedule and a step-by-step guide for each one.</p>
          <p class="note-box" role="note"><strong>Before you start:</strong> \(Disclaimer.text) Every number in PhysioPoint is an example, not a prescription.</p>
        </section>
        <div class="coachmark-backdrop" data-coachmark-backdrop></div>
        <div class="coachmark-zone">
          <div class="coachmark" role="note" aria-labelledby="coach-title" data-coachmark>
            \(Icon.use("hand", class: "coach-hand"))
            <p id="coach-title" class="coach-title">Start here</p>
            <p>Tap <strong>New plan</strong> to pick your injury area and build your first rehab plan.</p>
          </div>
          <form method="post" action="\(AppPath.onboarding)" class="spotlight">
            \(chrome.csrfField)
            <input type="hidden" name="next" value="\(AppPath.triage)">
            <button type="submit" class="button primary big" id="new-plan">
              \(Icon.use("plus")) New plan
            </button>
          </form>
        </div>
        <div class="after-coachmark">
          \(demoForm)
          <form method="post" action="\(AppPath.onboarding)">
            \(chrome.csrfField)
            <button type="submit" class="link-button">Skip the tour</button>
          </form>
        </div>
        """
    }

    private var demoForm: HTML {
        """
        <form method="post" action="\(AppPath.demo)">
            \(chrome.csrfField)
            <button type="submit" class="button secondary big">Try it with sample plans</button>
          </form>
        """
    }

    private var empty: HTML {
        """
        <section class="empty-state" aria-labelledby="empty-title">
          <div class="empty-illustration" aria-hidden="true">
            \(Icon.inHiddenParent("region-shoulder"))
          </div>
          <h2 id="empty-title">Your recovery starts here</h2>
          <p>Tell us what area needs attention and we'll build a simple home exercise plan for you.</p>
          <ul class="pills" aria-label="What you get">
            <li>Step-by-step guides</li><li>Daily schedule</li><li>Progress</li>
          </ul>
          <a class="button primary big" href="\(AppPath.triage)" id="new-plan">
            \(Icon.use("plus")) Create my first plan
          </a>
          \(demoForm)
        </section>
        """
    }

    // The carousel's cards and today's rows repeat once per plan and per session (80 times with
    // 20 plans), so their markup carries no indentation: a line per element, nothing more.
    private var active: HTML {
        """
        <section class="plans" aria-labelledby="plans-title">
        <div class="section-head">
        <h2 id="plans-title">Active plans <span class="count">\(screen.planCountLabel)</span></h2>
        <a class="button small primary" href="\(AppPath.triage)" id="new-plan">
        \(Icon.use("plus")) New plan
        </a>
        </div>
        <ul class="carousel" aria-label="Your plans">
        \(screen.cards.html(card))
        </ul>
        </section>
        <section class="today" aria-labelledby="today-title">
        <div class="section-head">
        <h2 id="today-title">Today's sessions</h2>
        <a class="button small quiet" href="\(AppPath.reminders)" id="reminders-link">
        \(Icon.use("calendar")) Reminders
        </a>
        </div>
        <ul class="session-list">
        \(screen.today.html { SessionRowView($0, showsPlanName: true, returnTo: .home, chrome: chrome).html })
        </ul>
        </section>
        \(DeletePlanDialogView(returnTo: .home, chrome: chrome).html)
        """
    }

    private func card(_ card: PlanCard) -> HTML {
        """
        <li class="plan-card tint-\(card.tint)" id="card-\(card.id)">
        <div class="card-top">
        <div class="ring" role="img" aria-label="\(card.completed) of \(card.total) sessions done today">
        <svg viewBox="0 0 48 48" class="ring-svg" aria-hidden="true">
        <circle class="ring-track" cx="24" cy="24" r="20" pathLength="100"></circle>
        <circle class="ring-fill" cx="24" cy="24" r="20" pathLength="100" stroke-dasharray="\(card.progressPercent) 100"></circle>
        </svg>
        \(Icon.use(card.icon, class: "ring-icon"))
        </div>
        <span class="tag">\(card.regionName)</span>
        </div>
        <h3 class="card-title">\(card.name)</h3>
        <p class="card-sub">\(card.exercisesLabel)</p>
        <p class="next\(if: card.nextIsDue, " is-due")\(if: card.allDoneToday, " is-done")">
        \(Icon.use(card.allDoneToday ? "check-circle" : "clock"))
        <span>\(card.nextLabel)</span>
        </p>
        <p class="progress-label">\(card.progressLabel)</p>
        <div class="card-actions">
        <a class="button tinted" href="\(card.schedulePath)">
        \(Icon.use("calendar")) Schedule
        </a>
        <a class="button icon-button secondary" href="\(card.progressPath)" aria-label="Progress of \(card.name)">
        \(Icon.use("chart"))
        </a>
        <a class="button icon-button danger-quiet" href="\(card.deletePath)" data-confirm-delete data-plan-id="\(card.id)" data-plan-name="\(card.name)" aria-label="Delete \(card.name)">
        \(Icon.use("trash"))
        </a>
        </div>
        </li>
        """
    }
}

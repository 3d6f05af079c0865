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
            \(if: !screen.helping.isEmpty, helping)
            \(body)
            """
    }

    /// The people the person helps: a line each, how they're doing today, opening their schedule.
    private var helping: HTML {
        """
        <section class="card helping-card" aria-labelledby="helping-title">
          <h2 id="helping-title">\(Icon.use("people")) People you help</h2>
          <ul class="helping-list">
            \(screen.helping.html { line in
                """
                <li class="helping-line\(if: line.needsAttention, " needs-attention")">
                  <a href="\(line.schedulePath)"><strong>\(line.name)</strong>: \(line.summary)</a>
                </li>
                """
            })
          </ul>
        </section>
        """
    }

    private var firstLaunch: HTML {
        """
        <section class="card welcome" aria-labelledby="welcome-title">
          <h2 id="welcome-title">Welcome to PhysioPoint</h2>
          <p>Pick the area that needs attention, say what you feel, and get a simple plan of home exercises — with a schedule and a step-by-step guide for each one.</p>
          <p class="note-box" role="note"><strong>Before you start:</strong> \(Disclaimer.text) Every number in PhysioPoint is an example, not a prescription.</p>
        </section>
        \(if: !chrome.assistive, "<div class=\"coachmark-backdrop\" data-coachmark-backdrop></div>")
        <div class="coachmark-zone">
          <div class="coachmark" role="note" aria-labelledby="coach-title" data-coachmark>
            \(Icon.use("hand", class: "coach-hand"))
            <p id="coach-title" class="coach-title">Start here</p>
            <p>Tap <strong>New plan</strong> to pick your injury area and build your first rehab plan.</p>
          </div>
          <form method="post" action="\(AppPath.onboarding)" class="spotlight">
            \(chrome.csrfField)
            <input type="hidden" name="\(OnboardingForm.CodingKeys.next.rawValue)" value="\(AppPath.triage)">
            <button type="submit" class="button primary big" id="new-plan">
              \(Icon.use("plus")) New plan
            </button>
          </form>
          <div class="after-coachmark">
            \(demoForm)
            <form method="post" action="\(AppPath.assistiveMode)">
              \(chrome.csrfField)
              <input type="hidden" name="\(AssistiveModeForm.CodingKeys.mode.rawValue)" value="on">
              <input type="hidden" name="\(AssistiveModeForm.CodingKeys.returnTo.rawValue)" value="\(AssistiveModeForm.returnHome)">
              <button type="submit" class="button secondary big" id="assistive-offer">Larger text, one step at a time</button>
            </form>
            <form method="post" action="\(AppPath.onboarding)">
              \(chrome.csrfField)
              <button type="submit" class="link-button">Skip the tour</button>
            </form>
          </div>
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

    // The carousel's cards and today's rows repeat once per plan and per session (20 cards with 20
    // plans), so their markup has no whitespace between tags (a `\` ends each source line) and no
    // attribute that only repeats what the page script can read from a link.
    private var active: HTML {
        """
        <section class="plans" aria-labelledby="plans-title">\
        <div class="section-head">\
        <h2 id="plans-title">Active plans <span class="count">\(screen.planCountLabel)</span></h2>\
        <a class="button small primary" href="\(AppPath.triage)" id="new-plan">\(Self.plus) New plan</a>\
        </div>\
        <ul class="carousel" aria-label="Your plans">\(screen.cards.html(card))</ul>\
        </section>
        <section class="today" aria-labelledby="today-title">\
        <div class="section-head">\
        <h2 id="today-title">Today's sessions</h2>\
        <a class="button small quiet" href="\(AppPath.reminders)" id="reminders-link">\(Self.calendar) Reminders</a>\
        </div>\
        \(if: !screen.today.isEmpty, "<ul class=\"session-list\">\(sessionRows)</ul>")\
        \(seeAll)\
        </section>
        \(DeletePlanDialogView(returnTo: AppPath.home.path, chrome: chrome).html)
        """
    }

    private var sessionRows: HTML {
        screen.today.html { SessionRowView($0, showsPlanName: true, returnTo: AppPath.home.path, chrome: chrome).html }
    }

    /// The one link to the rest of the day, when home lists only some of it.
    private var seeAll: HTML {
        guard let label = screen.seeAllLabel else { return .empty }
        let counts: HTML = screen.seeAllCounts.map { " <span class=\"see-all-counts\">(\($0))</span>" } ?? .empty
        return """
            <a class="see-all" href="\(screen.seeAllPath)" id="see-all-sessions">\
            <span>\(label)\(counts)</span>\(Self.chevron)</a>
            """
    }

    /// The ring: its track is the element's border (CSS), its fill one arc whose length a class per
    /// percent sets (`p0` … `p100`); with nothing done there is no arc to draw.
    private func card(_ card: PlanCard) -> HTML {
        """
        <li class="plan-card tint-\(card.tint)">\
        <div class="card-top">\
        <div class="ring p\(card.progressPercent)" role="img" aria-label="\(card.total == 0 ? "No sessions today" : "\(card.completed) of \(card.total) sessions done today")">\
        \(if: card.progressPercent > 0, Self.ringFill)\(Self.regionIcon(card.icon))\
        </div>\
        <span class="tag">\(card.regionName)</span>\
        </div>\
        <h3 class="card-title">\(card.name)</h3>\
        <p class="card-sub">\(card.exercisesLabel)</p>\
        <p class="next\(if: card.nextIsDue, " is-due")\(if: card.allDoneToday, " is-done")">\
        \(card.allDoneToday ? Self.checkCircle : Self.clock)<span>\(card.nextLabel)</span>\
        </p>\
        <p class="progress-label">\(card.progressLabel)</p>\
        <div class="card-actions">\
        <a class="button tinted" href="\(card.schedulePath)">\(Self.calendar) Schedule</a>\
        <a class="button icon-button secondary" href="\(card.progressPath)" aria-label="Progress of \(card.name)">\(Self.chart)</a>\
        <a class="button icon-button danger-quiet" href="\(card.deletePath)" data-confirm-delete aria-label="Delete \(card.name)">\(Self.trash)</a>\
        </div>\
        </li>
        """
    }

    // The icons every card repeats, built once.
    private static let plus = Icon.use("plus")
    private static let calendar = Icon.use("calendar")
    private static let chart = Icon.use("chart")
    private static let trash = Icon.use("trash")
    private static let clock = Icon.use("clock")
    private static let checkCircle = Icon.use("check-circle")
    private static let chevron = Icon.use("chevron-right")
    private static let ringFill: HTML =
        "<svg viewBox=\"0 0 48 48\" class=\"ring-svg\" aria-hidden=\"true\"><circle class=\"ring-arc\" cx=\"24\" cy=\"24\" r=\"20\" pathLength=\"100\"></circle></svg>"
    private static let regionIcons = Dictionary(
        BodyRegion.allCases.map { ($0.iconName, Icon.use($0.iconName, class: "ring-icon")) },
        uniquingKeysWith: { first, _ in first })

    private static func regionIcon(_ name: String) -> HTML {
        regionIcons[name] ?? Icon.use(name, class: "ring-icon")
    }
}

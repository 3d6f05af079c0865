import Foundation
import PhysioCore

/// Home in assistive mode: the one next step in a banner that stays (no coach mark, no overlay), the
/// session it is about with one big button, and a small link to the full home page.
public struct AssistiveHomeView: Sendable {
    public var screen: AssistiveHomeScreen
    public var dateLabel: String
    public var greeting: String
    public var chrome: PageChrome

    public init(_ screen: AssistiveHomeScreen, dateLabel: String, greeting: String, chrome: PageChrome) {
        self.screen = screen
        self.dateLabel = dateLabel
        self.greeting = greeting
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="hero">
          <p class="eyebrow">\(dateLabel)</p>
          <h1>\(greeting)</h1>
        </section>
        <section class="next-step" aria-labelledby="next-step-title" data-next-step="\(screen.step.rawValue)">
          \(Icon.use("hand", class: "next-step-icon"))
          <div>
            <h2 id="next-step-title">Your next step</h2>
            <p class="next-step-text" id="next-step-text">\(screen.instruction)</p>
          </div>
        </section>
        \(session)
        \(makePlan)
        <p class="full-app">
          <a href="\(AppPath.fullHome)" id="full-home-link">Show everything (all plans and sessions)</a>
        </p>
        """
    }

    /// The session the step is about, and the big Start button.
    private var session: HTML {
        guard let name = screen.sessionName, let time = screen.sessionTime else { return .empty }
        return """
            <section class="card next-session" aria-labelledby="next-session-title">
              <h2 id="next-session-title">\(name)</h2>
              <p class="next-session-time">\(Icon.use("clock")) <span>\(time)</span></p>
              \(screen.exercisesLabel.map { "<p class=\"next-session-exercises\">\($0)</p>" as HTML })
              \(screen.exerciseLabel.map { "<p class=\"next-exercise-order\" id=\"next-exercise-order\">\($0)</p>" as HTML })
              \(action)
            </section>
            """
    }

    private var makePlan: HTML {
        guard screen.step == .makePlan else { return .empty }
        return """
            <section class="card next-session" aria-labelledby="make-plan-title">
              <h2 id="make-plan-title">Your exercise plan</h2>
              <p>A few home exercises, a time for each, and a guide.</p>
              \(action)
            </section>
            """
    }

    private var action: HTML {
        guard let label = screen.actionLabel, let path = screen.actionPath else { return .empty }
        return """
            <a class="button primary huge" href="\(path)" id="next-step-action" aria-describedby="next-step-text">\(Icon.use(screen.step == .makePlan ? "plus" : "play")) \(label)</a>
            """
    }
}

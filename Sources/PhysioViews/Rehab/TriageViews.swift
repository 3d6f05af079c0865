import Foundation
import PhysioCore

/// "Back to …" above a triage or plan page.

/// Triage step 1: which area needs attention.
public struct RegionPickerView: Sendable {
    public var screen: RegionPickerScreen

    public init(_ screen: RegionPickerScreen) { self.screen = screen }

    public var html: HTML {
        """
        <section class="hero">
          <p class="eyebrow">New plan · Step 1 of 3</p>
          <h1>Which area needs attention?</h1>
          <p class="lede">Pick one. You can add more plans later.</p>
        </section>
        <ul class="region-grid">
          \(screen.choices.html { choice in
            """
            <li>
                <a class="region-tile tint-\(choice.tint)" href="\(choice.path)">
                  <span class="tile-icon" aria-hidden="true">\(Icon.inHiddenParent(choice.icon))</span>
                  <span class="tile-name">\(choice.name)</span>
                  <span class="tile-hint">\(choice.hint)</span>
                </a>
              </li>
            """
          })
        </ul>
        """
    }
}

/// Triage step 2: what the person feels in the area.
public struct DifficultyPickerView: Sendable {
    public var screen: DifficultyPickerScreen

    public init(_ screen: DifficultyPickerScreen) { self.screen = screen }

    public var html: HTML {
        """
        \(BackLink.to(AppPath.triage.path, "All areas"))
        <section class="hero tint-\(screen.tint)">
          <p class="eyebrow">\(Icon.use(screen.icon, class: "tinted-icon")) \(screen.regionName) · Step 2 of 3</p>
          <h1>What do you feel?</h1>
          <p class="lede">Choose what sounds most like you. This picks example exercises — it isn't a diagnosis.</p>
        </section>
        <ul class="choice-list">
          \(screen.choices.html { choice in
            """
            <li>
                <a class="choice tint-\(screen.tint)" href="\(choice.path)">
                  <span class="choice-text"><span class="choice-title">\(choice.title)</span><span class="choice-detail">\(choice.detail)</span></span>
                  \(Icon.use("chevron-right", class: "chevron-right"))
                </a>
              </li>
            """
          })
        </ul>
        """
    }
}

/// Triage step 3: the conditions that match, when more than one does.
public struct ConditionPickerView: Sendable {
    public var screen: ConditionPickerScreen

    public init(_ screen: ConditionPickerScreen) { self.screen = screen }

    public var html: HTML {
        """
        \(BackLink.to(screen.regionPath, screen.regionName))
        <section class="hero">
          <p class="eyebrow">\(screen.regionName) · \(screen.difficultyTitle)</p>
          <h1>Which fits best?</h1>
        </section>
        <ul class="choice-list">
          \(screen.choices.html { choice in
            """
            <li>
                <a class="choice tint-\(screen.tint)" href="\(choice.path)">
                  <span class="choice-text"><span class="choice-title">\(choice.name)</span><span class="choice-detail">\(choice.summary)</span><span class="choice-detail">\(choice.exercisesLabel)</span></span>
                  \(Icon.use("chevron-right", class: "chevron-right"))
                </a>
              </li>
            """
          })
        </ul>
        """
    }
}

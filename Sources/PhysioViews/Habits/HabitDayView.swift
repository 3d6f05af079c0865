import Foundation
import PhysioCore

/// `/history/<date>`: one day's entry, all three parts open for editing.
public struct HabitDayView: Sendable {
    /// "Fri, Aug 30, 2024".
    public var label: String
    /// "Paused (Holiday)", or nil on a normal day.
    public var pauseLabel: String?
    public var cards: [HabitCard]
    public var chrome: PageChrome

    public init(label: String, pauseLabel: String?, cards: [HabitCard], chrome: PageChrome) {
        self.label = label
        self.pauseLabel = pauseLabel
        self.cards = cards
        self.chrome = chrome
    }

    public static let bodyClass = "habits history-day"

    public var html: HTML {
        """
        \(HabitCrumb.html(AppPath.history.path, "History"))
        <section class="hero"><p class="eyebrow">Entry</p><h1>\(label)</h1>\(pauseLabel.map { "<span class=\"tag small\">\($0)</span>" as HTML })</section>
        \(cards.html { HabitCardView($0, chrome: chrome).html })
        \(HabitScript.tag(chrome))
        """
    }
}

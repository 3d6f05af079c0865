import Foundation
import PhysioCore

/// `/today/why`: help with writing "My why".
public struct WhyHelpView: Sendable {
    public var help: WhyHelp
    public var chrome: PageChrome

    public init(_ help: WhyHelp, chrome: PageChrome) {
        self.help = help
        self.chrome = chrome
    }

    public static let bodyClass = "habits"

    public var html: HTML {
        """
        \(HabitCrumb.html(AppPath.today.fragment("today"), "Today"))
        <section class="hero"><h1>\(help.title)</h1><p class="lede">\(help.prompt)</p></section>
        <section class="card">
          <h2>Examples</h2>
          <ul class="why-examples">\(help.examples.html { "<li>“\($0)”</li>" })</ul>
          <h2>Still stuck? Ask yourself</h2>
          <ul class="why-prompts">\(help.prompts.html { "<li>\($0)</li>" })</ul>
        </section>
        <a class="button primary big" href="\(AppPath.today.fragment("today"))">Write my why</a>
        """
    }
}

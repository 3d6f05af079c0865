import Foundation
import PhysioCore

/// The document around every page: head, top bar, notice, main, disclaimer and tab bar.
public enum Layout {
    public static func page(_ chrome: PageChrome, body: HTML) -> HTML {
        let version = chrome.assetVersion
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <meta name="color-scheme" content="light dark">
            <meta name="theme-color" content="#0e7c66">
            <meta name="referrer" content="same-origin">
            \(chrome.csrf.map { "<meta name=\"csrf-token\" content=\"\($0)\">" as HTML })
            <title>\(chrome.title) · PhysioPoint</title>
            <link rel="stylesheet" href="\(AppPath.asset("app.css", version: version))">
            <link rel="manifest" href="\(AppPath.manifest)">
            <link rel="icon" href="\(AppPath.asset("icon.svg"))" type="image/svg+xml">
            <link rel="apple-touch-icon" href="\(AppPath.asset("apple-touch-icon.png"))">
            <script type="module" src="\(AppPath.asset("app.js", version: version))"></script>
            \(if: chrome.signedIn, "<script type=\"module\" src=\"\(AppPath.asset("offline.js", version: version))\"></script>")
            \(if: chrome.signedIn, "<script type=\"module\" src=\"\(AppPath.asset("reminders.js", version: version))\"></script>")
            </head>
            <body class="\(chrome.bodyClass)\(if: chrome.assistive, " assistive")"\(if: chrome.signedIn, scriptAddresses)>
            <a class="skip-link" href="#main">Skip to main content</a>
            <header class="topbar">
              <a class="brand" href="\(AppPath.home)" aria-label="PhysioPoint home">
                \(logo)
                <span>PhysioPoint</span>
              </a>
              \(chrome.signedInAs.map(whoseDevice))
              \(if: chrome.signedIn, chrome.section == .settings ? settingsLinkCurrent : settingsLink)
            </header>
            \(chrome.helping.map(helpingBanner))
            \(chrome.notice.map(notice))
            \(if: chrome.assistive && chrome.signedIn && chrome.section != .home, backToNextStep)
            <main id="main" class="page" tabindex="-1">
            \(body)
            </main>
            <footer class="site-footer">
              <p class="disclaimer" role="note">
                \(info)
                <span>\(Disclaimer.text)</span>
              </p>
            </footer>
            \(if: chrome.signedIn, tabBar(chrome.section, parts: chrome.parts))
            </body>
            </html>
            """
    }

    /// The addresses the page's scripts use (the service worker, due reminders, the achievements),
    /// printed from the routes: scripts never write a path of their own.
    private static let scriptAddresses: HTML = AppPath.$personScope.withValue(nil) {
        let achievements = AppPath.history.fragment("achievements")
        return " data-service-worker=\"\(AppPath.serviceWorker)\" data-reminders-due=\"\(AppPath.apiRemindersDue)\""
            + " data-achievements=\"\(achievements)\" data-icon=\"\(AppPath.asset("icon-192.png"))\""
    }

    // What every page repeats, drawn once.
    private static let logo = Icon.use("logo", class: "brand-mark")
    private static let info = Icon.use("info")
    /// Every tab bar (a section current, the person's parts), drawn once — outside any person scope:
    /// the tab bar always leads to the signed-in person's own pages, also while they help someone.
    private static let tabBars: [TabBarKey: HTML] = AppPath.$personScope.withValue(nil) {
        var bars: [TabBarKey: HTML] = [:]
        let combinations = (1..<(1 << AppPart.allCases.count)).map { mask in
            Set(AppPart.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
        }
        for section in PageChrome.Section.allCases {
            for parts in combinations { bars[TabBarKey(section: section, parts: parts)] = tabBar(section, drawing: parts) }
        }
        return bars
    }

    private struct TabBarKey: Hashable {
        var section: PageChrome.Section
        var parts: Set<AppPart>
    }

    private static func tabBar(_ section: PageChrome.Section, parts: Set<AppPart>) -> HTML {
        tabBars[TabBarKey(section: section, parts: parts)] ?? tabBar(section, drawing: Set(AppPart.allCases))
    }

    /// "Mum" in the top bar: whose device this is.
    private static func whoseDevice(_ name: String) -> HTML {
        "<span class=\"topbar-person\" title=\"Signed in as \(name)\">\(Icon.use("person"))<span>\(name)</span></span>"
    }

    /// While helping someone: whose pages these are, and the way back to one's own.
    private static func helpingBanner(_ name: String) -> HTML {
        let home = AppPath.$personScope.withValue(nil) { AppPath.home.path }
        return """
            <div class="helping-banner" role="note">
              \(Icon.use("people"))
              <span>You're helping <strong>\(name)</strong>: these are \(name)'s exercises.</span>
              <a href="\(home)">Back to mine</a>
            </div>
            """
    }

    /// App settings (connect a phone, your data, devices and signing out) from every part.
    private static let settingsLink = settingsLink(current: false)
    private static let settingsLinkCurrent = settingsLink(current: true)
    private static func settingsLink(current: Bool) -> HTML {
        """
        <a class="topbar-settings" href="\(AppPath.settings)" id="settings-link"\(if: current, " aria-current=\"page\"")>
            \(Icon.use("settings"))<span>Settings</span>
          </a>
        """
    }

    /// Assistive mode: from any page, one way back to the next step (home).
    private static let backToNextStep: HTML = """
        <nav class="back-to-next-step" aria-label="Next step">
          <a href="\(AppPath.home)" id="back-to-next-step">\(Icon.use("arrow-left")) Back to my next step</a>
        </nav>
        """

    private static func notice(_ text: String) -> HTML {
        """
        <div class="notice" role="status">
          \(Icon.use("check-circle"))
          <span>\(text)</span>
        </div>
        """
    }

    private static func tabBar(_ section: PageChrome.Section, drawing parts: Set<AppPart>) -> HTML {
        func tab(_ path: AppPath, _ icon: HTML, _ label: String, current: Bool) -> HTML {
            """
            <a href="\(path)" \(if: current, "aria-current=\"page\"")>
                \(icon)<span>\(label)</span>
              </a>
            """
        }
        return """
            <nav class="tabbar" aria-label="Main">
              \(tab(AppPath.home.path, Icon.use("home"), "Home", current: section == .home || section == .newPlan))
              \(if: parts.contains(.rehab), tab(AppPath.schedule.path, Icon.use("calendar"), "Schedule", current: section == .schedule))
              \(if: parts.contains(.habits), tab(AppPath.today.path, Icon.use("sprout", sprite: .habits), "Habits", current: section == .habits))
              \(if: parts.contains(.training), tab(AppPath.planner.path, Icon.use("dumbbell"), "Planner", current: section == .planner))
              \(tab(AppPath.coach.path, Icon.use("chat"), "Coach", current: section == .coach))
            </nav>
            """
    }
}

/// The medical disclaimer every page shows.
public enum Disclaimer {
    public static let text =
        "This app is for informational and educational purposes only. For medical advice, diagnosis, or treatment, consult a healthcare professional."
}

import Foundation
import PhysioCore

/// The reminders page: every reminder with its time and where it leads, how they reach the person
/// in the app, and the private calendar link (make, subscribe, revoke) or a one-off download.
public struct RemindersView: Sendable {
    public var screen: RemindersScreen
    public var chrome: PageChrome

    public init(_ screen: RemindersScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="hero">
          <p class="eyebrow">Times in \(screen.timeZoneName)</p>
          <h1>Reminders</h1>
        </section>
        <section class="card reminders-list" aria-labelledby="list-title">
          <h2 id="list-title">Your reminders</h2>
          \(if: screen.rows.isEmpty, "<p class=\"muted\">No reminders yet. Create a rehab plan and its sessions appear here.</p>")
          <ul class="reminder-rows">
            \(screen.rows.html(row))
          </ul>
        </section>
        <section class="card" aria-labelledby="app-title">
          <h2 id="app-title">In the app</h2>
          <p>While PhysioPoint is open — in a tab or installed on your home screen — a reminder shows when it’s due: as a notification if you allow them, otherwise as a banner at the bottom of the page.</p>
          <p data-reminder-closed-note>When PhysioPoint is closed it can’t remind you: the calendar link below is the way to be reminded then.</p>
          <button type="button" class="button secondary" data-reminder-permission hidden>Allow notifications</button>
          <p class="muted" data-reminder-permission-state></p>
        </section>
        <section class="card calendar-feed" id="calendar" aria-labelledby="calendar-title">
          <h2 id="calendar-title">In your calendar</h2>
          <p>Subscribe your phone’s or computer’s calendar to a private link: it gets every reminder above, with an alert at the right time and a link back here, and follows any change you make.</p>
          \(feed)
          <p><a href="\(AppPath.remindersDownload)" download>Download the reminders once (.ics)</a> — a copy that won’t update.</p>
        </section>
        """
    }

    private func row(_ row: RemindersScreen.Row) -> HTML {
        """
        <li class="reminder-row">
              <span class="reminder-time mono">\(row.timeLabel)</span>
              <span class="reminder-text"><a href="\(row.path)">\(row.title)</a><span class="muted">\(row.frequency) · \(row.body)</span></span>
            </li>
        """
    }

    private var feed: HTML {
        guard let feedURL = screen.feedURL else {
            return """
                <form method="post" action="\(AppPath.calendarFeed)">
                    \(chrome.csrfField)
                    <button type="submit" class="button primary big">Create a private calendar link</button>
                  </form>
                """
        }
        return """
            <label for="feed-url">Your private link</label>
              <input id="feed-url" class="feed-url mono" type="text" readonly value="\(feedURL)">
              <p class="muted">\(screen.feedCreated). Anyone with this link can read your reminder times — treat it like a password.</p>
              <a class="button primary big" href="\(screen.webcalURL)">Subscribe on this device</a>
              <details class="how-to">
                <summary>How to subscribe</summary>
                <ul>
                  <li><strong>iPhone / iPad:</strong> tap “Subscribe on this device”, or Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar, and paste the link.</li>
                  <li><strong>Android (Google Calendar):</strong> on a computer, open Google Calendar → Other calendars → + → From URL, paste the link; it then appears on the phone. The computer running PhysioPoint must be reachable from Google for this.</li>
                  <li><strong>Desktop (Apple Calendar, Outlook, Thunderbird):</strong> File → New Calendar Subscription (or “Add calendar → From internet”) and paste the link.</li>
                </ul>
              </details>
              <form method="post" action="\(AppPath.calendarFeedRevoke)" class="revoke-form">
                \(chrome.csrfField)
                <button type="submit" class="button danger-quiet">Revoke this link</button>
              </form>
            """
    }
}

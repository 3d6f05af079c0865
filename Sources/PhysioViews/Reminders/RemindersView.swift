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

    /// Android: Google Calendar fetches a subscription from Google's servers, which can't reach a
    /// computer at home, so the link never arrives. ICSx⁵ (bitfire, GPLv3; F-Droid and Google Play)
    /// fetches it on the phone itself, over the home Wi-Fi, into the phone's calendar, which Google
    /// Calendar and the other calendar apps show, alerts included. It opens `webcal://` and
    /// `webcals://` links, trusts a certificate authority installed on the phone (Connect a phone),
    /// and asks with If-None-Match / If-Modified-Since, which the feed answers with 304 when unchanged.
    private var android: HTML {
        guard let link = screen.phoneAppURL else { return .empty }
        return """
            <section class="android-route" id="android" aria-labelledby="android-title">
                <h3 id="android-title">On an Android phone: ICSx⁵</h3>
                <p>Google Calendar can't subscribe to this link: Google fetches subscribed calendars from its own servers, and they can't reach the computer running PhysioPoint at home. ICSx⁵, a free open-source app, fetches the link on the phone itself, over your home Wi-Fi, and puts the reminders in the phone's calendar, where Google Calendar shows them with their alerts.</p>
                <ol class="android-steps">
                  <li>Install <strong>ICSx⁵</strong> (from F-Droid, or Google Play).</li>
                  <li>If this page's address starts with https, trust PhysioPoint on the phone first: <a href="\(AppPath.connect)">Connect a phone</a> shows how. ICSx⁵ trusts what you install there.</li>
                  <li>On the phone, tap <strong>Open in ICSx⁵</strong> below and choose ICSx⁵ (or, in ICSx⁵, tap + and paste the link). Leave “Ignore alerts embedded in the calendar” off, so the reminders keep their alerts.</li>
                  <li>In ICSx⁵, set the sync interval (every 15 minutes is the shortest), and set battery optimisation for ICSx⁵ to “Not optimized”, or it may check only once a day.</li>
                </ol>
                <p class="muted">Away from home it can't reach PhysioPoint: your phone keeps the reminders it last fetched and catches up on the home Wi-Fi.</p>
                <a class="button secondary big" href="\(link)" id="open-in-icsx5">Open in ICSx⁵</a>
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
                  <li><strong>Desktop (Apple Calendar, Outlook, Thunderbird):</strong> File → New Calendar Subscription (or “Add calendar → From internet”) and paste the link.</li>
                </ul>
              </details>
              \(android)
              <form method="post" action="\(AppPath.calendarFeedRevoke)" class="revoke-form">
                \(chrome.csrfField)
                <button type="submit" class="button danger-quiet">Revoke this link</button>
              </form>
            """
    }
}

import Foundation
import PhysioCore

/// The page the service worker shows for an address it hasn't kept while PhysioPoint's server can't
/// be reached: what still works, and that changes made now are kept on the phone.
public struct OfflineView: Sendable {
    public init() {}

    public static let title = "You’re offline"

    public var html: HTML {
        """
        <section class="offline-page" aria-labelledby="offline-heading">
          <h1 id="offline-heading">\(Self.title)</h1>
          <p>PhysioPoint can’t reach the computer it runs on right now, and this page wasn’t kept on this phone.</p>
          <p>Pages you opened before still work away from home Wi-Fi:</p>
          <ul class="offline-links">
            <li><a href="\(AppPath.today)">Today’s habits</a></li>
            <li><a href="\(AppPath.home)">Today’s sessions</a></li>
            <li><a href="\(AppPath.schedule)">Schedule and exercise guides</a></li>
            <li><a href="\(AppPath.history)">History</a></li>
          </ul>
          <p>Habit entries, finished sessions and craving notes you save now are kept on this phone and
          sent once PhysioPoint is back.</p>
        </section>
        """
    }
}

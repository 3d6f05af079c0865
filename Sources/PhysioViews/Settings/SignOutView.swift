import Foundation
import PhysioCore

/// `/signout`: asks before signing out, and says what getting back in takes.
public struct SignOutView: Sendable {
    public var chrome: PageChrome

    public init(chrome: PageChrome) {
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="card signout" aria-labelledby="signout-title">
          <h1 id="signout-title">Sign out of this device?</h1>
          <p>Your data stays on the computer running PhysioPoint; nothing is deleted.</p>
          <p>To sign in here again you will need that computer: scan the code under <strong>Settings → Connect a phone</strong> on it, or open the sign-in link PhysioPoint printed when it started.</p>
          <form method="post" action="\(AppPath.logout)" class="signout-actions">
            \(chrome.csrfField)
            <button type="submit" class="button danger" id="confirm-sign-out">Sign out</button>
            <a class="button secondary" href="\(AppPath.settings)" id="stay-signed-in">Stay signed in</a>
          </form>
        </section>
        """
    }
}

import Foundation
import PhysioCore

/// `/settings`: what the whole app shares, reachable from every part by the top bar's Settings link —
/// connecting a phone, reminders, your data, the habit coach's own settings, and signing out.
public struct AppSettingsView: Sendable {
    public var chrome: PageChrome

    public init(chrome: PageChrome) {
        self.chrome = chrome
    }

    public static let bodyClass = "app-settings"

    public var html: HTML {
        """
        <section class="hero"><h1>Settings</h1></section>
        <section class="card" aria-labelledby="assistive-title" id="assistive-mode">
          <h2 id="assistive-title">Assistive mode</h2>
          <p class="hint">Larger text and buttons, one step at a time: home shows only your next session with one big Start button, nothing pops up or moves, and every page has a way back to your next step.</p>
          <form method="post" action="\(AppPath.assistiveMode)" class="form">
            \(chrome.csrfField)
            <input type="hidden" name="mode" value="\(chrome.assistive ? "off" : "on")">
            <p class="setting-state" id="assistive-state"><strong>Assistive mode is \(chrome.assistive ? "on" : "off").</strong></p>
            <button type="submit" class="button \(chrome.assistive ? "secondary" : "primary")" id="assistive-toggle" aria-describedby="assistive-state">Turn assistive mode \(chrome.assistive ? "off" : "on")</button>
          </form>
        </section>
        <section class="card" aria-labelledby="connect-title">
          <h2 id="connect-title">Connect a phone</h2>
          <p class="hint">Scan a code to open PhysioPoint on your phone, with its motion sensor and camera. A phone connected once stays signed in.</p>
          <a class="button secondary" href="\(AppPath.connect)" id="connect-link">Connect a phone</a>
        </section>
        <section class="card" aria-labelledby="reminders-title">
          <h2 id="reminders-title">Reminders</h2>
          <p class="hint">Put your sessions and habit reminders in your phone’s calendar, so it reminds you on time.</p>
          <a class="button secondary" href="\(AppPath.reminders)" id="reminders-link">\(Icon.use("calendar")) Set up reminders</a>
        </section>
        <section class="card" aria-labelledby="habit-settings-title">
          <h2 id="habit-settings-title">Habit coach</h2>
          <p class="hint">Celebrations, voice notes and the times of Night Prep and Morning Focus.</p>
          <a class="button secondary" href="\(AppPath.habitSettings)" id="habit-settings-link">Habit coach settings</a>
        </section>
        <section class="card" aria-labelledby="data-title">
          <h2 id="data-title">Your data</h2>
          <p class="hint">One JSON file with everything PhysioPoint holds: rehab plans, sessions, habits, notes and voice notes.</p>
          <a class="button secondary" href="\(AppPath.settingsExport)" id="export-link" download>Download export</a>
          <form method="post" action="\(AppPath.settingsImport)" enctype="multipart/form-data" class="form import-form" data-import-form>
            <label for="import-file">Import a file</label>
            <input type="file" id="import-file" name="file" accept="application/json,.json" required>
            <p class="hint">Replaces what PhysioPoint holds with the file’s contents. The file is checked first: if anything is wrong, nothing changes. Needs JavaScript.</p>
            <p class="form-error" role="alert" data-import-error hidden></p>
            <p class="notice-inline" role="status" data-import-status></p>
            <button type="submit" class="button secondary" id="import-button">Import</button>
          </form>
        </section>
        <section class="card" aria-labelledby="device-title">
          <h2 id="device-title">This device</h2>
          <p class="hint">This browser stays signed in. Signing out is only needed on a device you share or give away.</p>
          <a class="button small danger-quiet" href="\(AppPath.signOut)" id="sign-out-link">Sign out of this device…</a>
        </section>
        <script type="module" src="\(AppPath.asset("habits.js", version: chrome.assetVersion))"></script>
        """
    }
}

import Foundation
import PhysioCore

/// `/settings`: what the whole app shares, reachable from every part by the top bar's Settings link —
/// connecting a phone, reminders, the habit coach's own settings, your data, and the devices signed
/// in (signing one out, this one included). Each part is a section of its own.
public struct AppSettingsView: Sendable {
    public var chrome: PageChrome
    /// The devices signed in, this one first.
    public var devices: [DeviceList.Row]
    /// The household and who helps the person; nil draws neither section.
    public var household: HouseholdSettingsScreen?

    public init(devices: [DeviceList.Row] = [], household: HouseholdSettingsScreen? = nil, chrome: PageChrome) {
        self.devices = devices
        self.household = household
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
            <input type="hidden" name="\(AssistiveModeForm.CodingKeys.mode.rawValue)" value="\(chrome.assistive ? "off" : "on")">
            <p class="setting-state" id="assistive-state"><strong>Assistive mode is \(chrome.assistive ? "on" : "off").</strong></p>
            <button type="submit" class="button \(chrome.assistive ? "secondary" : "primary")" id="assistive-toggle" aria-describedby="assistive-state">Turn assistive mode \(chrome.assistive ? "off" : "on")</button>
          </form>
        </section>
        <section class="card" aria-labelledby="connect-title">
          <h2 id="connect-title">Connect your phone</h2>
          <p class="hint">Open PhysioPoint on your phone, with its motion sensor and camera. A phone connected once stays signed in.</p>
          <a class="button secondary" href="\(AppPath.connect)" id="connect-link">Connect a phone</a>
        </section>
        \(household.map { HouseholdSettingsSection(screen: $0, chrome: chrome).html })
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
          <p class="hint">One JSON file with everything PhysioPoint holds for you: rehab plans, sessions, habits, notes and voice notes.</p>
          <a class="button secondary" href="\(AppPath.settingsExport)" id="export-link" download>Download export</a>
          <form method="post" action="\(AppPath.settingsImport)" enctype="multipart/form-data" class="form import-form" data-import-form>
            <label for="import-file">Import a file</label>
            <input type="file" id="import-file" name="file" accept="application/json,.json" required>
            <p class="hint">Replaces what PhysioPoint holds for you with the file’s contents (nobody else’s). The file is checked first: if anything is wrong, nothing changes. Needs JavaScript.</p>
            <p class="form-error" role="alert" data-import-error hidden></p>
            <p class="notice-inline" role="status" data-import-status></p>
            <button type="submit" class="button secondary" id="import-button">Import</button>
          </form>
        </section>
        <section class="card" aria-labelledby="devices-title" id="devices">
          <h2 id="devices-title">Devices</h2>
          <p class="hint">Each phone or computer you signed in stays signed in, without this computer. Sign out one you lost, sold or share with others.</p>
          <ul class="device-list">\(devices.html(row))</ul>
          <a class="button small danger-quiet" href="\(AppPath.signOut)" id="sign-out-link">Sign out of this device…</a>
        </section>
        <script type="module" src="\(AppPath.asset("habits.js", version: chrome.assetVersion))"></script>
        """
    }

    private func row(_ device: DeviceList.Row) -> HTML {
        let signOut: HTML? =
            device.isThisDevice
            ? nil
            : """
            <a class="button small danger-quiet" href="\(AppPath.deviceSignOut(device.id))">Sign out…<span class="visually-hidden"> \(device.name)</span></a>
            """
        return """
            <li class="device-row" data-device="\(device.id)"\(if: device.isThisDevice, " data-this-device")>
              <span class="device-name">\(device.name)\(if: device.isThisDevice, " <span class=\"device-this\">This device</span>")</span>
              <span class="hint device-detail">\(device.detail)</span>
              \(signOut)
            </li>
            """
    }
}

/// `/settings/devices/<id>/sign-out`: asks before signing another device out.
public struct DeviceSignOutView: Sendable {
    public var id: String
    public var name: String
    public var chrome: PageChrome

    public init(id: String, name: String, chrome: PageChrome) {
        self.id = id
        self.name = name
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="card signout" aria-labelledby="signout-title">
          <h1 id="signout-title">Sign out \(name)?</h1>
          <p>Its next page goes to the sign-in page. Nothing is deleted: your data stays on the computer running PhysioPoint.</p>
          <p>To use it again, scan the code under <strong>Settings → Connect a phone</strong> on that computer.</p>
          <form method="post" action="\(AppPath.deviceSignOut(id))" class="signout-actions">
            \(chrome.csrfField)
            <button type="submit" class="button danger" id="confirm-device-sign-out">Sign out \(name)</button>
            <a class="button secondary" href="\(AppPath.devices)" id="keep-device">Keep it signed in</a>
          </form>
        </section>
        """
    }
}

import Foundation
import PhysioCore

/// `/habits/settings`: celebrations, kept audio, reminder times and the Night Prep list (the app's
/// own settings — connecting a phone, export and import, signing out — are at `/settings`).
public struct HabitSettingsView: Sendable {
    public var settings: HabitSettings
    /// The zone reminder times are read in, e.g. "Europe/Berlin".
    public var timeZone: String
    /// Why the last save was refused, naming the field.
    public var error: String?
    public var chrome: PageChrome

    public init(settings: HabitSettings, timeZone: String, error: String? = nil, chrome: PageChrome) {
        self.settings = settings
        self.timeZone = timeZone
        self.error = error
        self.chrome = chrome
    }

    public static let bodyClass = "habits settings"

    public var html: HTML {
        let reminders = settings.reminders
        return """
            \(HabitNav.settings.html)
            <section class="hero"><h1>Habit coach settings</h1><p class="hint">Connecting a phone, your data and signing out are in the app’s <a href="\(AppPath.settings)">Settings</a>.</p></section>
            \(error.map { "<div class=\"form-error\" role=\"alert\">\(Icon.use("alert"))<span>\($0)</span></div>" as HTML })
            <form method="post" action="\(AppPath.habitSettings)" class="card form settings-form">
              \(chrome.csrfField)
              <h2>Habit coach</h2>
              <label class="switch-row"><input type="checkbox" name="\(HabitSettingsForm.CodingKeys.celebrations.rawValue)" id="celebrations"\(if: settings.celebrationsEnabled, " checked")><span>Show celebrations<span class="hint">A small celebration when you earn an achievement.</span></span></label>
              <label class="switch-row"><input type="checkbox" name="\(HabitSettingsForm.CodingKeys.keepAudio.rawValue)" id="keep-audio"\(if: settings.keepAudio, " checked")><span>Keep audio<span class="hint">Lets “I Need Help” record voice notes. Audio stays on this machine and goes into your export.</span></span></label>
              <fieldset class="times">
                <legend>Reminder times</legend>
                <div class="time-field"><label for="night-reminder">Night Prep</label><input type="time" id="night-reminder" name="\(HabitSettingsForm.CodingKeys.nightPrepReminder.rawValue)" value="\(reminders.nightPrep.iso)" required></div>
                <div class="time-field"><label for="morning-reminder">Morning Focus</label><input type="time" id="morning-reminder" name="\(HabitSettingsForm.CodingKeys.morningFocusReminder.rawValue)" value="\(reminders.morningFocus.iso)" required></div>
                <div class="time-field"><label for="midday-reminder">Midday “I Need Help” nudge (optional)</label><input type="time" id="midday-reminder" name="\(HabitSettingsForm.CodingKeys.middayReminder.rawValue)" value="\(reminders.midday?.iso ?? "")"></div>
                <p class="hint">Times are in your time zone: \(timeZone).</p>
              </fieldset>
              <button type="submit" class="button primary big">Save settings</button>
            </form>
            <section class="card" aria-labelledby="reminders-title">
              <h2 id="reminders-title">Reminders</h2>
              <p class="hint">Put your sessions and habit reminders in your phone’s calendar, so it reminds you on time.</p>
              <a class="button secondary" href="\(AppPath.reminders)" id="reminders-link">\(Icon.use("calendar")) Set up reminders</a>
            </section>
            <section class="card">
              <h2>Night Prep list</h2>
              <p class="hint">Add your own items, hide suggestions, change the order.</p>
              <a class="button secondary" href="\(AppPath.prepItems)">Edit my Night Prep list</a>
            </section>
            <section class="card">
              <h2>Achievements</h2>
              <a class="button small danger-quiet" href="\(AppPath.achievementsReset)">Reset achievements</a>
            </section>
            \(HabitScript.tag(chrome))
            """
    }
}

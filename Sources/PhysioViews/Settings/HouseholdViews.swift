import Foundation
import PhysioCore

/// Settings → Household (the owner's): everyone, each with their phone's code, and adding a person.
public struct HouseholdView: Sendable {
    public var screen: HouseholdScreen
    public var chrome: PageChrome

    public init(_ screen: HouseholdScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        \(BackLink.to(AppPath.settings.path, "Settings"))
        <section class="hero"><h1>Household</h1>
        <p class="lede">Everyone who uses PhysioPoint on this computer. Each person has their own plans, habits, coach and phone; nobody sees another’s, unless that person lets them help.</p></section>
        <ul class="people-list">\(screen.rows.html(row))</ul>
        \(addForm)
        """
    }

    private func row(_ row: HouseholdScreen.Row) -> HTML {
        """
        <li class="card person-row" data-person="\(row.id)">
          <div class="person-main">
            <h2 class="person-name">\(Icon.use("person")) \(row.name)\(if: row.isOwner, " <span class=\"tag small\">Owner</span>")</h2>
            <p class="hint">\(row.partsLabel)\(row.helpedByLabel.map { " · \($0)" as HTML })</p>
          </div>
          <a class="button secondary" href="\(row.path)">\(row.connectLabel)</a>
        </li>
        """
    }

    private var addForm: HTML {
        let form = screen.form
        return """
            <section class="card" aria-labelledby="add-title" id="add-person">
              <h2 id="add-title">Add a person</h2>
              \(form.error.map { "<p class=\"form-error\" role=\"alert\" id=\"add-error\">\(Icon.use("alert"))<span>\($0)</span></p>" as HTML })
              <form method="post" action="\(AppPath.household)" class="form">
                \(chrome.csrfField)
                <label for="person-name">Name</label>
                <input type="text" id="person-name" name="\(AddKey.name.rawValue)" value="\(form.name)" maxlength="\(Person.nameLength)" required autocomplete="off" placeholder="Mum"\(if: form.error != nil, " aria-invalid=\"true\" aria-describedby=\"add-error\"")>
                <fieldset class="parts">
                  <legend>What they use</legend>
                  \(AppPart.allCases.html { part in partBox(part, checked: form.parts.contains(part)) })
                </fieldset>
                <label class="check"><input type="checkbox" name="\(AddKey.assistive.rawValue)" value="on"\(if: form.assistive, " checked")> Assistive mode: larger text, one step at a time</label>
                <label for="new-helper">Who helps them (they can see it and end it)</label>
                <select id="new-helper" name="\(AddKey.helper.rawValue)">
                  <option value="">Nobody for now</option>
                  \(screen.people.html { "<option value=\"\($0.id)\"\(if: form.helper == $0.id, " selected")>\($0.name)</option>" })
                </select>
                <button type="submit" class="button primary" id="add-person-button">\(Icon.use("plus")) Add</button>
              </form>
            </section>
            """
    }
}

/// The add-a-person form's field names (the rename and parts forms use the same ones).
private typealias AddKey = HouseholdScreen.AddForm.CodingKeys

/// A checkbox for one part of the app.
func partBox(_ part: AppPart, checked: Bool) -> HTML {
    "<label class=\"check\"><input type=\"checkbox\" name=\"\(AddKey.parts.rawValue)\" value=\"\(part.rawValue)\"\(if: checked, " checked")> \(part.displayName)</label>"
}

/// One person of the household, for the owner: connect their phone, a new link, name and parts,
/// help, and removing them.
public struct HouseholdPersonView: Sendable {
    public var screen: HouseholdPersonScreen
    public var assistive: Bool
    public var chrome: PageChrome

    public init(_ screen: HouseholdPersonScreen, assistive: Bool, chrome: PageChrome) {
        self.screen = screen
        self.assistive = assistive
        self.chrome = chrome
    }

    public var html: HTML {
        """
        \(BackLink.to(AppPath.household.path, "Household"))
        <section class="hero"><h1>\(screen.name)</h1></section>
        \(connect)
        \(details)
        \(help)
        \(if: !screen.isOwner, remove)
        """
    }

    private var connect: HTML {
        let code: HTML
        if let qr = try? QRCode(screen.signInURL, correction: .medium) {
            code = QRCodeView(qr, label: "QR code that signs a phone in as \(screen.name)").html
        } else {
            code = "<p class=\"hint\">The QR code can't be drawn here; type the address below instead.</p>"
        }
        return """
            <section class="card connect-signin" aria-labelledby="connect-title" id="connect">
              <h2 id="connect-title">\(screen.connectTitle)</h2>
              <p class="hint">On \(screen.isOwner ? "your" : "\(screen.name)’s") phone, on the home Wi-Fi: open the camera and point it at the code. The phone then stays signed in as \(screen.name). Treat the code like a key.</p>
              \(if: screen.connect.needsTrust, "<p class=\"hint\">First time? The phone needs to trust this computer once: <a href=\"\(AppPath.connectTrust)\">how to trust it</a>.</p>")
              <div class="qr-frame">\(code)</div>
              <p class="connect-url"><code id="signin-url">\(screen.signInURL)</code></p>
              <form method="post" action="\(AppPath.householdPersonLink(screen.id))" class="form">
                \(chrome.csrfField)
                <p class="hint">Phone lost? A new code signs out every device using the old one.</p>
                <button type="submit" class="button secondary" id="new-link">Make a new code</button>
              </form>
            </section>
            """
    }

    private var details: HTML {
        """
        <section class="card" aria-labelledby="details-title">
          <h2 id="details-title">Name and parts</h2>
          <form method="post" action="\(AppPath.householdPersonName(screen.id))" class="form">
            \(chrome.csrfField)
            \(screen.nameError.map { "<p class=\"form-error\" role=\"alert\" id=\"name-error\">\($0)</p>" as HTML })
            <label for="rename">Name</label>
            <input type="text" id="rename" name="\(AddKey.name.rawValue)" value="\(screen.name)" maxlength="\(Person.nameLength)" required\(if: screen.nameError != nil, " aria-invalid=\"true\" aria-describedby=\"name-error\"")>
            <button type="submit" class="button secondary">Save name</button>
          </form>
          <form method="post" action="\(AppPath.householdPersonParts(screen.id))" class="form">
            \(chrome.csrfField)
            \(screen.partsError.map { "<p class=\"form-error\" role=\"alert\">\($0)</p>" as HTML })
            <fieldset class="parts">
              <legend>What \(screen.isOwner ? "you use" : "they use")</legend>
              \(AppPart.allCases.html { partBox($0, checked: screen.parts.contains($0)) })
            </fieldset>
            <label class="check"><input type="checkbox" name="\(AddKey.assistive.rawValue)" value="on"\(if: assistive, " checked")> Assistive mode: larger text, one step at a time</label>
            <button type="submit" class="button secondary">Save</button>
          </form>
          <p><a class="button small quiet" href="\(AppPath.householdPersonExport(screen.id))" download>\(Icon.use("download")) Download \(screen.isOwner ? "your" : "their") data</a></p>
        </section>
        """
    }

    private var help: HTML {
        """
        <section class="card" aria-labelledby="help-title" id="help">
          <h2 id="help-title">Who helps \(screen.name)</h2>
          <p class="hint">\(HouseholdSettingsScreen.consentText)</p>
          \(screen.helpers.isEmpty ? "<p>Nobody yet.</p>" as HTML : "<ul class=\"helper-list\">\(screen.helpers.html(helperRow))</ul>" as HTML)
          \(if: !screen.candidates.isEmpty, """
            <form method="post" action="\(AppPath.householdPersonHelpers(screen.id))" class="form inline-form">
              \(chrome.csrfField)
              <label for="helper">Set up help from</label>
              <select id="helper" name="\(HelpForm.CodingKeys.helper.rawValue)">\(screen.candidates.html { "<option value=\"\($0.id)\">\($0.name)</option>" })</select>
              <button type="submit" class="button secondary" id="set-up-help">Let them help</button>
            </form>
            <p class="hint">For someone who can’t manage the settings: \(screen.name) sees it in their settings and can end it.</p>
            """)
        </section>
        """
    }

    private func helperRow(_ helper: HouseholdSettingsScreen.Helper) -> HTML {
        """
        <li class="helper-row"><span>\(helper.name)\(helper.setUpBy.map { " <span class=\"hint\">· \($0)</span>" as HTML })</span>
          <form method="post" action="\(AppPath.householdPersonHelpers(screen.id))">\(chrome.csrfField)<input type="hidden" name="\(HelpForm.CodingKeys.helper.rawValue)" value="\(helper.id)"><input type="hidden" name="\(HelpForm.CodingKeys.action.rawValue)" value="end"><button type="submit" class="button small quiet">End</button></form>
        </li>
        """
    }

    private var remove: HTML {
        """
        <section class="card" aria-labelledby="remove-title">
          <h2 id="remove-title">Remove \(screen.name)</h2>
          <p class="hint">Deletes \(screen.name)’s plans, sessions, habits, coach chat and devices from this computer.</p>
          <a class="button danger-quiet" href="\(AppPath.householdPersonRemove(screen.id))" id="remove-person">\(Icon.use("trash")) Remove \(screen.name)…</a>
        </section>
        """
    }
}

/// "Remove Mum?": offers her data first, then removes her and everything of hers.
public struct RemovePersonView: Sendable {
    public var person: Person
    public var chrome: PageChrome

    public init(person: Person, chrome: PageChrome) {
        self.person = person
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="card signout" aria-labelledby="remove-title">
          <h1 id="remove-title">Remove \(person.name)?</h1>
          <p>This deletes all of \(person.name)’s data on this computer: plans, sessions, habit entries, notes, coach chat, reminders, training plans and devices. It can’t be undone.</p>
          <p><strong>Keep a copy first:</strong> <a class="button secondary" href="\(AppPath.householdPersonExport(person.id))" download id="export-first">\(Icon.use("download")) Download \(person.possessive) data</a></p>
          <form method="post" action="\(AppPath.householdPersonRemove(person.id))" class="signout-actions">
            \(chrome.csrfField)
            <button type="submit" class="button danger" id="confirm-remove">Remove \(person.name) and all their data</button>
            <a class="button secondary" href="\(AppPath.householdPerson(person.id))">Keep \(person.name)</a>
          </form>
        </section>
        """
    }
}

/// The household and help sections of a person's own settings.
struct HouseholdSettingsSection {
    var screen: HouseholdSettingsScreen
    var chrome: PageChrome

    var html: HTML {
        """
        <section class="card" aria-labelledby="household-title" id="household">
          <h2 id="household-title">Household</h2>
          \(screen.isOwner ? """
            <p class="hint">Add the people who use PhysioPoint here, each with their own plans and phone.</p>
            <a class="button secondary" href="\(AppPath.household)" id="household-link">\(Icon.use("people")) Household: people and their phones</a>
            """ as HTML : "<p class=\"hint\">\(screen.ownerName) runs PhysioPoint on their computer and manages the household.</p>")
        </section>
        <section class="card" aria-labelledby="helpers-title" id="helpers">
          <h2 id="helpers-title">Family who help you</h2>
          <p class="hint">\(HouseholdSettingsScreen.consentText)</p>
          \(screen.helpers.isEmpty ? "<p>Nobody helps you yet.</p>" as HTML : "<ul class=\"helper-list\">\(screen.helpers.html(helperRow))</ul>" as HTML)
          \(if: !screen.others.isEmpty, """
            <form method="post" action="\(AppPath.helpers)" class="form inline-form">
              \(chrome.csrfField)
              <label for="helper">Let someone help you</label>
              <select id="helper" name="\(HelpForm.CodingKeys.helper.rawValue)">\(screen.others.html { "<option value=\"\($0.id)\">\($0.name)</option>" })</select>
              <button type="submit" class="button secondary" id="let-help">Let them help</button>
            </form>
            """)
          \(if: !screen.helping.isEmpty, "<p class=\"hint\">You help \(ListFormat.and(screen.helping.map(\.name))): see them on your home page.</p>")
        </section>
        """
    }

    private func helperRow(_ helper: HouseholdSettingsScreen.Helper) -> HTML {
        """
        <li class="helper-row"><span><strong>\(helper.name)</strong> can see how you’re doing and change your exercises\(helper.setUpBy.map { " <span class=\"hint\">· \($0)</span>" as HTML })</span>
          <form method="post" action="\(helper.endPath)">\(chrome.csrfField)<button type="submit" class="button small danger-quiet" aria-label="End \(helper.name)’s help">End</button></form>
        </li>
        """
    }
}

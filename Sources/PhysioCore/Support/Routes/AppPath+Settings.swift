import Foundation

/// The app-wide settings: devices, export and import.
extension AppPath {
    /// The devices signed in, on the settings page.
    public static var devices: AppPath { settings.fragment("devices") }
    /// "Sign this device out?" (GET asks, POST signs it out).
    public static let deviceSignOut = settings / "devices" / .text("device", maximumLength: 128) / "sign-out"
    /// Everything this person keeps, as one JSON file.
    public static let settingsExport = settings / "export"
    /// Replaces this person's data with an export (POST, a file).
    public static let settingsImport = settings / "import"
}

/// The household: who uses this PhysioPoint (the owner manages it), and who helps whom.
extension AppPath {
    /// Everyone in the household, and adding a person (POST).
    public static let household = (settings / "household").ownerOnly
    /// One person of the household: their name, parts, phone, sign-in link, help and removal.
    public static let householdPerson = household / .uuid("person")
    public static let householdPersonName = householdPerson / "name"
    public static let householdPersonParts = householdPerson / "parts"
    /// Makes a new sign-in link for the person: their old link and devices are signed out (POST).
    public static let householdPersonLink = householdPerson / "link"
    /// The person's data as one file (offered before they are removed).
    public static let householdPersonExport = householdPerson / "export"
    /// "Remove Mum?" (GET asks, POST removes them and all their data).
    public static let householdPersonRemove = householdPerson / "remove"
    /// The owner sets up someone to help this person from the start (POST `helper=`).
    public static let householdPersonHelpers = householdPerson / "helpers"

    /// The people who may help the signed-in person: letting someone help (POST `helper=`).
    public static let helpers = settings / "helpers"
    /// Ending someone's help (POST).
    public static let helperEnd = helpers / .uuid("helper") / "end"

    /// A person of the household in the JSON API: adding one (POST, the owner's token) and the list.
    public static let apiPeople = (api / "people").ownerOnly
}

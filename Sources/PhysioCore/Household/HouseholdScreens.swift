import Foundation

/// The household and help sections of a person's settings: who is in the household, who helps
/// them (each with a way to end it), and whom they could let help.
public struct HouseholdSettingsScreen: Sendable {
    /// Someone who helps the person, as their settings list them.
    public struct Helper: Sendable, Hashable {
        public var id: UUID
        public var name: String
        /// "Set up by Me (the owner)" when the owner set it up; nil when the person did.
        public var setUpBy: String?
        public var endPath: AppPath
    }

    public var isOwner: Bool
    public var ownerName: String
    /// Everyone else in the household (for "Let … help me").
    public var others: [Person]
    public var helpers: [Helper]
    /// The people the person helps.
    public var helping: [Person]

    public init(people: [Person], grants: [HelpGrant], person: Person) {
        isOwner = person.isOwner
        ownerName = people.first(where: \.isOwner)?.name ?? "the owner"
        let byID = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let mine = grants.filter { $0.personID == person.id }
        helpers = mine.compactMap { grant in
            byID[grant.helperID].map { helper in
                Helper(
                    id: helper.id, name: helper.name,
                    setUpBy: grant.setUpByOwner ? "Set up by \(byID[grant.grantedBy]?.name ?? "the owner")" : nil,
                    endPath: AppPath.helperEnd(helper.id))
            }
        }
        let helperIDs = Set(mine.map(\.helperID))
        others = people.filter { $0.id != person.id && !helperIDs.contains($0.id) }
        let helpedIDs = Set(grants.filter { $0.helperID == person.id }.map(\.personID))
        helping = people.filter { helpedIDs.contains($0.id) }
    }

    /// "Alex can see how you're doing and change your exercises, never your coach chats or notes."
    public static let consentText =
        "They can see how you're doing (your exercise schedule and progress) and change your exercises and their numbers. They never see your coach chats or habit notes. You can end it at any time."
}

/// Settings → Household, for the owner: everyone, and adding a person.
public struct HouseholdScreen: Sendable {
    public struct Row: Sendable, Hashable {
        public var id: UUID
        public var name: String
        public var isOwner: Bool
        /// "Rehab exercises, Habit coach".
        public var partsLabel: String
        /// "Alex helps"; nil when nobody does.
        public var helpedByLabel: String?
        public var path: AppPath
        /// "Connect Mum's phone".
        public var connectLabel: String
    }

    /// What was typed into the add form, kept when it is refused.
    /// The add-a-person form as sent (its coding keys are the form's field names) and as shown again.
    public struct AddForm: Sendable, Hashable, Decodable {
        public enum CodingKeys: String, CodingKey, CaseIterable {
            case name, parts = "part", assistive, helper
        }

        public var name: String
        public var parts: Set<AppPart>
        public var assistive: Bool
        /// Someone to help them from the start, for a person who can't manage the settings.
        public var helper: UUID?
        public var error: String?

        public init(
            name: String = "", parts: Set<AppPart> = [.rehab], assistive: Bool = false, helper: UUID? = nil,
            error: String? = nil
        ) {
            self.name = name
            self.parts = parts
            self.assistive = assistive
            self.helper = helper
            self.error = error
        }
    }

    public var rows: [Row]
    public var form: AddForm
    /// Who could help a new person from the start: everyone already here.
    public var people: [Person]

    public init(people: [Person], grants: [HelpGrant], form: AddForm = AddForm()) {
        self.people = people
        let byID = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        rows = people.map { person in
            let helpers = grants.filter { $0.personID == person.id }.compactMap { byID[$0.helperID]?.name }
            return Row(
                id: person.id, name: person.name, isOwner: person.isOwner,
                partsLabel: AppPart.allCases.filter(person.parts.contains).map(\.displayName).joined(separator: ", "),
                helpedByLabel: helpers.isEmpty ? nil : "\(ListFormat.and(helpers)) \(helpers.count == 1 ? "helps" : "help")",
                path: AppPath.householdPerson(person.id),
                connectLabel: person.isOwner ? "Your phone and details" : "Connect \(person.possessive) phone")
        }
        self.form = form
    }
}

/// One person of the household, for the owner: their phone's sign-in code, a new link, their
/// name and parts, who helps them, and removing them.
public struct HouseholdPersonScreen: Sendable {
    public var id: UUID
    public var name: String
    public var isOwner: Bool
    public var parts: Set<AppPart>
    /// The sign-in link their phone opens (their token in it), for the QR code.
    public var signInURL: String
    public var connect: ConnectScreen
    /// The people helping them, each with who set it up.
    public var helpers: [HouseholdSettingsScreen.Helper]
    /// Who could be set up to help them.
    public var candidates: [Person]
    public var nameError: String?
    public var partsError: String?

    public init(
        person: Person, people: [Person], grants: [HelpGrant], connect: ConnectScreen, signInURL: String,
        nameError: String? = nil, partsError: String? = nil
    ) {
        id = person.id
        name = person.name
        isOwner = person.isOwner
        parts = person.parts
        self.signInURL = signInURL
        self.connect = connect
        let settings = HouseholdSettingsScreen(people: people, grants: grants, person: person)
        helpers = settings.helpers
        candidates = settings.others
        self.nameError = nameError
        self.partsError = partsError
    }

    public var connectTitle: String {
        isOwner ? "Connect your phone" : "Connect \(Person(id: id, name: name, isOwner: isOwner, createdAt: .distantPast).possessive) phone"
    }
}

/// "Mum and Alex", "Mum, Alex and Sam".
public enum ListFormat {
    public static func and(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
        }
    }
}

/// Setting up or ending help between two people, as the household pages send it.
public struct HelpForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case helper, action }

    /// Ending is the only other thing the form can ask for; absent means "set up".
    public enum Action: String, Sendable, CaseIterable, Decodable, FormChoice { case end }

    /// The helper's id; nil when none was chosen.
    public var helper: UUID?
    public var action: Action?
}

/// Turning assistive mode on or off, from Settings or from the first-launch choices.
public struct AssistiveModeForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case mode, returnTo = "return" }

    /// Where the first-launch choice goes back to (it also ends the tour).
    public static let returnHome = "home"

    public var mode: OnOff?
    public var returnTo: String?
}

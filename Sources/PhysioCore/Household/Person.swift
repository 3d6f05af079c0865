import Foundation

/// One member of the household: their own plans, habits, training, coach and devices.
public struct Person: Sendable, Hashable, Identifiable {
    public var id: UUID
    /// What the household calls them ("Mum", "Alex").
    public var name: String
    /// The person who set PhysioPoint up: adds, renames and removes people and runs the server.
    public var isOwner: Bool
    /// The parts of the app they use (the tab bar and home show only these).
    public var parts: Set<AppPart>
    public var createdAt: Date

    public init(
        id: UUID, name: String, isOwner: Bool, parts: Set<AppPart> = Set(AppPart.allCases), createdAt: Date
    ) {
        self.id = id
        self.name = name
        self.isOwner = isOwner
        self.parts = parts
        self.createdAt = createdAt
    }

    /// The owner's name until they choose one in Settings → Household.
    public static let ownerPlaceholderName = "Me"

    /// The name to print on what leaves the house (the report for a clinic, its FHIR Patient): nil
    /// while the owner is still "Me", so the report leaves a line to write the name on instead.
    public var nameForOthers: String? { isOwner && name == Self.ownerPlaceholderName ? nil : name }

    /// "Mum's", for "Connect Mum's phone"; "Chris'" for a name ending in s.
    public var possessive: String { name.hasSuffix("s") || name.hasSuffix("S") ? "\(name)’" : "\(name)’s" }

    /// A name is 1–40 characters once trimmed, with no control characters.
    public static func validName(_ text: String) throws(HouseholdError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .nameMissing }
        guard name.count <= nameLength, name.unicodeScalars.count <= 4 * nameLength else { throw .nameTooLong }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control
            || $0.properties.generalCategory == .format })
        else { throw .nameHasControlCharacters }
        return name
    }

    /// The longest name, in characters as a person counts them.
    public static let nameLength = 40
}

/// The three parts of PhysioPoint a person can use.
public enum AppPart: String, Sendable, Hashable, CaseIterable, Codable, FormChoice {
    case rehab, habits, training

    /// "Rehab exercises", as the household form lists them.
    public var displayName: String {
        switch self {
        case .rehab: "Rehab exercises"
        case .habits: "Habit coach"
        case .training: "Training planner"
        }
    }

    /// The stored list ("rehab,habits"); unknown names are ignored.
    public static func parse(_ text: String) -> Set<AppPart> {
        Set(text.split(separator: ",").compactMap { AppPart(rawValue: String($0)) })
    }

    public static func text(_ parts: Set<AppPart>) -> String {
        allCases.filter(parts.contains).map(\.rawValue).joined(separator: ",")
    }
}

/// One person letting another help them: the helper sees how they're doing and can change their
/// exercises, never their coach chats or habit notes. Ended by the person (or the owner) at any time.
public struct HelpGrant: Sendable, Hashable {
    /// The person helped.
    public var personID: UUID
    /// Who helps.
    public var helperID: UUID
    public var grantedAt: Date
    /// Who set it up: the person themselves, or the owner for someone who can't manage the settings.
    public var grantedBy: UUID

    public init(personID: UUID, helperID: UUID, grantedAt: Date, grantedBy: UUID) {
        self.personID = personID
        self.helperID = helperID
        self.grantedAt = grantedAt
        self.grantedBy = grantedBy
    }

    /// True when the owner set it up rather than the person.
    public var setUpByOwner: Bool { grantedBy != personID }
}

/// Why a household change was refused. Nothing was changed in every case.
public enum HouseholdError: Error, Equatable, LocalizedError, UserFacingError {
    /// The name is empty.
    case nameMissing
    /// The name is longer than ``Person/nameLength``.
    case nameTooLong
    /// The name holds control or formatting characters.
    case nameHasControlCharacters
    /// Another person already has this name.
    case nameTaken(String)
    /// No person with this id or name.
    case personNotFound
    /// The owner can't be removed (or made a member).
    case ownerCantBeRemoved
    /// Only the owner can do this.
    case ownerOnly
    /// A person can't help themselves.
    case cantHelpSelf
    /// A person must use at least one part of the app.
    case noParts

    public var errorDescription: String? {
        switch self {
        case .nameMissing: "Type a name, such as Mum or Alex."
        case .nameTooLong: "Keep the name to \(Person.nameLength) characters or fewer."
        case .nameHasControlCharacters: "The name can't hold control characters. Type it again."
        case .nameTaken(let name): "Someone in the household is already called \(name). Pick another name."
        case .personNotFound: "There is nobody by that name in this household."
        case .ownerCantBeRemoved: "The owner can't be removed: PhysioPoint runs on their computer."
        case .ownerOnly: "Only the household's owner can do this."
        case .cantHelpSelf: "Pick someone else to help you."
        case .noParts: "Pick at least one part: rehab exercises, habit coach or training planner."
        }
    }

    public var kind: ErrorKind {
        switch self {
        case .personNotFound: .notFound
        case .nameTaken: .conflict
        case .ownerOnly: .forbidden
        default: .invalid
        }
    }

    public var code: String {
        switch self {
        case .nameMissing: "name_missing"
        case .nameTooLong: "name_too_long"
        case .nameHasControlCharacters: "name_invalid"
        case .nameTaken: "name_taken"
        case .personNotFound: "person_not_found"
        case .ownerCantBeRemoved: "owner_cant_be_removed"
        case .ownerOnly: "owner_only"
        case .cantHelpSelf: "cant_help_self"
        case .noParts: "no_parts"
        }
    }
}

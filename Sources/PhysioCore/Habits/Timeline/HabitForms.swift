/// A text input as a page draws it: form name, label, placeholder, current value and the same
/// length limit the core enforces.
public struct HabitFieldModel: Sendable, Hashable {
    public let name: String
    public let label: String
    public let placeholder: String
    public let value: String
    public let maxLength: Int
    public let isMultiline: Bool

    init(name: String, label: String, placeholder: String = "", value: String, field: HabitTextField) {
        self.name = name
        self.label = label
        self.placeholder = placeholder
        self.value = value
        maxLength = field.maxLength
        isMultiline = field.isMultiline
    }
}

/// One option of a choice (a select or radio group).
public struct HabitChoiceOption: Sendable, Hashable {
    public let id: String
    public let label: String
    public let isSelected: Bool
}

/// A Night Prep checkbox.
public struct PrepChecklistItemModel: Sendable, Hashable {
    public let id: String
    public let title: String
    public let isChecked: Bool
}

/// The Night Prep card's body.
public struct NightPrepForm: Sendable, Hashable {
    public let heading: String
    /// Form field name for the checked ids (repeated).
    public let itemsFieldName: String
    /// Visible checklist items, plus anything ticked on this entry that has since been hidden or removed.
    public let items: [PrepChecklistItemModel]
    public let other: HabitFieldModel

    public init(prep: NightPrep, checklist: NightPrepChecklist) {
        heading = HabitWording.nightPrepHeading
        itemsFieldName = "items"
        let visible = checklist.visibleItems.map {
            PrepChecklistItemModel(id: $0.id, title: $0.title, isChecked: prep.isChecked($0.id))
        }
        let gone = prep.checkedItems.filter { item in !visible.contains { $0.id == item.id } }
            .map { PrepChecklistItemModel(id: $0.id, title: $0.title, isChecked: true) }
        items = visible + gone
        other = HabitFieldModel(
            name: "other", label: "Other", placeholder: HabitWording.nightPrepOtherPlaceholder,
            value: prep.other, field: .nightPrepOther)
    }
}

/// The Morning Focus card's body, with the worksheet's four steps.
public struct MorningFocusForm: Sendable, Hashable {
    public let heading: String
    public let whyStep: String
    public let myWhy: HabitFieldModel
    /// Behind the info button next to "My why".
    public let whyHelp: WhyHelp
    public let challengeStep: String
    public let challengeFieldName: String
    public let challengeSelectPrompt: String
    public let challengeOptions: [HabitChoiceOption]
    /// True when "Other" is picked, so the page shows the description field open.
    public let showsChallengeOther: Bool
    public let challengeOther: HabitFieldModel
    public let swapStep: String
    public let swap: HabitFieldModel
    public let commitStep: String
    public let commitHint: String
    public let willDo: HabitFieldModel
    public let insteadOfLabel: String
    public let insteadOf: HabitFieldModel

    public init(focus: MorningFocus) {
        heading = HabitWording.morningFocusHeading
        whyStep = HabitWording.whyStep
        myWhy = HabitFieldModel(name: "myWhy", label: "My why", value: focus.myWhy, field: .myWhy)
        whyHelp = .standard
        challengeStep = HabitWording.challengeStep
        challengeFieldName = "challenge"
        challengeSelectPrompt = HabitWording.challengeSelectPrompt
        challengeOptions = Challenge.allCases.map {
            HabitChoiceOption(id: $0.rawValue, label: $0.label, isSelected: focus.challenge == $0)
        }
        showsChallengeOther = focus.challenge == .other
        challengeOther = HabitFieldModel(
            name: "challengeOther", label: "Other challenge", placeholder: HabitWording.challengeOtherPlaceholder,
            value: focus.challengeOther, field: .challengeOther)
        swapStep = HabitWording.swapStep
        swap = HabitFieldModel(
            name: "swap", label: "My swap", placeholder: HabitWording.swapPlaceholder, value: focus.swap, field: .swap)
        commitStep = HabitWording.commitStep
        commitHint = HabitWording.commitHint
        willDo = HabitFieldModel(
            name: "willDo", label: HabitWording.willDoLabel, placeholder: HabitWording.willDoPlaceholder,
            value: focus.willDo, field: .willDo)
        insteadOfLabel = HabitWording.insteadOfLabel
        insteadOf = HabitFieldModel(
            name: "insteadOf", label: HabitWording.insteadOfLabel, placeholder: HabitWording.insteadOfPlaceholder,
            value: focus.insteadOf, field: .insteadOf)
    }
}

/// The End-of-Day card's body.
public struct EndOfDayForm: Sendable, Hashable {
    public let heading: String
    public let followedSwapLabel: String
    public let followedSwapFieldName: String
    /// "yes" and "no"; neither selected until answered.
    public let followedSwapOptions: [HabitChoiceOption]
    public let feeling: HabitFieldModel
    public let gotInTheWay: HabitFieldModel

    public init(checkIn: EndOfDayCheckIn) {
        heading = HabitWording.endOfDayHeading
        followedSwapLabel = HabitWording.followedSwap
        followedSwapFieldName = "followedSwap"
        followedSwapOptions = [
            HabitChoiceOption(id: "yes", label: "Yes", isSelected: checkIn.followedSwap == true),
            HabitChoiceOption(id: "no", label: "No", isSelected: checkIn.followedSwap == false),
        ]
        feeling = HabitFieldModel(
            name: "feeling", label: HabitWording.feelingPrompt, value: checkIn.feeling, field: .feeling)
        gotInTheWay = HabitFieldModel(
            name: "gotInTheWay", label: HabitWording.gotInTheWayPrompt, value: checkIn.gotInTheWay, field: .gotInTheWay)
    }
}

/// A text input as a page draws it: form name, label, placeholder, current value and the same
/// length limit the core enforces.
public struct HabitFieldModel: Sendable, Hashable {
    public let name: String
    public let label: String
    public let placeholder: String
    public let value: String
    public let maxLength: Int
    public let isMultiline: Bool
    /// The value is a suggestion (yesterday's), shown but not saved yet.
    public let isSuggested: Bool

    init(
        name: String, label: String, placeholder: String = "", value: String, field: HabitTextField,
        suggested: Set<String> = []
    ) {
        self.name = name
        self.label = label
        self.placeholder = placeholder
        self.value = value
        maxLength = field.maxLength
        isMultiline = field.isMultiline
        isSuggested = suggested.contains(name)
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
        itemsFieldName = NightPrepInput.CodingKeys.items.rawValue
        let visible = checklist.visibleItems.map {
            PrepChecklistItemModel(id: $0.id, title: $0.title, isChecked: prep.isChecked($0.id))
        }
        let gone = prep.checkedItems.filter { item in !visible.contains { $0.id == item.id } }
            .map { PrepChecklistItemModel(id: $0.id, title: $0.title, isChecked: true) }
        items = visible + gone
        other = HabitFieldModel(
            name: NightPrepInput.CodingKeys.other.rawValue, label: "Other", placeholder: HabitWording.nightPrepOtherPlaceholder,
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
    /// True when the challenge shown is yesterday's suggestion.
    public let challengeIsSuggested: Bool
    /// "Filled in with yesterday’s …", when any field holds a suggestion.
    public let suggestionNote: String?
    /// "Keep yesterday’s": saves the form as shown, in one tap.
    public let keepSuggestionLabel: String?
    /// "yesterday’s", for the marks next to each suggested field.
    public let suggestionMark: String?

    /// - Parameter suggestion: offered in the steps still empty (only shown; saved when the person saves).
    public init(focus saved: MorningFocus, suggestion: MorningFocusSuggestion? = nil) {
        let (focus, suggested) = saved.filled(from: suggestion)
        let source = suggested.isEmpty ? nil : suggestion?.sourceLabel
        challengeIsSuggested = suggested.contains("challenge")
        suggestionMark = source.map { HabitWording.suggestionMark($0) }
        suggestionNote = source.map { HabitWording.suggestionNote($0) }
        keepSuggestionLabel = source.map { HabitWording.keepSuggestion($0) }
        heading = HabitWording.morningFocusHeading
        whyStep = HabitWording.whyStep
        myWhy = HabitFieldModel(name: MorningFocusInput.CodingKeys.myWhy.rawValue, label: "My why", value: focus.myWhy, field: .myWhy, suggested: suggested)
        whyHelp = .standard
        challengeStep = HabitWording.challengeStep
        challengeFieldName = MorningFocusInput.CodingKeys.challenge.rawValue
        challengeSelectPrompt = HabitWording.challengeSelectPrompt
        challengeOptions = Challenge.allCases.map {
            HabitChoiceOption(id: $0.rawValue, label: $0.label, isSelected: focus.challenge == $0)
        }
        showsChallengeOther = focus.challenge == .other
        challengeOther = HabitFieldModel(
            name: MorningFocusInput.CodingKeys.challengeOther.rawValue, label: "Other challenge", placeholder: HabitWording.challengeOtherPlaceholder,
            value: focus.challengeOther, field: .challengeOther, suggested: suggested)
        swapStep = HabitWording.swapStep
        swap = HabitFieldModel(
            name: MorningFocusInput.CodingKeys.swap.rawValue, label: "My swap", placeholder: HabitWording.swapPlaceholder, value: focus.swap, field: .swap,
            suggested: suggested)
        commitStep = HabitWording.commitStep
        commitHint = HabitWording.commitHint
        willDo = HabitFieldModel(
            name: MorningFocusInput.CodingKeys.willDo.rawValue, label: HabitWording.willDoLabel, placeholder: HabitWording.willDoPlaceholder,
            value: focus.willDo, field: .willDo, suggested: suggested)
        insteadOfLabel = HabitWording.insteadOfLabel
        insteadOf = HabitFieldModel(
            name: MorningFocusInput.CodingKeys.insteadOf.rawValue, label: HabitWording.insteadOfLabel, placeholder: HabitWording.insteadOfPlaceholder,
            value: focus.insteadOf, field: .insteadOf, suggested: suggested)
    }
}

/// The End-of-Day card's body. It asks about the swap only when the day has one (in its words).
public struct EndOfDayForm: Sendable, Hashable {
    public let heading: String
    /// Whether "Did I follow my swap?" is asked: the day has a swap, or it was answered before.
    public let asksAboutSwap: Bool
    /// The day's swap, quoted in the question (empty when none).
    public let swapText: String
    public let followedSwapLabel: String
    public let followedSwapFieldName: String
    /// "yes" and "no"; neither selected until answered.
    public let followedSwapOptions: [HabitChoiceOption]
    public let feeling: HabitFieldModel
    public let gotInTheWay: HabitFieldModel

    /// - Parameter swap: the day's saved swap ("" when none was set).
    public init(checkIn: EndOfDayCheckIn, swap: String = "") {
        heading = HabitWording.endOfDayHeading
        asksAboutSwap = !swap.isEmpty || checkIn.followedSwap != nil
        swapText = swap
        followedSwapLabel = swap.isEmpty ? HabitWording.followedSwap : HabitWording.followedSwapPrefix
        followedSwapFieldName = EndOfDayInput.CodingKeys.followedSwap.rawValue
        followedSwapOptions = [
            HabitChoiceOption(id: "yes", label: "Yes", isSelected: checkIn.followedSwap == true),
            HabitChoiceOption(id: "no", label: "No", isSelected: checkIn.followedSwap == false),
        ]
        feeling = HabitFieldModel(
            name: EndOfDayInput.CodingKeys.feeling.rawValue, label: asksAboutSwap ? HabitWording.feelingPrompt : HabitWording.feelingPromptNoSwap,
            value: checkIn.feeling, field: .feeling)
        gotInTheWay = HabitFieldModel(
            name: EndOfDayInput.CodingKeys.gotInTheWay.rawValue,
            label: asksAboutSwap ? HabitWording.gotInTheWayPrompt : HabitWording.gotInTheWayPromptNoSwap,
            value: checkIn.gotInTheWay, field: .gotInTheWay)
    }
}

/// A category button on the "I Need Help" sheet.
public struct NeedHelpChoice: Sendable, Hashable {
    public let category: CravingCategory
    public var id: String { category.rawValue }
    public let title: String
    public let summary: String
}

/// The "I Need Help" sheet: step 1 (the four categories) and the chosen category's mini-coach.
public struct NeedHelpPage: Sendable, Hashable {
    public let title: String
    public let chooseCategoryPrompt: String
    public let choices: [NeedHelpChoice]
    /// Set once a category is chosen.
    public let coach: MiniCoach?
    /// The category's id, for the note form.
    public let categoryID: String
    /// Offer the voice-note recorder only when "Keep audio" is on.
    public let offersVoiceNote: Bool
    public let saveLabel: String
    public let noteMaxLength: Int

    public init(category: CravingCategory?, settings: HabitSettings) {
        title = HabitWording.needHelp
        chooseCategoryPrompt = "What kind of craving is it?"
        choices = CravingCategory.allCases.map { NeedHelpChoice(category: $0, title: $0.title, summary: $0.summary) }
        coach = category?.miniCoach
        categoryID = category?.rawValue ?? ""
        offersVoiceNote = settings.keepAudio
        saveLabel = "Save note"
        noteMaxLength = CravingNote.textField.maxLength
    }
}

/// A saved craving note in a list.
public struct CravingNoteRow: Sendable, Hashable {
    public let id: String
    public let categoryID: String
    public let categoryTitle: String
    public let dateISO: String
    /// "Fri • Aug 30, 9:41 PM".
    public let whenLabel: String
    public let text: String
    /// The picked action's title, or empty.
    public let chosenAction: String
    /// The question's answer label, or empty.
    public let answer: String
    public let hasAudio: Bool

    public init(note: CravingNote) {
        let coach = note.category.miniCoach
        id = note.id
        categoryID = note.category.rawValue
        categoryTitle = note.category.title
        dateISO = note.day.iso
        whenLabel = "\(HabitDateLabel.short(note.day)), \(note.timeLabel)"
        text = note.text
        chosenAction = note.chosenActionID.flatMap(coach.action(id:))?.title ?? ""
        answer = note.answerID.flatMap { coach.question?.answer(id: $0) }?.label ?? ""
        hasAudio = note.audio != nil
    }
}

import Foundation

/// A tagged note saved from "I Need Help": what kind of craving, when, what the person chose and
/// wrote, and perhaps their voice note.
public struct CravingNote: Identifiable, Codable, Sendable, Hashable {
    /// Stable id chosen by the store (a UUID string).
    public var id: String
    public var category: CravingCategory
    public var recordedAt: Date
    /// The person's calendar day when they recorded it. Kept rather than recomputed so a later
    /// change of time zone (a flight) never moves the note to another day.
    public var day: LocalDate
    /// The time zone it was recorded in, to show "9:41 PM" as the person saw it.
    public var timeZoneID: String
    public var text: String
    /// The mini-coach action the person picked (`MiniCoachAction.id`), if any.
    public var chosenActionID: String?
    /// The answer to the category's question (`MiniCoachQuestion.Answer.id`), if any.
    public var answerID: String?
    public var audio: AudioReference?

    public static let textField = HabitTextField(name: "Note", maxLength: 2000, isMultiline: true)

    public init(
        id: String, category: CravingCategory, recordedAt: Date, day: LocalDate, timeZoneID: String,
        text: String = "", chosenActionID: String? = nil, answerID: String? = nil, audio: AudioReference? = nil
    ) {
        self.id = id
        self.category = category
        self.recordedAt = recordedAt
        self.day = day
        self.timeZoneID = timeZoneID
        self.text = text
        self.chosenActionID = chosenActionID
        self.answerID = answerID
        self.audio = audio
    }

    /// A note from the help flow, checked against the category's mini-coach and the person's
    /// "Keep audio" setting. Empty action or answer ids count as none.
    public static func make(
        id: String, categoryID: String, recordedAt: Date, timeZone: TimeZone, text: String,
        chosenActionID: String? = nil, answerID: String? = nil, audio: AudioReference? = nil, keepAudio: Bool
    ) throws(ValidationError) -> CravingNote {
        guard !id.isEmpty else { throw .missingID }
        guard let category = CravingCategory(rawValue: categoryID) else { throw .unknownCategory(id: categoryID) }
        let coach = category.miniCoach
        let action = chosenActionID.flatMap { $0.isEmpty ? nil : $0 }
        let answer = answerID.flatMap { $0.isEmpty ? nil : $0 }
        if let action, coach.action(id: action) == nil { throw .unknownAction(id: action, category: category.title) }
        if let answer, coach.question?.answer(id: answer) == nil { throw .unknownAnswer(id: answer, category: category.title) }
        if let audio {
            guard keepAudio else { throw .audioNotKept }
            guard audio.hasSafeFileName else { throw .invalidAudioFileName(audio.fileName) }
            guard AudioReference.allowedMimeTypes.contains(audio.mimeType) else { throw .unsupportedAudioType(audio.mimeType) }
            guard audio.durationSeconds > 0, audio.durationSeconds <= AudioReference.maximumDurationSeconds else {
                throw .audioTooLong(limitSeconds: Int(AudioReference.maximumDurationSeconds))
            }
        }
        guard let clean = HabitText.cleaned(text, multiline: true) else { throw .unsupportedCharacters }
        guard TextLength.fits(clean, in: textField.maxLength) else { throw .textTooLong(limit: textField.maxLength) }
        return CravingNote(
            id: id, category: category, recordedAt: recordedAt, day: LocalDate(recordedAt, in: timeZone),
            timeZoneID: timeZone.identifier, text: clean, chosenActionID: action, answerID: answer, audio: audio)
    }

    /// "9:41 PM" in the time zone the note was recorded in.
    public var timeLabel: String {
        let zone = TimeZone(identifier: timeZoneID) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
        let parts = Calendar.gregorian(in: zone).dateComponents([.hour, .minute], from: recordedAt)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)?.label ?? ""
    }
}

extension CravingNote {
    /// Why a craving note could not be saved.
    public enum ValidationError: Error, LocalizedError, Hashable, Sendable {
        /// The caller gave no id.
        case missingID
        /// The category is not stress, habit, physical or other.
        case unknownCategory(id: String)
        /// The chosen action is not one this category's mini-coach offers.
        case unknownAction(id: String, category: String)
        /// The answer is not one of this category's question's answers.
        case unknownAnswer(id: String, category: String)
        /// The note is longer than the limit.
        case textTooLong(limit: Int)
        /// The note holds control characters.
        case unsupportedCharacters
        /// Audio came in while "Keep audio" is off.
        case audioNotKept
        /// The audio file name could point outside the audio folder.
        case invalidAudioFileName(String)
        /// The audio format is not one the browser recorder produces.
        case unsupportedAudioType(String)
        /// The recording is empty or too long.
        case audioTooLong(limitSeconds: Int)

        public var errorDescription: String? {
            switch self {
            case .missingID: "The note has no id; this is a bug in the page that sent it."
            case let .unknownCategory(id): "“\(id)” is not a help category; choose Stress, Habit, Physical or Other."
            case let .unknownAction(id, category): "“\(id)” is not one of the \(category) suggestions."
            case let .unknownAnswer(id, category): "“\(id)” is not an answer to the \(category) question."
            case let .textTooLong(limit): "The note is too long: keep it under \(limit) characters."
            case .unsupportedCharacters: "The note contains hidden control characters; retype it or paste it as plain text."
            case .audioNotKept: "Voice notes are not kept: turn on “Keep audio” in Settings first."
            case let .invalidAudioFileName(name): "“\(name)” is not a valid voice-note file name."
            case let .unsupportedAudioType(type): "Voice notes in “\(type)” format are not supported; use WebM, Ogg, MP4 or WAV."
            case let .audioTooLong(limit): "A voice note must not be empty and must be at most \(limit / 60) minutes long."
            }
        }
    }
}

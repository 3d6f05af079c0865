import Foundation
import GRDB
import PhysioCore

/// A row of `habit_entry`: one day's Night Prep text, Morning Focus and End-of-Day check-in.
struct HabitEntryRecord: StoreRecord, Equatable {
    static let databaseTableName = "habit_entry"
    static let keyColumns = ["day"]

    var day: String
    var nightOther: String
    var myWhy: String
    var challenge: String?
    var challengeOther: String
    var swap: String
    var willDo: String
    var insteadOf: String
    var followedSwap: Bool?
    var feeling: String
    var gotInTheWay: String
    var updatedAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case day, nightOther = "night_other", myWhy = "my_why", challenge, challengeOther = "challenge_other", swap,
            willDo = "will_do", insteadOf = "instead_of", followedSwap = "followed_swap", feeling,
            gotInTheWay = "got_in_the_way", updatedAt = "updated_at"
    }
    typealias Columns = CodingKeys

    init(_ entry: DayEntry, updatedAt: Date) {
        let focus = entry.morningFocus, checkIn = entry.endOfDay
        day = entry.date.iso
        nightOther = entry.nightPrep.other
        myWhy = focus.myWhy
        challenge = focus.challenge?.rawValue
        challengeOther = focus.challengeOther
        swap = focus.swap
        willDo = focus.willDo
        insteadOf = focus.insteadOf
        followedSwap = checkIn.followedSwap
        feeling = checkIn.feeling
        gotInTheWay = checkIn.gotInTheWay
        self.updatedAt = updatedAt
    }

    func model(checkedItems: [CheckedPrepItem]) throws -> DayEntry {
        DayEntry(
            date: try self.day(day, "day"),
            nightPrep: NightPrep(checkedItems: checkedItems, other: nightOther),
            morningFocus: MorningFocus(
                myWhy: myWhy, challenge: try challenge.map { try value($0, "challenge", as: Challenge.self) },
                challengeOther: challengeOther, swap: swap, willDo: willDo, insteadOf: insteadOf),
            endOfDay: EndOfDayCheckIn(followedSwap: followedSwap, feeling: feeling, gotInTheWay: gotInTheWay))
    }
}

/// A row of `habit_entry_prep_item`: a Night Prep item ticked in a day's entry (title kept as it was).
struct HabitEntryPrepItemRecord: StoreRecord, Equatable {
    static let databaseTableName = "habit_entry_prep_item"
    static let keyColumns = ["day", "position"]

    var day: String
    var position: Int
    var itemID: String
    var title: String

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case day, position, itemID = "item_id", title
    }
    typealias Columns = CodingKeys

    var model: CheckedPrepItem { CheckedPrepItem(id: itemID, title: title) }
}

/// A row of `habit_prep_item`: an item of the person's Night Prep checklist.
struct HabitPrepItemRecord: StoreRecord, Equatable {
    static let databaseTableName = "habit_prep_item"
    static let keyColumns = ["id"]

    var id: String
    var position: Int
    var title: String
    var isDefault: Bool
    var isCore: Bool
    var isHidden: Bool

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, position, title, isDefault = "is_default", isCore = "is_core", isHidden = "is_hidden"
    }
    typealias Columns = CodingKeys

    init(_ item: PrepItem, position: Int) {
        id = item.id
        self.position = position
        title = item.title
        isDefault = item.isDefault
        isCore = item.isCore
        isHidden = item.isHidden
    }

    var model: PrepItem { PrepItem(id: id, title: title, isDefault: isDefault, isCore: isCore, isHidden: isHidden) }
}

/// The one row of `habit_settings`.
struct HabitSettingsRecord: StoreRecord, Equatable {
    static let databaseTableName = "habit_settings"
    static let keyColumns = ["id"]

    var id: Int
    var celebrations: Bool
    var keepAudio: Bool
    var nightPrepReminder: Int
    var morningFocusReminder: Int
    var middayReminder: Int?
    var nextCustomPrepNumber: Int
    var achievementsCountingFrom: String?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, celebrations, keepAudio = "keep_audio", nightPrepReminder = "night_prep_reminder",
            morningFocusReminder = "morning_focus_reminder", middayReminder = "midday_reminder",
            nextCustomPrepNumber = "next_custom_prep_number", achievementsCountingFrom = "achievements_counting_from"
    }
    typealias Columns = CodingKeys

    func model() throws -> HabitSettings {
        HabitSettings(
            celebrationsEnabled: celebrations, keepAudio: keepAudio,
            reminders: ReminderTimes(
                nightPrep: try time(nightPrepReminder, "night_prep_reminder"),
                morningFocus: try time(morningFocusReminder, "morning_focus_reminder"),
                midday: try middayReminder.map { try time($0, "midday_reminder") }))
    }

    func countingFrom() throws -> LocalDate? {
        try achievementsCountingFrom.map { try day($0, "achievements_counting_from") }
    }
}

/// A row of `craving_note`: a note from "I Need Help".
struct CravingNoteRecord: StoreRecord, Equatable {
    static let databaseTableName = "craving_note"
    static let keyColumns = ["id"]

    var id: String
    var category: String
    var recordedAt: Date
    var day: String
    var timeZone: String
    var text: String
    var chosenAction: String?
    var answer: String?
    var audioFileName: String?
    var audioDuration: Double?
    var audioMime: String?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, category, recordedAt = "recorded_at", day, timeZone = "time_zone", text, chosenAction =
            "chosen_action",
            answer, audioFileName = "audio_file_name", audioDuration = "audio_duration", audioMime = "audio_mime"
    }
    typealias Columns = CodingKeys

    init(_ note: CravingNote) {
        id = note.id
        category = note.category.rawValue
        recordedAt = note.recordedAt
        day = note.day.iso
        timeZone = note.timeZoneID
        text = note.text
        chosenAction = note.chosenActionID
        answer = note.answerID
        audioFileName = note.audio?.fileName
        audioDuration = note.audio?.durationSeconds
        audioMime = note.audio?.mimeType
    }

    func model() throws -> CravingNote {
        CravingNote(
            id: id, category: try value(category, "category"), recordedAt: recordedAt, day: try self.day(day, "day"),
            timeZoneID: timeZone, text: text, chosenActionID: chosenAction, answerID: answer,
            audio: audioFileName.map {
                AudioReference(fileName: $0, durationSeconds: audioDuration ?? 0, mimeType: audioMime ?? "")
            })
    }
}

/// A row of `craving_audio`: a kept voice note's bytes.
struct CravingAudioRecord: StoreRecord, Equatable {
    static let databaseTableName = "craving_audio"
    static let keyColumns = ["note_id"]

    var noteID: String
    var bytes: Data

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case noteID = "note_id", bytes
    }
    typealias Columns = CodingKeys
}

/// A row of `habit_pause`: a paused day and why.
struct HabitPauseRecord: StoreRecord, Equatable {
    static let databaseTableName = "habit_pause"
    static let keyColumns = ["day"]

    var day: String
    var reason: String

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case day, reason
    }
    typealias Columns = CodingKeys

    init(_ pause: PauseDay) {
        day = pause.date.iso
        reason = pause.reason.rawValue
    }

    func model() throws -> PauseDay {
        PauseDay(date: try self.day(day, "day"), reason: try value(reason, "reason"))
    }
}

/// A row of `habit_achievement`: a badge and the day it was earned.
struct HabitAchievementRecord: StoreRecord, Equatable {
    static let databaseTableName = "habit_achievement"
    static let keyColumns = ["id"]

    var id: String
    var earnedOn: String

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, earnedOn = "earned_on"
    }
    typealias Columns = CodingKeys

    init(_ item: EarnedAchievement) {
        id = item.id
        earnedOn = item.earnedOn.iso
    }

    func model() throws -> EarnedAchievement {
        EarnedAchievement(try value(id, "id", as: HabitAchievement.self), earnedOn: try day(earnedOn, "earned_on"))
    }
}

import Foundation

/// Everything the habit coach holds, as one value: the habits part of the export file, and what
/// an import must pass before anything is written.
public struct HabitArchive: Codable, Sendable, Hashable {
    public var entries: [DayEntry]
    public var cravingNotes: [CravingNote]
    public var pauses: [PauseDay]
    public var checklist: NightPrepChecklist
    public var achievements: AchievementLedger
    public var settings: HabitSettings

    public init(
        entries: [DayEntry] = [], cravingNotes: [CravingNote] = [], pauses: [PauseDay] = [],
        checklist: NightPrepChecklist = .standard, achievements: AchievementLedger = AchievementLedger(),
        settings: HabitSettings = .standard
    ) {
        self.entries = entries
        self.cravingNotes = cravingNotes
        self.pauses = pauses
        self.checklist = checklist
        self.achievements = achievements
        self.settings = settings
    }

    /// Every day's activity, as streaks and achievements count it.
    public var activity: HabitActivity {
        HabitActivity(entries: entries, cravingNotes: cravingNotes, pauses: pauses)
    }

    /// The achievements as a page shows them on `today` (recorded, plus due ones not yet recorded);
    /// see `AchievementLedger.counting(activity:today:)`.
    public func achievements(countedOn today: LocalDate) -> (ledger: AchievementLedger, due: [EarnedAchievement]) {
        achievements.counting(activity: activity, today: today)
    }

    /// A copy with every list in a canonical order (entries, pauses by date; notes by time, then
    /// id), so export → import → export gives the same file.
    public var canonical: HabitArchive {
        var copy = self
        copy.entries.sort { $0.date < $1.date }
        copy.pauses.sort { $0.date < $1.date }
        copy.cravingNotes.sort { ($0.recordedAt, $0.id) < ($1.recordedAt, $1.id) }
        return copy
    }

    /// Checks everything an import could get wrong, stopping at the first problem: the same rules
    /// the pages enforce, plus uniqueness of dates and ids.
    public func validate() throws(ValidationError) {
        do { try checklist.validate() } catch { throw .checklist(error) }
        var dates = Set<LocalDate>()
        for entry in entries {
            guard dates.insert(entry.date).inserted else { throw .duplicateEntry(date: entry.date.iso) }
            do { try Self.recheck(entry) } catch { throw .entry(date: entry.date.iso, error) }
        }
        var noteIDs = Set<String>()
        for note in cravingNotes {
            guard noteIDs.insert(note.id).inserted else { throw .duplicateNote(id: note.id) }
            guard let zone = TimeZone(identifier: note.timeZoneID) else { throw .unknownTimeZone(note.timeZoneID) }
            do {
                // Audio already on disk stays valid even if "Keep audio" was turned off later.
                _ = try CravingNote.make(
                    id: note.id, categoryID: note.category.rawValue, recordedAt: note.recordedAt, timeZone: zone,
                    text: note.text, chosenActionID: note.chosenActionID, answerID: note.answerID,
                    audio: note.audio, keepAudio: true)
            } catch { throw .note(id: note.id, error) }
        }
        var pauseDates = Set<LocalDate>()
        for pause in pauses where !pauseDates.insert(pause.date).inserted {
            throw .duplicatePause(date: pause.date.iso)
        }
        var earned = Set<HabitAchievement>()
        for item in achievements.earned where !earned.insert(item.achievement).inserted {
            throw .duplicateAchievement(id: item.id)
        }
    }

    /// Runs each section of a stored entry back through the checks a page save goes through.
    static func recheck(_ entry: DayEntry) throws(DayEntry.ValidationError) {
        _ = try HabitTextField.nightPrepOther.clean(entry.nightPrep.other)
        var ticked = Set<String>()
        for item in entry.nightPrep.checkedItems where !ticked.insert(item.id).inserted {
            throw .duplicatePrepItem(id: item.id)
        }
        let focus = entry.morningFocus
        _ = try MorningFocus.make(
            myWhy: focus.myWhy, challengeID: focus.challenge?.rawValue, challengeOther: focus.challengeOther,
            swap: focus.swap, willDo: focus.willDo, insteadOf: focus.insteadOf)
        let checkIn = entry.endOfDay
        _ = try EndOfDayCheckIn.make(followedSwap: checkIn.followedSwap, feeling: checkIn.feeling, gotInTheWay: checkIn.gotInTheWay)
    }

    /// What was wrong with an imported habits section.
    public enum ValidationError: Error, LocalizedError, Sendable {
        /// The Night Prep checklist is inconsistent.
        case checklist(NightPrepChecklist.EditError)
        /// Two entries share a date.
        case duplicateEntry(date: String)
        /// An entry breaks a field rule.
        case entry(date: String, DayEntry.ValidationError)
        /// Two craving notes share an id.
        case duplicateNote(id: String)
        /// A craving note names a time zone this system does not know.
        case unknownTimeZone(String)
        /// A craving note breaks a rule.
        case note(id: String, CravingNote.ValidationError)
        /// Two pauses share a date.
        case duplicatePause(date: String)
        /// An achievement is listed twice.
        case duplicateAchievement(id: String)

        public var errorDescription: String? {
            switch self {
            case let .checklist(error): "Night Prep checklist: \(error.localizedDescription)"
            case let .duplicateEntry(date): "There are two day entries for \(date)."
            case let .entry(date, error): "Day entry \(date): \(error.localizedDescription)"
            case let .duplicateNote(id): "There are two craving notes with the id “\(id)”."
            case let .unknownTimeZone(zone): "“\(zone)” is not a known time zone."
            case let .note(id, error): "Craving note \(id): \(error.localizedDescription)"
            case let .duplicatePause(date): "There are two pauses for \(date)."
            case let .duplicateAchievement(id): "The achievement “\(id)” is listed twice."
            }
        }
    }
}

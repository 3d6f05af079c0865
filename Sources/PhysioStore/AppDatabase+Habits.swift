import Foundation
import GRDB
import PhysioCore

// The habit coach: day entries, the Night Prep checklist, craving notes (with kept audio), pauses,
// achievements and settings. Each write reads what it needs and applies the core's rules inside
// its own transaction, so a check and the write it guards can never disagree.
extension AppDatabase {
    // MARK: - Day entries

    /// Saves the Night Prep in the entry for `day` (the day it prepares for), checked against the
    /// checklist as it is now. Returns the saved entry.
    @discardableResult
    public func saveNightPrep(_ input: NightPrepInput, for day: LocalDate, at time: Date) async throws -> DayEntry {
        try await writer.write { db in
            let entry = try input.applied(to: try Self.fetchEntry(db, day) ?? DayEntry(date: day), checklist: try Self.fetchChecklist(db))
            try Self.upsert(entry, at: time, db)
            return entry
        }
    }

    /// Saves the Morning Focus of `day`.
    @discardableResult
    public func saveMorningFocus(_ input: MorningFocusInput, for day: LocalDate, at time: Date) async throws -> DayEntry {
        try await writer.write { db in
            let entry = try input.applied(to: try Self.fetchEntry(db, day) ?? DayEntry(date: day))
            try Self.upsert(entry, at: time, db)
            return entry
        }
    }

    /// Saves the End-of-Day check-in of `day`.
    @discardableResult
    public func saveEndOfDay(_ input: EndOfDayInput, for day: LocalDate, at time: Date) async throws -> DayEntry {
        try await writer.write { db in
            let entry = try input.applied(to: try Self.fetchEntry(db, day) ?? DayEntry(date: day))
            try Self.upsert(entry, at: time, db)
            return entry
        }
    }

    public func habitEntry(on day: LocalDate) async throws -> DayEntry? {
        try await reader.read { db in try Self.fetchEntry(db, day) }
    }

    /// Entries between two days inclusive, oldest first.
    public func habitEntries(from start: LocalDate, through end: LocalDate) async throws -> [DayEntry] {
        try await reader.read { db in try Self.fetchEntries(db, from: start, through: end) }
    }

    // MARK: - Night Prep checklist

    /// The person's checklist (the worksheet's items until they change it).
    public func prepChecklist() async throws -> NightPrepChecklist {
        try await reader.read { db in try Self.fetchChecklist(db) }
    }

    /// Replaces the checklist with an already-edited one, after checking it.
    public func saveChecklist(_ checklist: NightPrepChecklist) async throws {
        try checklist.validate()
        try await writer.write { db in try Self.replaceChecklist(checklist, db) }
    }

    /// Adds the person's own Night Prep item at the end.
    @discardableResult
    public func addPrepItem(title: String) async throws -> PrepItem {
        try await editChecklist { checklist in try checklist.add(title: title) }
    }

    /// Hides a default item from the card (core items refuse).
    public func hidePrepItem(id: String) async throws {
        try await editChecklist { checklist in try checklist.hide(id: id) }
    }

    /// Shows a hidden default again.
    public func showPrepItem(id: String) async throws {
        try await editChecklist { checklist in try checklist.show(id: id) }
    }

    /// Removes one of the person's own items (entries that ticked it keep its title).
    public func removePrepItem(id: String) async throws {
        try await editChecklist { checklist in try checklist.remove(id: id) }
    }

    /// Moves a visible item up (negative) or down (positive) on the card.
    public func movePrepItem(id: String, by offset: Int) async throws {
        try await editChecklist { checklist in try checklist.move(id: id, by: offset) }
    }

    private func editChecklist<T: Sendable>(
        _ change: @escaping @Sendable (inout NightPrepChecklist) throws -> T
    ) async throws -> T {
        try await writer.write { db in
            var checklist = try Self.fetchChecklist(db)
            let result = try change(&checklist)
            try Self.replaceChecklist(checklist, db)
            return result
        }
    }

    // MARK: - Craving notes

    /// Saves a note from "I Need Help", with its voice recording when one was kept.
    public func addCravingNote(_ note: CravingNote, audio: Data? = nil) async throws {
        try await writer.write { db in try Self.insert(note, audio: audio, db) }
    }

    /// Saves a note sent with an `Idempotency-Key`: the key is recorded in the same transaction, so a
    /// resend of the same change can never add a second note.
    public func addCravingNote(_ note: CravingNote, audio: Data? = nil, claim: IdempotencyClaim, at date: Date) async throws {
        try await writer.write { db in
            try Self.claim(claim, at: date, db)
            try Self.insert(note, audio: audio, db)
        }
    }

    /// Notes between two days inclusive, in the order they were recorded.
    public func cravingNotes(from start: LocalDate, through end: LocalDate) async throws -> [CravingNote] {
        try await reader.read { db in try Self.fetchNotes(db, from: start, through: end) }
    }

    /// A note's kept recording and its MIME type, if it has one.
    public func cravingAudio(noteID: String) async throws -> (bytes: Data, mimeType: String)? {
        try await reader.read { db in
            try Row.fetchOne(
                db, sql: """
                    SELECT a.bytes, n.audio_mime FROM craving_audio a JOIN craving_note n ON n.id = a.note_id
                    WHERE a.note_id = ?
                    """, arguments: [noteID]
            ).map { (bytes: $0[0], mimeType: $0[1] ?? "application/octet-stream") }
        }
    }

    // MARK: - Pauses

    /// Marks days as paused (holiday, illness…); a day already paused gets the new reason.
    public func markPauseDays(_ pauses: [PauseDay]) async throws {
        try await writer.write { db in
            for pause in pauses {
                try db.execute(
                    sql: "INSERT INTO habit_pause (day, reason) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET reason = excluded.reason",
                    arguments: [pause.date.iso, pause.reason.rawValue])
            }
        }
    }

    /// Marks one day as paused.
    public func markPauseDay(_ pause: PauseDay) async throws { try await markPauseDays([pause]) }

    /// Removes the pause on `day`. Returns false when the day was not paused.
    @discardableResult
    public func unmarkPauseDay(_ day: LocalDate) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM habit_pause WHERE day = ?", arguments: [day.iso])
            return db.changesCount > 0
        }
    }

    // MARK: - Achievements

    /// Adds whatever the history newly earned by `today` and returns just those (for the celebration).
    @discardableResult
    public func recordAchievements(today: LocalDate) async throws -> [EarnedAchievement] {
        // Look first in a read: most calls (every visit to Today or History) find nothing new, and a
        // write transaction would bump the commit counter and throw away every cache for nothing.
        let pending = try await reader.read { db in try Self.newAchievements(db, today: today) }
        guard !pending.isEmpty else { return [] }
        return try await writer.write { db in
            // Computed again inside the write, so two saves at once can't record a badge twice.
            let new = try Self.newAchievements(db, today: today)
            for item in new {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO habit_achievement (id, earned_on) VALUES (?, ?)",
                    arguments: [item.id, item.earnedOn.iso])
            }
            return new
        }
    }

    /// The achievements `today`'s activity earns that the ledger doesn't hold yet.
    static func newAchievements(_ db: Database, today: LocalDate) throws -> [EarnedAchievement] {
        var ledger = try fetchLedger(db)
        let activity = HabitActivity(
            entries: try fetchEntries(db, from: nil, through: nil),
            cravingNotes: try fetchNotes(db, from: nil, through: nil), pauses: try fetchPauses(db))
        return ledger.update(activity: activity, today: today)
    }

    /// "Reset achievements": forgets every badge; only days from `today` on earn them again.
    public func resetAchievements(on today: LocalDate) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM habit_achievement")
            try Self.ensureSettingsRow(db)
            try db.execute(sql: "UPDATE habit_settings SET achievements_counting_from = ?", arguments: [today.iso])
        }
    }

    // MARK: - Settings

    public func habitSettings() async throws -> HabitSettings {
        try await reader.read { db in try Self.fetchSettings(db) }
    }

    public func saveHabitSettings(_ settings: HabitSettings) async throws {
        try await writer.write { db in try Self.writeSettings(settings, db) }
    }

    // MARK: - Everything at once

    /// The whole habit history in one consistent read (History, achievements, export).
    public func habitArchive() async throws -> HabitArchive {
        try await reader.read { db in try Self.fetchHabitArchive(db) }
    }
}

// MARK: - Inside a transaction

extension AppDatabase {
    static func fetchHabitArchive(_ db: Database) throws -> HabitArchive {
        HabitArchive(
            entries: try fetchEntries(db, from: nil, through: nil),
            cravingNotes: try fetchNotes(db, from: nil, through: nil),
            pauses: try fetchPauses(db), checklist: try fetchChecklist(db),
            achievements: try fetchLedger(db), settings: try fetchSettings(db)
        ).canonical
    }

    static func fetchEntry(_ db: Database, _ day: LocalDate) throws -> DayEntry? {
        try fetchEntries(db, from: day, through: day).first
    }

    static func fetchEntries(_ db: Database, from start: LocalDate?, through end: LocalDate?) throws -> [DayEntry] {
        let filter = start == nil ? "" : " WHERE day BETWEEN ? AND ?"
        let arguments: StatementArguments = start.map { [$0.iso, (end ?? $0).iso] } ?? []
        var prep: [String: [CheckedPrepItem]] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT day, item_id, title FROM habit_entry_prep_item\(filter) ORDER BY day, position",
            arguments: arguments) {
            prep[row[0], default: []].append(CheckedPrepItem(id: row[1], title: row[2]))
        }
        return try Row.fetchAll(
            db, sql: """
                SELECT day, night_other, my_why, challenge, challenge_other, swap, will_do, instead_of,
                       followed_swap, feeling, got_in_the_way
                FROM habit_entry\(filter) ORDER BY day
                """, arguments: arguments
        ).compactMap { row in
            let key: String = row[0]
            guard let date = LocalDate(iso: key) else { return nil }
            let challenge: String? = row[3]
            let followed: Int? = row[8]
            return DayEntry(
                date: date,
                nightPrep: NightPrep(checkedItems: prep[key] ?? [], other: row[1]),
                morningFocus: MorningFocus(
                    myWhy: row[2], challenge: challenge.flatMap(Challenge.init(rawValue:)), challengeOther: row[4],
                    swap: row[5], willDo: row[6], insteadOf: row[7]),
                endOfDay: EndOfDayCheckIn(followedSwap: followed.map { $0 == 1 }, feeling: row[9], gotInTheWay: row[10]))
        }
    }

    /// Writes an entry whole; an entry with nothing left in it is deleted, so History never lists empty days.
    static func upsert(_ entry: DayEntry, at time: Date, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM habit_entry WHERE day = ?", arguments: [entry.date.iso])
        guard !entry.isEmpty else { return }
        let focus = entry.morningFocus, checkIn = entry.endOfDay
        try db.execute(
            sql: """
                INSERT INTO habit_entry (day, night_other, my_why, challenge, challenge_other, swap, will_do,
                    instead_of, followed_swap, feeling, got_in_the_way, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                entry.date.iso, entry.nightPrep.other, focus.myWhy, focus.challenge?.rawValue, focus.challengeOther,
                focus.swap, focus.willDo, focus.insteadOf, checkIn.followedSwap.map { $0 ? 1 : 0 }, checkIn.feeling,
                checkIn.gotInTheWay, time,
            ])
        for (position, item) in entry.nightPrep.checkedItems.enumerated() {
            try db.execute(
                sql: "INSERT INTO habit_entry_prep_item (day, position, item_id, title) VALUES (?, ?, ?, ?)",
                arguments: [entry.date.iso, position, item.id, item.title])
        }
    }

    static func fetchChecklist(_ db: Database) throws -> NightPrepChecklist {
        let items = try Row.fetchAll(
            db, sql: "SELECT id, title, is_default, is_core, is_hidden FROM habit_prep_item ORDER BY position"
        ).map { PrepItem(id: $0[0], title: $0[1], isDefault: $0[2], isCore: $0[3], isHidden: $0[4]) }
        guard !items.isEmpty else { return .standard }
        let next = try Int.fetchOne(db, sql: "SELECT next_custom_prep_number FROM habit_settings") ?? 1
        return NightPrepChecklist(items: items, nextCustomNumber: next)
    }

    static func replaceChecklist(_ checklist: NightPrepChecklist, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM habit_prep_item")
        for (position, item) in checklist.items.enumerated() {
            try db.execute(
                sql: "INSERT INTO habit_prep_item (id, position, title, is_default, is_core, is_hidden) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [item.id, position, item.title, item.isDefault, item.isCore, item.isHidden])
        }
        try ensureSettingsRow(db)
        try db.execute(
            sql: "UPDATE habit_settings SET next_custom_prep_number = ?", arguments: [checklist.nextCustomNumber])
    }

    static func insert(_ note: CravingNote, audio: Data?, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO craving_note (id, category, recorded_at, day, time_zone, text, chosen_action, answer,
                    audio_file_name, audio_duration, audio_mime)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                note.id, note.category.rawValue, note.recordedAt, note.day.iso, note.timeZoneID, note.text,
                note.chosenActionID, note.answerID, note.audio?.fileName, note.audio?.durationSeconds, note.audio?.mimeType,
            ])
        if let audio, note.audio != nil {
            try db.execute(sql: "INSERT INTO craving_audio (note_id, bytes) VALUES (?, ?)", arguments: [note.id, audio])
        }
    }

    static func fetchNotes(_ db: Database, from start: LocalDate?, through end: LocalDate?) throws -> [CravingNote] {
        let filter = start == nil ? "" : " WHERE day BETWEEN ? AND ?"
        let arguments: StatementArguments = start.map { [$0.iso, (end ?? $0).iso] } ?? []
        return try Row.fetchAll(
            db, sql: """
                SELECT id, category, recorded_at, day, time_zone, text, chosen_action, answer,
                       audio_file_name, audio_duration, audio_mime
                FROM craving_note\(filter) ORDER BY recorded_at, id
                """, arguments: arguments
        ).compactMap { row in
            guard let category = CravingCategory(rawValue: row[1]), let day = LocalDate(iso: row[3]) else { return nil }
            let fileName: String? = row[8]
            let audio = fileName.map { AudioReference(fileName: $0, durationSeconds: row[9] ?? 0, mimeType: row[10] ?? "") }
            return CravingNote(
                id: row[0], category: category, recordedAt: row[2], day: day, timeZoneID: row[4], text: row[5],
                chosenActionID: row[6], answerID: row[7], audio: audio)
        }
    }

    static func fetchPauses(_ db: Database) throws -> [PauseDay] {
        try Row.fetchAll(db, sql: "SELECT day, reason FROM habit_pause ORDER BY day").compactMap { row in
            guard let day = LocalDate(iso: row[0]), let reason = PauseReason(rawValue: row[1]) else { return nil }
            return PauseDay(date: day, reason: reason)
        }
    }

    static func fetchLedger(_ db: Database) throws -> AchievementLedger {
        let earned = try Row.fetchAll(db, sql: "SELECT id, earned_on FROM habit_achievement").compactMap { row -> EarnedAchievement? in
            guard let kind = HabitAchievement(rawValue: row[0]), let day = LocalDate(iso: row[1]) else { return nil }
            return EarnedAchievement(kind, earnedOn: day)
        }
        let order = HabitAchievement.allCases
        let from = try String.fetchOne(db, sql: "SELECT achievements_counting_from FROM habit_settings").flatMap(LocalDate.init(iso:))
        return AchievementLedger(
            earned: earned.sorted { (order.firstIndex(of: $0.achievement) ?? 0) < (order.firstIndex(of: $1.achievement) ?? 0) },
            countingFrom: from)
    }

    static func fetchSettings(_ db: Database) throws -> HabitSettings {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT celebrations, keep_audio, night_prep_reminder, morning_focus_reminder, midday_reminder FROM habit_settings")
        else { return .standard }
        let standard = ReminderTimes.standard
        let midday: Int? = row[4]
        return HabitSettings(
            celebrationsEnabled: row[0], keepAudio: row[1],
            reminders: ReminderTimes(
                nightPrep: TimeOfDay(minutesSinceMidnight: row[2]) ?? standard.nightPrep,
                morningFocus: TimeOfDay(minutesSinceMidnight: row[3]) ?? standard.morningFocus,
                midday: midday.flatMap(TimeOfDay.init(minutesSinceMidnight:))))
    }

    static func ensureSettingsRow(_ db: Database) throws {
        let standard = HabitSettings.standard
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO habit_settings (id, celebrations, keep_audio, night_prep_reminder,
                    morning_focus_reminder, midday_reminder, next_custom_prep_number)
                VALUES (1, ?, ?, ?, ?, NULL, 1)
                """,
            arguments: [
                standard.celebrationsEnabled, standard.keepAudio, standard.reminders.nightPrep.minutesSinceMidnight,
                standard.reminders.morningFocus.minutesSinceMidnight,
            ])
    }

    static func writeSettings(_ settings: HabitSettings, _ db: Database) throws {
        try ensureSettingsRow(db)
        try db.execute(
            sql: """
                UPDATE habit_settings SET celebrations = ?, keep_audio = ?, night_prep_reminder = ?,
                    morning_focus_reminder = ?, midday_reminder = ?
                """,
            arguments: [
                settings.celebrationsEnabled, settings.keepAudio, settings.reminders.nightPrep.minutesSinceMidnight,
                settings.reminders.morningFocus.minutesSinceMidnight, settings.reminders.midday?.minutesSinceMidnight,
            ])
    }
}

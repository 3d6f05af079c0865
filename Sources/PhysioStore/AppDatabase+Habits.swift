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
        try await writer.write { db in try Self.save(input, for: day, at: time, db) }
    }

    /// Saves the Morning Focus of `day`.
    @discardableResult
    public func saveMorningFocus(_ input: MorningFocusInput, for day: LocalDate, at time: Date) async throws -> DayEntry {
        try await writer.write { db in try Self.save(input, for: day, at: time, db) }
    }

    /// Saves the End-of-Day check-in of `day`.
    @discardableResult
    public func saveEndOfDay(_ input: EndOfDayInput, for day: LocalDate, at time: Date) async throws -> DayEntry {
        try await writer.write { db in try Self.save(input, for: day, at: time, db) }
    }

    /// Saves the Night Prep as the person does it on `today`, keeping the achievements ledger in step
    /// (see `HabitWrite`).
    public func saveNightPrep(
        _ input: NightPrepInput, for day: LocalDate, at time: Date, today: LocalDate
    ) async throws -> HabitWrite<DayEntry> {
        try await writeKeepingAchievements(today: today) { db in try Self.save(input, for: day, at: time, db) }
    }

    /// Saves the Morning Focus as the person does it on `today`, keeping the achievements ledger in step.
    public func saveMorningFocus(
        _ input: MorningFocusInput, for day: LocalDate, at time: Date, today: LocalDate
    ) async throws -> HabitWrite<DayEntry> {
        try await writeKeepingAchievements(today: today) { db in try Self.save(input, for: day, at: time, db) }
    }

    /// Saves the End-of-Day check-in as the person does it on `today`, keeping the achievements ledger in step.
    public func saveEndOfDay(
        _ input: EndOfDayInput, for day: LocalDate, at time: Date, today: LocalDate
    ) async throws -> HabitWrite<DayEntry> {
        try await writeKeepingAchievements(today: today) { db in try Self.save(input, for: day, at: time, db) }
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

    /// Saves a note from "I Need Help" on `today` (with the `Idempotency-Key`'s claim, if any),
    /// keeping the achievements ledger in step.
    @discardableResult
    public func addCravingNote(
        _ note: CravingNote, audio: Data? = nil, claim: IdempotencyClaim?, at date: Date, today: LocalDate
    ) async throws -> HabitWrite<Void> {
        try await writeKeepingAchievements(today: today) { db in
            if let claim { try Self.claim(claim, at: date, db) }
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
            guard let audio = try CravingAudioRecord.fetchOneChecked(
                db, sql: "SELECT * FROM craving_audio WHERE note_id = ?", arguments: [noteID])
            else { return nil }
            let note = try CravingNoteRecord.fetchOneChecked(db, sql: "SELECT * FROM craving_note WHERE id = ?", arguments: [noteID])
            return (bytes: audio.bytes, mimeType: note?.audioMime ?? "application/octet-stream")
        }
    }

    // MARK: - Pauses

    /// Marks days as paused (holiday, illness…); a day already paused gets the new reason.
    public func markPauseDays(_ pauses: [PauseDay]) async throws {
        try await writer.write { db in try Self.save(pauses, db) }
    }

    /// Marks days as paused on `today`, keeping the achievements ledger in step: a pause can bridge
    /// two runs into one long enough for an achievement.
    @discardableResult
    public func markPauseDays(_ pauses: [PauseDay], today: LocalDate) async throws -> HabitWrite<Void> {
        try await writeKeepingAchievements(today: today) { db in try Self.save(pauses, db) }
    }

    /// Removes the pause on `day` as the person does it on `today`. `value` is false when the day
    /// was not paused. Achievements already due are recorded first, so removing a pause can't take
    /// back one the person was shown.
    @discardableResult
    public func unmarkPauseDay(_ day: LocalDate, today: LocalDate) async throws -> HabitWrite<Bool> {
        try await writeKeepingAchievements(today: today) { db in
            try db.execute(sql: "DELETE FROM habit_pause WHERE day = ?", arguments: [day.iso])
            return db.changesCount > 0
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

    /// Adds whatever the history newly earned by `today` (each dated the day it was reached) and
    /// returns just those: "Got it" on a celebration.
    @discardableResult
    public func recordAchievements(today: LocalDate) async throws -> [EarnedAchievement] {
        // Look first in a read: "Got it" on a celebration a save already recorded finds nothing new,
        // and an empty write transaction would still bump the commit counter.
        let pending = try await reader.read { db in try Self.newAchievements(db, today: today) }
        guard !pending.isEmpty else { return [] }
        return try await writer.write { db in
            // Computed again inside the write, so two saves at once can't record a badge twice.
            try Self.recordNewAchievements(db, today: today)
        }
    }

    /// Runs a habit write and keeps the achievements ledger in step, in one transaction: what was
    /// already due (a page showed it without recording it) is recorded first, with the day each was
    /// reached, so an edit can't take back a badge the person saw; then what the write earned.
    func writeKeepingAchievements<Value: Sendable>(
        today: LocalDate, _ change: @escaping @Sendable (Database) throws -> Value
    ) async throws -> HabitWrite<Value> {
        try await writer.write { db in
            let due = try Self.recordNewAchievements(db, today: today)
            let value = try change(db)
            return HabitWrite(value: value, due: due, earned: try Self.recordNewAchievements(db, today: today))
        }
    }

    static func recordNewAchievements(_ db: Database, today: LocalDate) throws -> [EarnedAchievement] {
        let new = try newAchievements(db, today: today)
        for item in new {
            try HabitAchievementRecord(item).insert(db, onConflict: .ignore)
        }
        return new
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

    /// True once the person started the habit coach: its settings were saved (the Start button on
    /// Today saves the standard ones) or a day was logged. A rehab-only person never sees its reminders.
    public func habitCoachStarted() async throws -> Bool {
        try await reader.read { db in try Self.fetchHabitCoachStarted(db) }
    }

    static func fetchHabitCoachStarted(_ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM habit_settings) OR EXISTS (SELECT 1 FROM habit_entry)") ?? false
    }

    /// "Start the habit coach": the standard settings, saved, so its reminders begin.
    public func startHabitCoach() async throws {
        try await writer.write { db in try Self.ensureSettingsRow(db) }
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

    static func save(_ input: NightPrepInput, for day: LocalDate, at time: Date, _ db: Database) throws -> DayEntry {
        let entry = try input.applied(to: try fetchEntry(db, day) ?? DayEntry(date: day), checklist: try fetchChecklist(db))
        try upsert(entry, at: time, db)
        return entry
    }

    static func save(_ input: MorningFocusInput, for day: LocalDate, at time: Date, _ db: Database) throws -> DayEntry {
        let entry = try input.applied(to: try fetchEntry(db, day) ?? DayEntry(date: day))
        try upsert(entry, at: time, db)
        return entry
    }

    static func save(_ input: EndOfDayInput, for day: LocalDate, at time: Date, _ db: Database) throws -> DayEntry {
        let entry = try input.applied(to: try fetchEntry(db, day) ?? DayEntry(date: day))
        try upsert(entry, at: time, db)
        return entry
    }

    static func save(_ pauses: [PauseDay], _ db: Database) throws {
        for pause in pauses {
            try HabitPauseRecord(pause).save(db)
        }
    }

    static func fetchEntry(_ db: Database, _ day: LocalDate) throws -> DayEntry? {
        try fetchEntries(db, from: day, through: day).first
    }

    static func fetchEntries(_ db: Database, from start: LocalDate?, through end: LocalDate?) throws -> [DayEntry] {
        let filter = start == nil ? "" : " WHERE day BETWEEN ? AND ?"
        let arguments: StatementArguments = start.map { [$0.iso, (end ?? $0).iso] } ?? []
        var prep: [String: [CheckedPrepItem]] = [:]
        for record in try HabitEntryPrepItemRecord.fetchChecked(
            db, sql: "SELECT * FROM habit_entry_prep_item\(filter) ORDER BY day, position", arguments: arguments) {
            prep[record.day, default: []].append(record.model)
        }
        return try HabitEntryRecord.fetchChecked(db, sql: "SELECT * FROM habit_entry\(filter) ORDER BY day", arguments: arguments)
            .map { record in try record.model(checkedItems: prep[record.day] ?? []) }
    }

    /// Writes an entry whole; an entry with nothing left in it is deleted, so History never lists empty days.
    static func upsert(_ entry: DayEntry, at time: Date, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM habit_entry WHERE day = ?", arguments: [entry.date.iso])
        guard !entry.isEmpty else { return }
        try HabitEntryRecord(entry, updatedAt: time).insert(db)
        for (position, item) in entry.nightPrep.checkedItems.enumerated() {
            try HabitEntryPrepItemRecord(day: entry.date.iso, position: position, itemID: item.id, title: item.title).insert(db)
        }
    }

    static func fetchChecklist(_ db: Database) throws -> NightPrepChecklist {
        let items = try HabitPrepItemRecord.fetchChecked(db, sql: "SELECT * FROM habit_prep_item ORDER BY position").map(\.model)
        guard !items.isEmpty else { return .standard }
        let next = try fetchSettingsRecord(db)?.nextCustomPrepNumber ?? 1
        return NightPrepChecklist(items: items, nextCustomNumber: next)
    }

    static func replaceChecklist(_ checklist: NightPrepChecklist, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM habit_prep_item")
        for (position, item) in checklist.items.enumerated() {
            try HabitPrepItemRecord(item, position: position).insert(db)
        }
        try ensureSettingsRow(db)
        try db.execute(
            sql: "UPDATE habit_settings SET next_custom_prep_number = ?", arguments: [checklist.nextCustomNumber])
    }

    static func insert(_ note: CravingNote, audio: Data?, _ db: Database) throws {
        try CravingNoteRecord(note).insert(db)
        if let audio, note.audio != nil { try CravingAudioRecord(noteID: note.id, bytes: audio).insert(db) }
    }

    static func fetchNotes(_ db: Database, from start: LocalDate?, through end: LocalDate?) throws -> [CravingNote] {
        let filter = start == nil ? "" : " WHERE day BETWEEN ? AND ?"
        let arguments: StatementArguments = start.map { [$0.iso, (end ?? $0).iso] } ?? []
        return try CravingNoteRecord.fetchChecked(
            db, sql: "SELECT * FROM craving_note\(filter) ORDER BY recorded_at, id", arguments: arguments
        ).map { try $0.model() }
    }

    static func fetchPauses(_ db: Database) throws -> [PauseDay] {
        try HabitPauseRecord.fetchChecked(db, sql: "SELECT * FROM habit_pause ORDER BY day").map { try $0.model() }
    }

    static func fetchLedger(_ db: Database) throws -> AchievementLedger {
        let earned = try HabitAchievementRecord.fetchChecked(db, sql: "SELECT * FROM habit_achievement").map { try $0.model() }
        let order = HabitAchievement.allCases
        return AchievementLedger(
            earned: earned.sorted { (order.firstIndex(of: $0.achievement) ?? 0) < (order.firstIndex(of: $1.achievement) ?? 0) },
            countingFrom: try fetchSettingsRecord(db)?.countingFrom())
    }

    static func fetchSettingsRecord(_ db: Database) throws -> HabitSettingsRecord? {
        try HabitSettingsRecord.fetchOneChecked(db, sql: "SELECT * FROM habit_settings")
    }

    static func fetchSettings(_ db: Database) throws -> HabitSettings {
        try fetchSettingsRecord(db)?.model() ?? .standard
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

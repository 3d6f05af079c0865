import Foundation
import GRDB
import PhysioCore

/// The habit coach part: `HabitArchive`'s fields, plus the kept voice notes as base64 so audio goes
/// with its note.
public struct HabitsArchivePart: ArchivePart, Equatable {
    static let key = "habits"

    public struct Audio: Codable, Sendable, Equatable {
        public var noteId: String
        public var mimeType: String
        public var base64: String
    }

    public var archive: HabitArchive
    public var audio: [Audio]

    /// A single voice note may not be larger than this (a 5-minute recording is far smaller).
    static let maximumAudioBytes = 20 * 1024 * 1024

    enum AudioKeys: String, CodingKey { case audio }

    public init(archive: HabitArchive, audio: [Audio]) {
        self.archive = archive
        self.audio = audio
    }

    // The habit fields sit directly in the part, next to "audio".
    public init(from decoder: any Decoder) throws {
        archive = try HabitArchive(from: decoder)
        audio = try decoder.container(keyedBy: AudioKeys.self).decodeIfPresent([Audio].self, forKey: .audio) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        try archive.encode(to: encoder)
        var container = encoder.container(keyedBy: AudioKeys.self)
        try container.encode(audio, forKey: .audio)
    }

    static func read(_ db: Database) throws -> HabitsArchivePart {
        let mimeTypes = Dictionary(
            try CravingNoteRecord.fetchChecked(db, sql: "SELECT * FROM craving_note WHERE audio_file_name IS NOT NULL")
                .map { ($0.id, $0.audioMime ?? "") }, uniquingKeysWith: { first, _ in first })
        let audio = try CravingAudioRecord.fetchChecked(db, sql: "SELECT * FROM craving_audio ORDER BY note_id").map { record in
            Audio(noteId: record.noteID, mimeType: mimeTypes[record.noteID] ?? "", base64: record.bytes.base64EncodedString())
        }
        return HabitsArchivePart(archive: try AppDatabase.fetchHabitArchive(db), audio: audio)
    }

    func validate() throws(ArchiveProblem) {
        let base = "parts.habits"
        try checkDates()
        do { try archive.validate() } catch { throw ArchiveProblem(path: base, message: error.errorDescription ?? "invalid habits") }
        let notesWithAudio = Dictionary(
            archive.cravingNotes.compactMap { note in note.audio.map { (note.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var seen = Set<String>()
        for (index, file) in audio.enumerated() {
            let path = "\(base).audio[\(index)]"
            guard let reference = notesWithAudio[file.noteId] else {
                throw ArchiveProblem(path: "\(path).noteId", message: "no craving note “\(file.noteId)” has a voice note")
            }
            guard seen.insert(file.noteId).inserted else {
                throw ArchiveProblem(path: "\(path).noteId", message: "the note “\(file.noteId)” has two recordings")
            }
            guard file.mimeType == reference.mimeType else {
                throw ArchiveProblem(path: "\(path).mimeType", message: "the recording’s type doesn’t match its note (\(reference.mimeType))")
            }
            guard let bytes = Data(base64Encoded: file.base64), !bytes.isEmpty, bytes.count <= Self.maximumAudioBytes else {
                throw ArchiveProblem(path: "\(path).base64", message: "the recording isn’t valid base64 audio of at most 20 MB")
            }
        }
        if let missing = notesWithAudio.keys.sorted().first(where: { !seen.contains($0) }) {
            throw ArchiveProblem(path: "\(base).audio", message: "the voice note of craving note “\(missing)” is missing")
        }
    }

    /// Decoding builds dates and times field by field, so check they are real ones.
    private func checkDates() throws(ArchiveProblem) {
        func check(_ date: LocalDate, _ path: String) throws(ArchiveProblem) {
            guard LocalDate(year: date.year, month: date.month, day: date.day) != nil else {
                throw ArchiveProblem(path: path, message: "\(date.year)-\(date.month)-\(date.day) is not a real date")
            }
            try ArchiveProblem.ranges { () throws(ValueRangeError) in try LocalDate.check(date, field: path) }
        }
        func check(_ time: TimeOfDay?, _ path: String) throws(ArchiveProblem) {
            guard let time else { return }
            guard TimeOfDay(hour: time.hour, minute: time.minute) != nil else {
                throw ArchiveProblem(path: path, message: "\(time.hour):\(time.minute) is not a time of day")
            }
        }
        for (index, entry) in archive.entries.enumerated() { try check(entry.date, "parts.habits.entries[\(index)].date") }
        for (index, note) in archive.cravingNotes.enumerated() { try check(note.day, "parts.habits.cravingNotes[\(index)].day") }
        for (index, pause) in archive.pauses.enumerated() { try check(pause.date, "parts.habits.pauses[\(index)].date") }
        for (index, item) in archive.achievements.earned.enumerated() {
            try check(item.earnedOn, "parts.habits.achievements.earned[\(index)].earnedOn")
        }
        if let from = archive.achievements.countingFrom { try check(from, "parts.habits.achievements.countingFrom") }
        let reminders = archive.settings.reminders
        try check(reminders.nightPrep, "parts.habits.settings.reminders.nightPrep")
        try check(reminders.morningFocus, "parts.habits.settings.reminders.morningFocus")
        try check(reminders.midday, "parts.habits.settings.reminders.midday")
    }

    func replace(in db: Database, at time: Date) throws {
        for table in ["habit_entry", "habit_prep_item", "habit_settings", "craving_note", "habit_pause", "habit_achievement"] {
            try db.execute(sql: "DELETE FROM \(table)")  // entry items and audio go by cascade
        }
        for entry in archive.entries { try AppDatabase.upsert(entry, at: time, db) }
        try AppDatabase.replaceChecklist(archive.checklist, db)
        try AppDatabase.writeSettings(archive.settings, db)
        if let from = archive.achievements.countingFrom {
            try db.execute(sql: "UPDATE habit_settings SET achievements_counting_from = ?", arguments: [from.iso])
        }
        for item in archive.achievements.earned {
            try HabitAchievementRecord(item).insert(db)
        }
        let recordings = Dictionary(audio.map { ($0.noteId, $0.base64) }, uniquingKeysWith: { a, _ in a })
        for note in archive.cravingNotes {
            try AppDatabase.insert(note, audio: recordings[note.id].flatMap { Data(base64Encoded: $0) }, db)
        }
        for pause in archive.pauses {
            try HabitPauseRecord(pause).insert(db)
        }
    }
}

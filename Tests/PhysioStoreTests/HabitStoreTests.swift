import Foundation
import PhysioCore
import PhysioStore
import Testing
import TestSupport

/// The habit store on real SQLite: in memory, and a temporary file for what must survive a reopen.
struct HabitStoreTests {
    let day = HabitFixtures.day("2026-08-30")
    let noon = HabitFixtures.instant("2026-08-30", 12, in: HabitFixtures.toronto)

    @Test func migrationsIncludeHabitsAfterRehabPlans() throws {
        let database = try AppDatabase.inMemory()
        #expect(Array(try database.appliedMigrations().prefix(2)) == ["v1-rehab-plans", "v2-habits"])
    }

    @Test func savingEachPartKeepsTheOthers() async throws {
        let database = try AppDatabase.inMemory()
        try await database.saveNightPrep(NightPrepInput(items: ["water-ready"], other: "Lunch packed"), for: day, at: noon)
        try await database.saveMorningFocus(
            MorningFocusInput(myWhy: "Energy for the kids", challenge: "sugary_drinks", swap: "Sparkling water",
                              willDo: "drink sparkling water", insteadOf: "cola"), for: day, at: noon)
        try await database.saveEndOfDay(EndOfDayInput(followedSwap: "yes", feeling: "Proud"), for: day, at: noon)
        let entry = try #require(try await database.habitEntry(on: day))
        #expect(entry.nightPrep.checkedItems.map(\.id) == ["water-ready"])
        #expect(entry.nightPrep.other == "Lunch packed")
        #expect(entry.morningFocus.challenge == .sugaryDrinks)
        #expect(entry.morningFocus.isComplete)
        #expect(entry.endOfDay.followedSwap == true)
        #expect(entry.endOfDay.feeling == "Proud")
    }

    @Test func anInvalidSaveChangesNothing() async throws {
        let database = try AppDatabase.inMemory()
        try await database.saveMorningFocus(MorningFocusInput(myWhy: "Feel strong"), for: day, at: noon)
        await #expect(throws: DayEntry.ValidationError.unknownChallenge(id: "pizza")) {
            try await database.saveMorningFocus(MorningFocusInput(myWhy: "Changed", challenge: "pizza"), for: day, at: noon)
        }
        #expect(try await database.habitEntry(on: day)?.morningFocus.myWhy == "Feel strong")
    }

    @Test func clearingEveryFieldRemovesTheEntry() async throws {
        let database = try AppDatabase.inMemory()
        try await database.saveMorningFocus(MorningFocusInput(myWhy: "Feel strong"), for: day, at: noon)
        try await database.saveMorningFocus(MorningFocusInput(), for: day, at: noon)
        #expect(try await database.habitEntry(on: day) == nil)
    }

    @Test func checklistEditsPersistAndCoreItemsStay() async throws {
        let database = try AppDatabase.inMemory()
        let added = try await database.addPrepItem(title: "Pack a lunch")
        try await database.hidePrepItem(id: "sticky-notes")
        try await database.movePrepItem(id: added.id, by: -1)
        await #expect(throws: NightPrepChecklist.EditError.self) { try await database.hidePrepItem(id: "water-ready") }
        let checklist = try await database.prepChecklist()
        #expect(checklist.visibleItems.map(\.id) == ["prep-produce", "water-ready", "custom-1", "breakfast-ready"])
        #expect(checklist.hiddenItems.map(\.id) == ["sticky-notes"])
        #expect(checklist.nextCustomNumber == 2)
    }

    @Test func cravingNotesKeepTheirAudio() async throws {
        let database = try AppDatabase.inMemory()
        let audio = AudioReference(fileName: "note-a.webm", durationSeconds: 4, mimeType: "audio/webm")
        let note = try CravingNote.make(
            id: "a", categoryID: "habit", recordedAt: noon, timeZone: HabitFixtures.toronto, text: "After dinner",
            chosenActionID: "gum", answerID: "time", audio: audio, keepAudio: true)
        try await database.addCravingNote(note, audio: Data([1, 2, 3]))
        #expect(try await database.cravingNotes(from: day, through: day) == [note])
        let stored = try #require(try await database.cravingAudio(noteID: "a"))
        #expect(stored.bytes == Data([1, 2, 3]))
        #expect(stored.mimeType == "audio/webm")
    }

    @Test func achievementsAreRecordedOnceAndResetStartsAfresh() async throws {
        let database = try AppDatabase.inMemory()
        for offset in 0..<3 {
            try await database.saveMorningFocus(MorningFocusInput(myWhy: "Why"), for: day.adding(days: offset), at: noon)
        }
        let first = try await database.recordAchievements(today: day.adding(days: 2))
        #expect(first.map(\.achievement) == [.streak3])
        #expect(try await database.recordAchievements(today: day.adding(days: 2)).isEmpty)
        try await database.resetAchievements(on: day.adding(days: 2))
        #expect(try await database.habitArchive().achievements.earned.isEmpty)
        #expect(try await database.recordAchievements(today: day.adding(days: 2)).isEmpty)
    }

    @Test func pausesBridgeTheStreak() async throws {
        let database = try AppDatabase.inMemory()
        try await database.saveMorningFocus(MorningFocusInput(myWhy: "Why"), for: day, at: noon)
        try await database.markPauseDay(PauseDay(date: day.adding(days: 1), reason: .illness))
        try await database.saveMorningFocus(MorningFocusInput(myWhy: "Why"), for: day.adding(days: 2), at: noon)
        let archive = try await database.habitArchive()
        let activity = HabitActivity(entries: archive.entries, pauses: archive.pauses)
        #expect(StreakCalculator(activity: activity).current(today: day.adding(days: 2)) == 2)
        #expect(try await database.unmarkPauseDay(day.adding(days: 1)))
        #expect(try await database.unmarkPauseDay(day.adding(days: 1)) == false)
    }

    @Test func settingsSurviveReopeningTheFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = HabitSettings(
            celebrationsEnabled: false, keepAudio: true,
            reminders: ReminderTimes(
                nightPrep: try #require(TimeOfDay(hour: 22, minute: 15)), morningFocus: try #require(TimeOfDay(hour: 7, minute: 0)),
                midday: TimeOfDay(hour: 12, minute: 30)))
        do {
            let database = try AppDatabase.onDisk(in: directory)
            #expect(try await database.habitSettings() == .standard)
            try await database.saveHabitSettings(settings)
        }
        let reopened = try AppDatabase.onDisk(in: directory)
        #expect(try await reopened.habitSettings() == settings)
    }
}

import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct HabitArchiveTests {
    typealias F = HabitFixtures

    var archive: HabitArchive {
        HabitArchive(
            entries: [F.focusEntry("2026-08-31"), F.prepEntry("2026-08-30")],
            cravingNotes: [F.cravingNote(id: "b", at: F.utcInstant("2026-08-30T12:00:00Z"), in: F.tokyo),
                           F.cravingNote(id: "a", at: F.utcInstant("2026-08-30T12:00:00Z"), in: F.toronto)],
            pauses: [PauseDay(date: F.day("2026-08-29"), reason: .holiday)],
            achievements: AchievementLedger(earned: [EarnedAchievement(.streak3, earnedOn: F.day("2026-08-03"))]))
    }

    @Test func aGoodArchivePassesAndRoundTripsToTheSameCanonicalJSON() throws {
        try archive.validate()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(archive.canonical)
        let reimported = try JSONDecoder().decode(HabitArchive.self, from: first)
        try reimported.validate()
        #expect(try encoder.encode(reimported.canonical) == first)
        #expect(archive.canonical.entries.map(\.date.iso) == ["2026-08-30", "2026-08-31"])
        #expect(archive.canonical.cravingNotes.map(\.id) == ["a", "b"])
    }

    @Test func duplicatesAreNamed() {
        var twoEntries = archive
        twoEntries.entries.append(F.partialFocusEntry("2026-08-31"))
        #expect(messageFor(twoEntries) == "There are two day entries for 2026-08-31.")
        var twoNotes = archive
        twoNotes.cravingNotes.append(twoNotes.cravingNotes[0])
        #expect(messageFor(twoNotes) == "There are two craving notes with the id “b”.")
        var twoPauses = archive
        twoPauses.pauses.append(PauseDay(date: F.day("2026-08-29"), reason: .illness))
        #expect(messageFor(twoPauses) == "There are two pauses for 2026-08-29.")
    }

    @Test func anItemTickedTwiceInADayIsNamed() {
        var twice = archive
        twice.entries[1].nightPrep.checkedItems.append(CheckedPrepItem(id: "water-ready", title: "Water"))
        #expect(messageFor(twice) == "Day entry 2026-08-30: The Night Prep item “water-ready” is ticked twice; tick each item once.")
    }

    @Test func aFieldTooLongInAHandEditedFileIsCaughtWithItsDate() {
        var tooLong = archive
        tooLong.entries[0].morningFocus.swap = String(repeating: "s", count: 161)
        #expect(messageFor(tooLong) == "Day entry 2026-08-31: “My swap” is too long: keep it under 160 characters.")
    }

    @Test func aBadNoteOrChecklistIsCaught() throws {
        var badZone = archive
        badZone.cravingNotes[0].timeZoneID = "Mars/Olympus"
        #expect(messageFor(badZone) == "“Mars/Olympus” is not a known time zone.")
        var badAudio = archive
        badAudio.cravingNotes[0].audio = AudioReference(fileName: "../x.webm", durationSeconds: 3, mimeType: "audio/webm")
        #expect(messageFor(badAudio)?.hasPrefix("Craving note b:") == true)
        var badChecklist = archive
        badChecklist.checklist = NightPrepChecklist(
            items: NightPrepChecklist.standard.items + [PrepItem(id: "custom-4", title: "Lunch", isDefault: false)],
            nextCustomNumber: 2)
        #expect(messageFor(badChecklist) == "Night Prep checklist: The Night Prep item “custom-4” is numbered beyond the list’s counter (nextCustomNumber); fix the counter.")
    }

    func messageFor(_ archive: HabitArchive) -> String? {
        do {
            try archive.validate()
            return nil
        } catch {
            return error.errorDescription
        }
    }
}

import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct NeedHelpTests {
    typealias F = HabitFixtures

    @Test func fourCategoriesEachWithTheirMiniCoach() {
        #expect(CravingCategory.allCases.map(\.title)
                == ["Stress / Emotional", "Habit / Automatic", "Physical / Biological", "Other / Not Sure"])
        let stress = CravingCategory.stress.miniCoach
        #expect(stress.action(id: "grounding")?.timerSeconds == 120)
        #expect(stress.action(id: "grounding")?.timerLabel == "2:00")
        #expect(stress.action(id: "journal")?.isJournal == true)
        let habit = CravingCategory.habit.miniCoach
        #expect(habit.actions.map(\.id) == ["gum", "water", "short-walk"])
        #expect(habit.question?.text == "Is it a time or place trigger?")
        let physical = CravingCategory.physical.miniCoach
        #expect(physical.actions.map(\.id) == ["water", "protein-snack", "stretch"])
        #expect(physical.question?.text == "When was your last balanced meal?")
        let other = CravingCategory.other.miniCoach
        #expect(other.actions.isEmpty && other.question == nil && !other.notePrompt.isEmpty)
        #expect(MiniCoach.all.map(\.category) == CravingCategory.allCases)
    }

    @Test func aNoteKeepsTheDayAndZoneItWasRecordedIn() throws {
        let instant = F.instant("2026-03-08", 23, 30, in: F.toronto)
        let note = try CravingNote.make(
            id: "n1", categoryID: "habit", recordedAt: instant, timeZone: F.toronto, text: "  Couch + TV  ",
            chosenActionID: "gum", answerID: "place", keepAudio: false)
        #expect(note.day == F.torontoSpringForward)
        #expect(note.timeZoneID == "America/Toronto")
        #expect(note.text == "Couch + TV")
        #expect(note.timeLabel == "11:30 PM")
        let row = CravingNoteRow(note: note)
        #expect(row.whenLabel == "Sun • Mar 8, 11:30 PM")
        #expect(row.chosenAction == "Chew gum")
        #expect(row.answer == "Place — it’s where I usually eat")
        #expect(!row.hasAudio)
    }

    @Test func actionsAndAnswersMustBelongToTheCategory() {
        let now = F.instant("2026-08-30", 15, in: F.utc)
        #expect(throws: CravingNote.ValidationError.unknownAction(id: "gum", category: "Physical / Biological")) {
            try CravingNote.make(id: "n", categoryID: "physical", recordedAt: now, timeZone: F.utc, text: "",
                                 chosenActionID: "gum", keepAudio: false)
        }
        #expect(throws: CravingNote.ValidationError.unknownAnswer(id: "place", category: "Stress / Emotional")) {
            try CravingNote.make(id: "n", categoryID: "stress", recordedAt: now, timeZone: F.utc, text: "",
                                 answerID: "place", keepAudio: false)
        }
        #expect(throws: CravingNote.ValidationError.unknownCategory(id: "boredom")) {
            try CravingNote.make(id: "n", categoryID: "boredom", recordedAt: now, timeZone: F.utc, text: "", keepAudio: false)
        }
        #expect(throws: CravingNote.ValidationError.textTooLong(limit: 2000)) {
            try CravingNote.make(id: "n", categoryID: "other", recordedAt: now, timeZone: F.utc,
                                 text: String(repeating: "a", count: 2001), keepAudio: false)
        }
    }

    @Test func audioIsKeptOnlyWhenTheSettingAllowsAndTheFileIsSafe() throws {
        let now = F.instant("2026-08-30", 15, in: F.tokyo)
        let audio = AudioReference(fileName: "note-n1.webm", durationSeconds: 18.5, mimeType: "audio/webm")
        func make(_ audio: AudioReference, keep: Bool = true) throws(CravingNote.ValidationError) -> CravingNote {
            try CravingNote.make(id: "n1", categoryID: "other", recordedAt: now, timeZone: F.tokyo, text: "",
                                 audio: audio, keepAudio: keep)
        }
        #expect(try make(audio).audio == audio)
        #expect(throws: CravingNote.ValidationError.audioNotKept) { try make(audio, keep: false) }
        #expect(CravingNote.ValidationError.audioNotKept.errorDescription?.contains("Keep audio") == true)
        for bad in ["../secrets.webm", "a/b.webm", ".webm", "note.tar.webm", ""] {
            #expect(throws: CravingNote.ValidationError.invalidAudioFileName(bad)) {
                try make(AudioReference(fileName: bad, durationSeconds: 5, mimeType: "audio/webm"))
            }
        }
        #expect(throws: CravingNote.ValidationError.unsupportedAudioType("video/mp4")) {
            try make(AudioReference(fileName: "a.mp4", durationSeconds: 5, mimeType: "video/mp4"))
        }
        #expect(throws: CravingNote.ValidationError.audioTooLong(limitSeconds: 300)) {
            try make(AudioReference(fileName: "a.webm", durationSeconds: 301, mimeType: "audio/webm"))
        }
    }

    @Test func theHelpPageOffersVoiceNotesOnlyWithKeepAudio() {
        let closed = NeedHelpPage(category: nil, settings: .standard)
        #expect(closed.choices.count == 4 && closed.coach == nil && !closed.offersVoiceNote)
        let open = NeedHelpPage(category: .physical, settings: HabitSettings(keepAudio: true))
        #expect(open.coach?.category == .physical && open.categoryID == "physical" && open.offersVoiceNote)
    }
}

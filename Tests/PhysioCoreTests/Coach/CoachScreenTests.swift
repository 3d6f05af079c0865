import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct CoachScreenTests {
    let zone = CoachFixtures.zone

    @Test func theFactsAndNudgeShowWhatTheCoachKnows() {
        let screen = CoachScreen(messages: [], context: CoachFixtures.busyWeek(at: 14, 10), settings: .standard, timeZone: zone)
        #expect(screen.messages.isEmpty)
        #expect(screen.facts == ["5-day streak", "5 of 7 days logged", "2 rehab sessions left today", "5 craving notes this week"])
        #expect(screen.nudge == "You’ve shown up on 5 days this week — your future self feels this.")
        #expect(screen.coachLabel == "Built-in coach (private, no model)")
        let empty = CoachScreen(messages: [], context: CoachFixtures.emptyContext(), settings: .standard, timeZone: zone)
        #expect(empty.facts.isEmpty && empty.nudge == nil)
    }

    @Test func bubblesNameTheirSourceAndAnEarlierDay() {
        let today = HabitFixtures.instant("2026-11-20", 21, 15, in: zone)
        let yesterday = HabitFixtures.instant("2026-11-19", 20, 5, in: zone)
        let messages = [
            CoachMessage(id: 1, role: .user, text: "craving", sentAt: yesterday),
            CoachMessage(id: 2, role: .assistant, text: "Try tea.", sentAt: yesterday, source: .model),
            CoachMessage(id: 3, role: .assistant, text: "Water first.", sentAt: today, source: .fallback, notice: "Slow."),
        ]
        let screen = CoachScreen(
            messages: messages, context: CoachFixtures.busyWeek(at: 21, 15),
            settings: CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:11434/v1", model: "llama3.2:3b"), timeZone: zone)
        #expect(screen.messages.map(\.timeLabel) == ["Thu • Nov 19, 8:05 PM", "Thu • Nov 19, 8:05 PM", "9:15 PM"])
        #expect(screen.messages.map(\.sourceLabel) == [nil, "Local model", "Built-in coach (the model didn’t answer)"])
        #expect(screen.messages.map(\.isPerson) == [true, false, false])
        #expect(screen.messages[2].notice == "Slow.")
        #expect(screen.coachLabel == "Local model · llama3.2:3b at http://127.0.0.1:11434/v1")
    }

    @Test func aMessageIsTrimmedAndChecked() throws {
        let date = Date(timeIntervalSince1970: 0)
        #expect(try CoachMessage.fromPerson("  hello \n", at: date).text == "hello")
        #expect(throws: CoachError.emptyMessage) { try CoachMessage.fromPerson(" \n ", at: date) }
        #expect(throws: CoachError.unsupportedCharacters) { try CoachMessage.fromPerson("hi\u{0007}", at: date) }
        #expect(throws: CoachError.messageTooLong(limit: 2000)) { try CoachMessage.fromPerson(String(repeating: "a", count: 2001), at: date) }
        #expect(try CoachMessage.fromPerson("line one\nline two", at: date).text == "line one\nline two")
    }
}

import Foundation
import PhysioCore
import PhysioStore
import TestSupport
import Testing

@Suite struct CoachStoreTests {
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func messagesComeBackInOrderWithTheirSourceAndNotice() async throws {
        let database = try AppDatabase.inMemory()
        let asked = try await database.appendCoachMessage(CoachMessage(role: .user, text: "I have a craving <b>", sentAt: start))
        let answered = try await database.appendCoachMessage(CoachMessage(
            role: .assistant, text: "Try tea.", sentAt: start + 2, source: .fallback, notice: "The model was slow."))
        #expect(asked.id != nil && answered.id != nil && asked.id != answered.id)
        let messages = try await database.coachMessages()
        #expect(messages == [asked, answered])
        #expect(messages[1].source == .fallback && messages[1].notice == "The model was slow.")
    }

    @Test func aSafetyAnswerKeepsItsWarningSign() async throws {
        let database = try AppDatabase.inMemory()
        let saved = try await database.appendCoachMessage(CoachMessage(
            role: .assistant, text: RedFlag.chestPain.answer, sentAt: start, source: .builtIn, safety: .chestPain))
        #expect(try await database.coachMessages() == [saved])
        #expect(try await database.coachMessages().first?.safety == .chestPain)
    }

    @Test func theLimitKeepsTheMostRecentOldestFirst() async throws {
        let database = try AppDatabase.inMemory()
        for index in 1...5 {
            try await database.appendCoachMessage(CoachMessage(role: .user, text: "m\(index)", sentAt: start + Double(index)))
        }
        #expect(try await database.coachMessages(limit: 2).map(\.text) == ["m4", "m5"])
    }

    @Test func clearingDeletesTheWholeConversationAndNothingElse() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        try await database.appendCoachMessage(CoachMessage(role: .user, text: "hello", sentAt: start))
        try await database.clearCoachConversation()
        #expect(try await database.coachMessages().isEmpty)
        #expect(try await database.plans() == [plan])
    }

    @Test func theSchemaRefusesAnEmptyMessage() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: (any Error).self) {
            try await database.appendCoachMessage(CoachMessage(role: .user, text: "", sentAt: start))
        }
    }

    @Test func theChoiceOfCoachIsKept() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.coachSettings() == .standard)
        let model = CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:11434/v1", model: "llama3.2:3b")
        try await database.saveCoachSettings(model)
        #expect(try await database.coachSettings() == model)
        try await database.saveCoachSettings(CoachSettings(kind: .builtIn, baseURL: model.baseURL, model: model.model))
        #expect(try await database.coachSettings().kind == .builtIn)
    }

    @Test func theShippedV1DatabaseGainsTheCoachTables() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = try #require(Bundle.module.url(forResource: "v1-rehab-plans", withExtension: "sqlite", subdirectory: "Fixtures"))
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("physiopoint.sqlite"))
        let database = try AppDatabase.onDisk(in: directory)
        #expect(try database.appliedMigrations() == AppDatabase.knownMigrations)
        #expect(AppDatabase.knownMigrations.contains("v4-coach") && AppDatabase.knownMigrations.contains("v5-reminders"))
        #expect(try await database.plans().count == 2)
        try await database.appendCoachMessage(CoachMessage(role: .user, text: "hi", sentAt: start))
        #expect(try await database.coachMessages().count == 1)
    }
}

@Suite struct CalendarFeedStoreTests {
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func aNewLinkReplacesTheOldAndRevokingRemovesIt() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.calendarFeed() == nil)
        let first = String(repeating: "a", count: 64), second = String(repeating: "b", count: 64)
        try await database.createCalendarFeed(token: first, at: start)
        try await database.createCalendarFeed(token: second, at: start + 60)
        #expect(try await database.calendarFeed() == CalendarFeed(token: second, createdAt: start + 60))
        try await database.revokeCalendarFeed()
        #expect(try await database.calendarFeed() == nil)
    }

    @Test func aShortTokenIsRefused() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: (any Error).self) { try await database.createCalendarFeed(token: "guessable", at: start) }
    }
}

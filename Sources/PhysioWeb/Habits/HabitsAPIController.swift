import Foundation
import Hummingbird
import PhysioCore
import PhysioStore

/// The habit coach's JSON API under `/api/v1/habits`, plus export and import of everything.
struct HabitsAPIController {
    let database: AppDatabase
    let time: AppTime

    struct ProgressJSON: Codable, Sendable {
        var date: String
        var currentStreak: Int
        var longestStreak: Int
        var weeklyActiveDays: Int
        var achievements: [EarnedAchievement]
    }

    struct PauseJSON: Decodable {
        var from: String
        var to: String?
        var reason: String
    }

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get("habits/entries/:date") { _, context in
            let date = try context.localDate("date")
            return try JSONBody.response(try await database.habitEntry(on: date) ?? DayEntry(date: date))
        }
        group.put("habits/entries/:date/night-prep") { request, context in
            let input = try await JSONInput.decode(NightPrepInput.self, from: request)
            return try await save(context) { day, today in
                try await database.saveNightPrep(input, for: day, at: time.now, today: today)
            }
        }
        group.put("habits/entries/:date/morning-focus") { request, context in
            let input = try await JSONInput.decode(MorningFocusInput.self, from: request)
            return try await save(context) { day, today in
                try await database.saveMorningFocus(input, for: day, at: time.now, today: today)
            }
        }
        group.put("habits/entries/:date/end-of-day") { request, context in
            let input = try await JSONInput.decode(EndOfDayInput.self, from: request)
            return try await save(context) { day, today in
                try await database.saveEndOfDay(input, for: day, at: time.now, today: today)
            }
        }
        group.post("habits/pauses") { request, _ in
            let body = try await JSONInput.decode(PauseJSON.self, from: request)
            guard let first = LocalDate(iso: body.from), let last = LocalDate(iso: body.to ?? body.from) else {
                throw AppError.badRequest("Dates look like 2026-08-30.")
            }
            guard let reason = PauseReason(rawValue: body.reason) else {
                throw AppError.badRequest("The reason is holiday, illness, travel or other.")
            }
            try LocalDate.check(first, field: "from")
            try LocalDate.check(last, field: "to")
            let pauses = try PauseDay.range(from: first, through: last, reason: reason)
            try await database.markPauseDays(pauses, today: time.today)
            return try JSONBody.response(pauses, status: .created)
        }
        group.get("habits/progress") { _, _ in
            // Read only: achievements earned since the last write are listed as earned (with the
            // day each was reached) but recorded by the next habit write.
            let archive = try await database.habitArchive()
            let today = time.today
            let activity = archive.activity
            let streak = StreakSummary(activity: activity, today: today)
            return try JSONBody.response(
                ProgressJSON(
                    date: today.iso, currentStreak: streak.current, longestStreak: streak.longest,
                    weeklyActiveDays: WeeklyCompletionRing(activity: activity, today: today).activeDays,
                    achievements: archive.achievements(countedOn: today).ledger.earned))
        }
        group.get("export") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: try await database.exportArchive())))
        }
        group.post("import") { request, _ in
            var request = request
            let buffer = try await request.collectBody(upTo: SettingsController.maximumImportBytes)
            let summary = try await database.importArchive(Data(buffer: buffer), at: time.wholeSecondNow)
            return try JSONBody.response(["parts": summary.parts])
        }
    }

    func save(
        _ context: AppRequestContext, _ write: (LocalDate, LocalDate) async throws -> HabitWrite<DayEntry>
    ) async throws -> Response {
        let date = try context.localDate("date"), today = time.today
        guard date <= today.adding(days: 1) else {
            throw AppError.badRequest("You can plan tonight for tomorrow, but not further ahead.")
        }
        return try JSONBody.response(try await write(date, today).value)
    }
}

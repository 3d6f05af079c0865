import Foundation
import Hummingbird
import PhysioCore
import PhysioStore

/// The habit coach's JSON API under `/api/v1/habits`.
struct HabitsAPIController {
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

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.apiHabitEntry) { _, context, date in
            try JSONBody.response(try await context.store.habitEntry(on: date) ?? DayEntry(date: date))
        }
        router.put(AppPath.apiNightPrep) { request, context, date in
            let input = try await JSONInput.decode(NightPrepInput.self, from: request)
            let database = try context.store
            return try await save(date) { day, today in
                try await database.saveNightPrep(input, for: day, at: time.now, today: today)
            }
        }
        router.put(AppPath.apiMorningFocus) { request, context, date in
            let input = try await JSONInput.decode(MorningFocusInput.self, from: request)
            let database = try context.store
            return try await save(date) { day, today in
                try await database.saveMorningFocus(input, for: day, at: time.now, today: today)
            }
        }
        router.put(AppPath.apiEndOfDay) { request, context, date in
            let input = try await JSONInput.decode(EndOfDayInput.self, from: request)
            let database = try context.store
            return try await save(date) { day, today in
                try await database.saveEndOfDay(input, for: day, at: time.now, today: today)
            }
        }
        router.post(AppPath.apiPauses) { request, context in
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
            try await context.store.markPauseDays(pauses, today: time.today)
            return try JSONBody.response(pauses, status: .created)
        }
        router.get(AppPath.apiHabitProgress) { _, context in
            // Read only: achievements earned since the last write are listed as earned (with the
            // day each was reached) but recorded by the next habit write.
            let archive = try await context.store.habitArchive()
            let today = time.today
            let activity = archive.activity
            let streak = StreakSummary(activity: activity, today: today)
            return try JSONBody.response(
                ProgressJSON(
                    date: today.iso, currentStreak: streak.current, longestStreak: streak.longest,
                    weeklyActiveDays: WeeklyCompletionRing(activity: activity, today: today).activeDays,
                    achievements: archive.achievements(countedOn: today).ledger.earned))
        }
    }

    func save(
        _ date: LocalDate, _ write: (LocalDate, LocalDate) async throws -> HabitWrite<DayEntry>
    ) async throws -> Response {
        let today = time.today
        guard date <= today.adding(days: 1) else {
            throw AppError.badRequest("You can plan tonight for tomorrow, but not further ahead.")
        }
        return try JSONBody.response(try await write(date, today).value)
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// History: streaks, the weekly ring, the 12-week heatmap, achievements, pauses and the entries;
/// one day's entry to open and edit; resetting achievements after a confirmation.
struct HistoryController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/history") { request, context in
            let celebration = try await database.celebrationOnVisit(request, today: time.today)
            return try await historyPage(celebration: celebration, notice: HabitNotice.from(request), context)
        }
        router.get("/history/achievements/reset") { _, context in
            let board = AchievementBoard(ledger: try await database.habitArchive().achievements)
            return renderer.page(
                title: "Reset achievements?", section: .habits, session: context.session,
                bodyClass: AchievementResetView.bodyClass
            ) { chrome in AchievementResetView(board, chrome: chrome).html }
        }
        router.post("/history/achievements/reset") { _, _ in
            try await database.resetAchievements(on: time.today)
            return Response.redirect(to: HabitNotice.achievementsReset.on(AppPath.history, fragment: "achievements"), type: .normal)
        }
        router.post("/history/pauses") { request, _ in
            let form = try await FormData.from(request)
            guard let first = form["from"].flatMap(LocalDate.init(iso:)) else {
                throw AppError.badRequest("Choose the first day of the pause.")
            }
            let last = form["to"].flatMap { $0.isEmpty ? nil : LocalDate(iso: $0) } ?? first
            guard let reason = PauseReason(rawValue: form["reason"] ?? "") else {
                throw AppError.badRequest("Choose why you are pausing: holiday, illness, travel or other.")
            }
            try LocalDate.check(first, field: "from")
            try LocalDate.check(last, field: "to")
            let pauses = try PauseDay.range(from: first, through: last, reason: reason)
            try await database.markPauseDays(pauses)
            return Response.redirect(to: HabitNotice.paused.on(AppPath.history, fragment: "pauses"), type: .normal)
        }
        router.post("/history/pauses/:date/remove") { _, context in
            try await database.unmarkPauseDay(try context.localDate("date"))
            return Response.redirect(to: HabitNotice.unpaused.on(AppPath.history, fragment: "pauses"), type: .normal)
        }
        router.get("/history/:date") { request, context in
            let date = try context.localDate("date")
            guard date <= time.today.adding(days: 1) else {
                throw AppError.notFound("That day hasn’t come yet.")
            }
            async let entry = database.habitEntry(on: date)
            async let checklist = database.prepChecklist()
            async let archive = database.habitArchive()
            let pause = try await archive.pauses.first { $0.date == date }
            let cards = HabitCard.cards(for: try await entry ?? DayEntry(date: date), checklist: try await checklist)
            let label = HabitDateLabel.long(date)
            return renderer.page(
                title: label, section: .habits, session: context.session, notice: HabitNotice.from(request),
                bodyClass: HabitDayView.bodyClass
            ) { chrome in
                HabitDayView(
                    label: label, pauseLabel: pause.map { "Paused (\($0.reason.label))" }, cards: cards, chrome: chrome
                ).html
            }
        }
    }

    func historyPage(
        celebration: AchievementCelebration?, notice: String?, _ context: AppRequestContext
    ) async throws -> Response {
        let archive = try await database.habitArchive()
        let today = time.today
        let history = HabitHistoryPage(
            entries: archive.entries, cravingNotes: archive.cravingNotes, pauses: archive.pauses,
            ledger: archive.achievements, today: today)
        let pauses = archive.pauses.filter { $0.date >= today.adding(days: -30) }
        let notes = archive.cravingNotes.reversed().prefix(10).map(CravingNoteRow.init)
        return renderer.page(
            title: "History", section: .habits, session: context.session, notice: notice,
            bodyClass: HabitHistoryView.bodyClass
        ) { chrome in
            HabitHistoryView(
                history: history, pauses: pauses, today: today, notes: Array(notes), celebration: celebration,
                chrome: chrome
            ).html
        }
    }
}

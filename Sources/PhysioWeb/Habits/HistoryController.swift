import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// History: streaks, the weekly ring, the 12-week heatmap, achievements, pauses and the entries;
/// one day's entry to open and edit; resetting achievements after a confirmation.
struct HistoryController {
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.history) { request, context in
            try await historyPage(request, context)
        }
        router.get(AppPath.achievementsReset) { _, context in
            let archive = try await context.store.habitArchive()
            let board = AchievementBoard(ledger: archive.achievements(countedOn: time.today).ledger)
            return renderer.page(
                title: "Reset achievements?", section: .habits, context: context,
                bodyClass: AchievementResetView.bodyClass
            ) { chrome in AchievementResetView(board, chrome: chrome).html }
        }
        router.post(AppPath.achievementsReset) { _, context in
            try await context.store.resetAchievements(on: time.today)
            return Response.redirect(
                to: HabitNotice.achievementsReset.on(AppPath.history.path, fragment: "achievements"), type: .normal)
        }
        router.post(AppPath.pauses) { request, context in
            let database = try context.store
            let form = try await FormData.from(request).decode(PauseForm.self)
            guard let first = form.from.flatMap(LocalDate.init(iso:)) else {
                throw AppError.badRequest("Choose the first day of the pause.")
            }
            let last = try form.to.flatMap { $0.isEmpty ? nil : $0 }.map { text in
                guard let day = LocalDate(iso: text) else {
                    throw InputValueError(
                        field: PauseForm.CodingKeys.to.rawValue, expected: "a day like 2026-03-08, or empty for one day", value: text)
                }
                return day
            } ?? first
            guard let reason = form.reason else {
                throw AppError.badRequest("Choose why you are pausing: holiday, illness, travel or other.")
            }
            try LocalDate.check(first, field: PauseForm.CodingKeys.from.rawValue)
            try LocalDate.check(last, field: PauseForm.CodingKeys.to.rawValue)
            let pauses = try PauseDay.range(from: first, through: last, reason: reason)
            let saved = try await database.markPauseDays(pauses, today: time.today)
            let celebration = saved.celebration(settings: try await database.habitSettings(), shownDue: true)
            let target = HabitNotice.paused.on(
                AppPath.history.path, celebrate: celebration?.achievementIDs ?? [], fragment: "pauses")
            return Response.redirect(to: target, type: .normal)
        }
        router.post(AppPath.pauseRemove) { _, context, date in
            try await context.store.unmarkPauseDay(date, today: time.today)
            return Response.redirect(to: HabitNotice.unpaused.on(AppPath.history.path, fragment: "pauses"), type: .normal)
        }
        router.post(AppPath.achievementsSeen) { request, context in
            // "Got it" on a celebration: records what was due (with the day each was reached) so it
            // isn't celebrated again; a celebration already recorded just goes away.
            try await context.store.recordAchievements(today: time.today)
            if request.wantsJSON { return Response(status: .noContent) }
            let form = try await FormData.from(request).decode(CelebrationDismissal.self)
            let back = form.returnTo == AppPath.history.value ? AppPath.history : AppPath.today
            return Response.redirect(to: back.value, type: .normal)
        }
        router.get(AppPath.historyDay) { request, context, date in
            let database = try context.store
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
                title: label, section: .habits, context: context, notice: HabitNotice.from(request),
                bodyClass: HabitDayView.bodyClass
            ) { chrome in
                HabitDayView(
                    label: label, pauseLabel: pause.map { "Paused (\($0.reason.label))" }, cards: cards, chrome: chrome
                ).html
            }
        }
    }

    func historyPage(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let archive = try await context.store.habitArchive()
        let today = time.today
        let achievements = AchievementsOnVisit(archive, request: request, today: today)
        let celebration = achievements.celebration, notice = HabitNotice.from(request)
        let history = HabitHistoryPage(
            entries: archive.entries, cravingNotes: archive.cravingNotes, pauses: archive.pauses,
            ledger: achievements.ledger, today: today)
        let pauses = archive.pauses.filter { $0.date >= today.adding(days: -30) }
        let notes = archive.cravingNotes.reversed().prefix(10).map(CravingNoteRow.init)
        return renderer.page(
            title: "History", section: .habits, context: context, notice: notice,
            bodyClass: HabitHistoryView.bodyClass
        ) { chrome in
            HabitHistoryView(
                history: history, pauses: pauses, today: today, notes: Array(notes), celebration: celebration,
                chrome: chrome
            ).html
        }
    }
}

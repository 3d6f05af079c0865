import Foundation
import Hummingbird
import PhysioCore

/// History: streaks, the weekly ring, the 12-week heatmap, achievements, pauses and the entries;
/// one day's entry to open and edit; resetting achievements after a confirmation.
struct HistoryController {
    let services: AppServices

    struct PauseRow: Sendable {
        var dateISO: String
        var label: String
        var reason: String
    }

    struct ReasonOption: Sendable {
        var id: String
        var label: String
    }

    struct HistoryScreen: Sendable {
        var nav: HabitNav
        var history: HabitHistoryPage
        var hasEntries: Bool
        var pauses: [PauseRow]
        var hasPauses: Bool
        var reasons: [ReasonOption]
        var todayISO: String
        var notes: [CravingNoteRow]
        var hasNotes: Bool
        var celebration: CelebrationView?
    }

    struct DayScreen: Sendable {
        var nav: HabitNav
        var label: String
        var dateISO: String
        var cards: [HabitCard]
        var pauseLabel: String
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/history") { request, context in
            let celebration = try await services.celebrationOnVisit(request)
            return try services.renderer.page(
                "habit-history", title: "History", screen: try await historyScreen(celebration: celebration), session: context.session,
                section: .habits, notice: HabitNotice.from(request))
        }
        router.get("/history/achievements/reset") { _, context in
            try services.renderer.page(
                "habit-reset", title: "Reset achievements?",
                screen: AchievementBoard(ledger: try await services.database.habitArchive().achievements),
                session: context.session, section: .habits)
        }
        router.post("/history/achievements/reset") { _, _ in
            try await services.database.resetAchievements(on: services.today)
            return Response.redirect(to: "/history?notice=achievements-reset#achievements", type: .normal)
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
            let pauses = try PauseDay.range(from: first, through: last, reason: reason)
            try await services.database.markPauseDays(pauses)
            return Response.redirect(to: "/history?notice=paused#pauses", type: .normal)
        }
        router.post("/history/pauses/:date/remove") { _, context in
            try await services.database.unmarkPauseDay(try context.localDate("date"))
            return Response.redirect(to: "/history?notice=unpaused#pauses", type: .normal)
        }
        router.get("/history/:date") { request, context in
            let date = try context.localDate("date")
            guard date <= services.today.adding(days: 1) else {
                throw AppError.notFound("That day hasn’t come yet.")
            }
            async let entry = services.database.habitEntry(on: date)
            async let checklist = services.database.prepChecklist()
            async let archive = services.database.habitArchive()
            let pause = try await archive.pauses.first { $0.date == date }
            let screen = DayScreen(
                nav: .onHistory, label: HabitDateLabel.long(date), dateISO: date.iso,
                cards: HabitCard.cards(for: try await entry ?? DayEntry(date: date), checklist: try await checklist),
                pauseLabel: pause.map { "Paused (\($0.reason.label))" } ?? "")
            return try services.renderer.page(
                "habit-day", title: HabitDateLabel.long(date), screen: screen, session: context.session,
                section: .habits, notice: HabitNotice.from(request))
        }
    }

    func historyScreen(celebration: CelebrationView?) async throws -> HistoryScreen {
        let archive = try await services.database.habitArchive()
        let today = services.today
        let history = HabitHistoryPage(
            entries: archive.entries, cravingNotes: archive.cravingNotes, pauses: archive.pauses,
            ledger: archive.achievements, today: today)
        let pauses = archive.pauses.filter { $0.date >= today.adding(days: -30) }
            .map { PauseRow(dateISO: $0.date.iso, label: HabitDateLabel.long($0.date), reason: $0.reason.label) }
        let notes = archive.cravingNotes.reversed().prefix(10).map(CravingNoteRow.init)
        return HistoryScreen(
            nav: .onHistory, history: history, hasEntries: !history.entries.isEmpty, pauses: pauses,
            hasPauses: !pauses.isEmpty,
            reasons: PauseReason.allCases.map { ReasonOption(id: $0.rawValue, label: $0.label) }, todayISO: today.iso,
            notes: Array(notes), hasNotes: !notes.isEmpty, celebration: celebration)
    }
}

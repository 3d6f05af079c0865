import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The Today timeline, saving a part of a day's entry (form or autosave), the Night Prep list and
/// the "My why" help.
struct TodayController {
    let renderer: Renderer
    let time: AppTime

    struct SavedJSON: Codable, Sendable {
        var saved: Bool
        var date: String
        var part: String
        var celebration: CelebrationView?
    }

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.today) { request, context in
            // The midday reminder's deep link opens the help flow.
            if request.query("help") == "1" { return Response.redirect(to: AppPath.help.value, type: .normal) }
            let moment = time.habitMoment
            let range = TodayTimeline.entryDates(for: moment)
            let database = try context.store
            async let entries = database.habitEntries(from: range.lowerBound, through: range.upperBound)
            async let checklist = database.prepChecklist()
            async let archive = database.habitArchive()
            async let coachStarted = database.habitCoachStarted()
            let timeline = TodayTimeline(moment: moment, entries: try await entries, checklist: try await checklist)
            let all = try await archive
            let started = try await coachStarted
            let activity = all.activity
            let streakLabel = StreakSummary(activity: activity, today: moment.today).currentLabel
            let ringLabel = WeeklyCompletionRing(activity: activity, today: moment.today).label + " this week"
            let celebration = AchievementsOnVisit(all, request: request, today: time.today).celebration
            return renderer.page(
                title: "Today", section: .habits, context: context,
                bodyClass: TodayView.bodyClass(timeline)
            ) { chrome in
                TodayView(
                    timeline: timeline, streakLabel: streakLabel, ringLabel: ringLabel, celebration: celebration,
                    notice: HabitNotice.from(request), started: started, chrome: chrome
                ).html
            }
        }
        router.post(AppPath.habitStart) { _, context in
            try await context.store.startHabitCoach()
            return Response.redirect(to: HabitNotice.started.on(AppPath.today.path, fragment: "today"), type: .normal)
        }
        router.post(AppPath.entryPart) { request, context, entry in
            try await saveEntryPart(entry.0, entry.1, request, context)
        }

        router.get(AppPath.prepItems) { request, context in
            let page = PrepItemsPage(checklist: try await context.store.prepChecklist())
            return renderer.page(
                title: "Night Prep list", section: .habits, context: context, notice: HabitNotice.from(request),
                bodyClass: PrepItemsView.bodyClass
            ) { chrome in PrepItemsView(page, chrome: chrome).html }
        }
        router.post(AppPath.prepItems) { request, context in
            let form = try await FormData.from(request).decode(PrepItemForm.self)
            try await context.store.addPrepItem(title: form.title)
            return Response.redirect(to: HabitNotice.itemAdded.on(AppPath.prepItems.path), type: .normal)
        }
        router.post(AppPath.prepItem) { _, context, item in
            let (id, action) = item
            let database = try context.store
            switch action {
            case .hide: try await database.hidePrepItem(id: id)
            case .show: try await database.showPrepItem(id: id)
            case .remove: try await database.removePrepItem(id: id)
            case .up: try await database.movePrepItem(id: id, by: -1)
            case .down: try await database.movePrepItem(id: id, by: 1)
            }
            return Response.redirect(to: HabitNotice.listChanged.on(AppPath.prepItems.path, fragment: "item-\(id)"), type: .normal)
        }
        router.get(AppPath.whyHelp) { _, context in
            renderer.page(
                title: WhyHelp.standard.title, section: .habits, context: context, bodyClass: WhyHelpView.bodyClass
            ) { chrome in WhyHelpView(.standard, chrome: chrome).html }
        }
    }

    /// Saves one part of a day's entry. Autosave asks for JSON; a plain form gets a redirect back.
    func saveEntryPart(
        _ date: LocalDate, _ part: DayEntryPart, _ request: Request, _ context: AppRequestContext
    ) async throws -> Response {
        guard date <= time.today.adding(days: 1) else {
            throw AppError.badRequest("You can plan tonight for tomorrow, but not further ahead.")
        }
        let form = try await FormData.from(request)
        let card = try form.decode(HabitCardSubmission.self)  // read before anything is saved
        let database = try context.store, now = time.now, today = time.today
        let saved: HabitWrite<DayEntry>
        switch part {
        case .nightPrep:
            saved = try await database.saveNightPrep(try form.decode(NightPrepInput.self), for: date, at: now, today: today)
        case .morningFocus:
            saved = try await database.saveMorningFocus(try form.decode(MorningFocusInput.self), for: date, at: now, today: today)
        case .endOfDay:
            saved = try await database.saveEndOfDay(try form.decode(EndOfDayInput.self), for: date, at: now, today: today)
        }
        let historyDay = AppPath.historyDay(date)
        let backToDay = card.returnTo == historyDay.value
        // Today showed what was due; a day opened from History didn't.
        let celebration = saved.celebration(settings: try await database.habitSettings(), shownDue: !backToDay)
        if request.wantsJSON {
            return try JSONBody.response(
                SavedJSON(saved: true, date: date.iso, part: part.rawValue, celebration: celebration.map(CelebrationView.init)))
        }
        let kind = backToDay ? part.rawValue : card.kind?.rawValue ?? part.rawValue
        let target = HabitNotice.saved.on(
            backToDay ? historyDay : AppPath.today.path, celebrate: celebration?.achievementIDs ?? [], fragment: "\(date.iso)-\(kind)")
        return Response.redirect(to: target, type: .normal)
    }
}

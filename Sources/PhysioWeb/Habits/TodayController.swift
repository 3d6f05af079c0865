import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The Today timeline, saving a part of a day's entry (form or autosave), the Night Prep list and
/// the "My why" help.
struct TodayController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    struct SavedJSON: Codable, Sendable {
        var saved: Bool
        var date: String
        var part: String
        var celebration: CelebrationView?
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/today") { request, context in
            // The midday reminder's deep link opens the help flow.
            if request.query("help") == "1" { return Response.redirect(to: AppPath.help.value, type: .normal) }
            let moment = time.habitMoment
            let range = TodayTimeline.entryDates(for: moment)
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
                title: "Today", section: .habits, session: context.session,
                bodyClass: TodayView.bodyClass(timeline)
            ) { chrome in
                TodayView(
                    timeline: timeline, streakLabel: streakLabel, ringLabel: ringLabel, celebration: celebration,
                    notice: HabitNotice.from(request), started: started, chrome: chrome
                ).html
            }
        }
        router.post("/today/start") { _, _ in
            try await database.startHabitCoach()
            return Response.redirect(to: HabitNotice.started.on(.today, fragment: "today"), type: .normal)
        }
        router.post("/today/entries/:date/:part") { request, context in try await saveEntryPart(request, context) }

        router.get("/today/prep-items") { request, context in
            let page = PrepItemsPage(checklist: try await database.prepChecklist())
            return renderer.page(
                title: "Night Prep list", section: .habits, session: context.session, notice: HabitNotice.from(request),
                bodyClass: PrepItemsView.bodyClass
            ) { chrome in PrepItemsView(page, chrome: chrome).html }
        }
        router.post("/today/prep-items") { request, _ in
            let form = try await FormData.from(request)
            try await database.addPrepItem(title: form["title"] ?? "")
            return Response.redirect(to: HabitNotice.itemAdded.on(.prepItems), type: .normal)
        }
        router.post("/today/prep-items/:id/:action") { _, context in
            let id = try context.parameters.require("id")
            let database = database
            switch context.parameters.get("action") {
            case "hide": try await database.hidePrepItem(id: id)
            case "show": try await database.showPrepItem(id: id)
            case "remove": try await database.removePrepItem(id: id)
            case "up": try await database.movePrepItem(id: id, by: -1)
            case "down": try await database.movePrepItem(id: id, by: 1)
            default: throw AppError.notFound("That isn’t something a Night Prep item can do.")
            }
            return Response.redirect(to: HabitNotice.listChanged.on(.prepItems, fragment: "item-\(id)"), type: .normal)
        }
        router.get("/today/why") { _, context in
            renderer.page(
                title: WhyHelp.standard.title, section: .habits, session: context.session, bodyClass: WhyHelpView.bodyClass
            ) { chrome in WhyHelpView(.standard, chrome: chrome).html }
        }
    }

    /// Saves one part of a day's entry. Autosave asks for JSON; a plain form gets a redirect back.
    func saveEntryPart(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let date = try context.localDate("date")
        guard let part = context.parameters.get("part").flatMap(DayEntryPart.init(rawValue:)) else {
            throw AppError.notFound("There is no such part of a day’s entry.")
        }
        guard date <= time.today.adding(days: 1) else {
            throw AppError.badRequest("You can plan tonight for tomorrow, but not further ahead.")
        }
        let form = try await FormData.from(request)
        let section = try form.choice("kind", as: TimelineSectionKind.self)  // read before anything is saved
        let database = database, now = time.now, today = time.today
        let saved: HabitWrite<DayEntry>
        switch part {
        case .nightPrep:
            saved = try await database.saveNightPrep(
                NightPrepInput(items: form.all("items"), other: form["other"]), for: date, at: now, today: today)
        case .morningFocus:
            saved = try await database.saveMorningFocus(
                MorningFocusInput(
                    myWhy: form["myWhy"], challenge: form["challenge"], challengeOther: form["challengeOther"],
                    swap: form["swap"], willDo: form["willDo"], insteadOf: form["insteadOf"]),
                for: date, at: now, today: today)
        case .endOfDay:
            saved = try await database.saveEndOfDay(
                EndOfDayInput(followedSwap: form["followedSwap"], feeling: form["feeling"], gotInTheWay: form["gotInTheWay"]),
                for: date, at: now, today: today)
        }
        let historyDay = AppPath.historyDay(date)
        let backToDay = form["return"] == historyDay.value
        // Today showed what was due; a day opened from History didn't.
        let celebration = saved.celebration(settings: try await database.habitSettings(), shownDue: !backToDay)
        if request.wantsJSON {
            return try JSONBody.response(
                SavedJSON(saved: true, date: date.iso, part: part.rawValue, celebration: celebration.map(CelebrationView.init)))
        }
        let kind = backToDay ? part.rawValue : section?.rawValue ?? part.rawValue
        let target = HabitNotice.saved.on(
            backToDay ? historyDay : .today, celebrate: celebration?.achievementIDs ?? [], fragment: "\(date.iso)-\(kind)")
        return Response.redirect(to: target, type: .normal)
    }
}

import Foundation
import Hummingbird
import PhysioCore

/// The Today timeline, saving a part of a day's entry (form or autosave), the Night Prep list and
/// the "My why" help.
struct TodayController {
    let services: AppServices

    struct TodayScreen: Sendable {
        var nav: HabitNav
        var phaseID: String
        var isEvening: Bool
        var days: [HabitDayBucket]
        var jumpToTodayLabel: String
        var needHelpLabel: String
        var streakLabel: String
        var ringLabel: String
        var celebration: CelebrationView?
    }

    struct SavedJSON: Codable, Sendable {
        var saved: Bool
        var date: String
        var part: String
        var celebration: CelebrationView?
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/today") { request, context in
            // The midday reminder's deep link opens the help flow.
            if request.query("help") == "1" { return Response.redirect(to: "/help", type: .normal) }
            let moment = services.habitMoment
            let range = TodayTimeline.entryDates(for: moment)
            async let entries = services.database.habitEntries(from: range.lowerBound, through: range.upperBound)
            async let checklist = services.database.prepChecklist()
            async let archive = services.database.habitArchive()
            let timeline = TodayTimeline(moment: moment, entries: try await entries, checklist: try await checklist)
            let all = try await archive
            let activity = HabitActivity(entries: all.entries, cravingNotes: all.cravingNotes, pauses: all.pauses)
            let screen = TodayScreen(
                nav: .onToday, phaseID: timeline.phaseID, isEvening: timeline.isEvening,
                days: (timeline.pastDays + [timeline.today, timeline.tonight]).map(HabitDayBucket.init),
                jumpToTodayLabel: timeline.jumpToTodayLabel, needHelpLabel: timeline.needHelpLabel,
                streakLabel: StreakSummary(activity: activity, today: moment.today).currentLabel,
                ringLabel: WeeklyCompletionRing(activity: activity, today: moment.today).label + " this week",
                celebration: try await services.celebrationOnVisit(request))
            return try services.renderer.page(
                "today", title: "Today", screen: screen, session: context.session, section: .habits,
                notice: HabitNotice.from(request))
        }
        router.post("/today/entries/:date/:part") { request, context in try await saveEntryPart(request, context) }

        router.get("/today/prep-items") { request, context in
            try services.renderer.page(
                "habit-prep-items", title: "Night Prep list",
                screen: PrepItemsScreen(checklist: try await services.database.prepChecklist()),
                session: context.session, section: .habits, notice: HabitNotice.from(request))
        }
        router.post("/today/prep-items") { request, _ in
            let form = try await FormData.from(request)
            try await services.database.addPrepItem(title: form["title"] ?? "")
            return Response.redirect(to: "/today/prep-items?notice=item-added", type: .normal)
        }
        router.post("/today/prep-items/:id/:action") { _, context in
            let id = try context.parameters.require("id")
            let database = services.database
            switch context.parameters.get("action") {
            case "hide": try await database.hidePrepItem(id: id)
            case "show": try await database.showPrepItem(id: id)
            case "remove": try await database.removePrepItem(id: id)
            case "up": try await database.movePrepItem(id: id, by: -1)
            case "down": try await database.movePrepItem(id: id, by: 1)
            default: throw AppError.notFound("That isn’t something a Night Prep item can do.")
            }
            return Response.redirect(to: "/today/prep-items?notice=list-changed#item-\(id)", type: .normal)
        }
        router.get("/today/why") { _, context in
            try services.renderer.page(
                "habit-why", title: WhyHelp.standard.title, screen: WhyHelp.standard, session: context.session,
                section: .habits)
        }
    }

    /// Saves one part of a day's entry. Autosave asks for JSON; a plain form gets a redirect back.
    func saveEntryPart(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let date = try context.localDate("date")
        guard let part = context.parameters.get("part").flatMap(DayEntryPart.init(rawValue:)) else {
            throw AppError.notFound("There is no such part of a day’s entry.")
        }
        guard date <= services.today.adding(days: 1) else {
            throw AppError.badRequest("You can plan tonight for tomorrow, but not further ahead.")
        }
        let form = try await FormData.from(request)
        let database = services.database, now = services.now
        switch part {
        case .nightPrep:
            try await database.saveNightPrep(NightPrepInput(items: form.all("items"), other: form["other"]), for: date, at: now)
        case .morningFocus:
            try await database.saveMorningFocus(
                MorningFocusInput(
                    myWhy: form["myWhy"], challenge: form["challenge"], challengeOther: form["challengeOther"],
                    swap: form["swap"], willDo: form["willDo"], insteadOf: form["insteadOf"]),
                for: date, at: now)
        case .endOfDay:
            try await database.saveEndOfDay(
                EndOfDayInput(followedSwap: form["followedSwap"], feeling: form["feeling"], gotInTheWay: form["gotInTheWay"]),
                for: date, at: now)
        }
        let celebration = try await services.celebrateNewAchievements()
        if request.wantsJSON {
            return try JSONBody.response(SavedJSON(saved: true, date: date.iso, part: part.rawValue, celebration: celebration.view))
        }
        let back = form["return"] == "/history/\(date.iso)" ? "/history/\(date.iso)" : "/today"
        let celebrate = celebration.view == nil ? "" : "&celebrate=" + celebration.ids.joined(separator: ",")
        let anchor = back == "/today" ? "\(date.iso)-\(TimelineSectionKind(rawValue: form["kind"] ?? "")?.rawValue ?? part.rawValue)" : "\(date.iso)-\(part.rawValue)"
        return Response.redirect(to: "\(back)?notice=saved\(celebrate)#\(anchor)", type: .normal)
    }
}

/// The Night Prep list editor.
struct PrepItemsScreen: Sendable {
    struct Row: Sendable {
        var id: String
        var title: String
        var badge: String
        var canHide: Bool
        var canRemove: Bool
        var canMoveUp: Bool
        var canMoveDown: Bool
    }

    struct HiddenRow: Sendable {
        var id: String
        var title: String
    }

    var nav: HabitNav
    var rows: [Row]
    var hidden: [HiddenRow]
    var hasHidden: Bool
    var titleMaxLength: Int
    var canAdd: Bool

    init(checklist: NightPrepChecklist) {
        nav = .none
        let visible = checklist.visibleItems
        rows = visible.enumerated().map { index, item in
            Row(
                id: item.id, title: item.title, badge: item.isCore ? "Core" : (item.isDefault ? "Suggested" : "Mine"),
                canHide: item.isDefault && !item.isCore, canRemove: !item.isDefault,
                canMoveUp: index > 0, canMoveDown: index < visible.count - 1)
        }
        hidden = checklist.hiddenItems.map { HiddenRow(id: $0.id, title: $0.title) }
        hasHidden = !hidden.isEmpty
        titleMaxLength = NightPrepChecklist.maximumTitleLength
        canAdd = checklist.items.count < NightPrepChecklist.maximumItems
    }
}

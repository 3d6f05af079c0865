import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The home page, the first-launch coach mark, and the sample-plan demo.
struct HomeController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/") { request, context in
            // One read transaction, a fixed number of queries whatever the number of plans.
            let read = try await database.homeRead(now: time.now, timeZone: time.timeZone)
            let screen = HomeScreen(schedule: read.schedule, hasCompletedOnboarding: read.hasCompletedOnboarding)
            // Assistive mode shows only the next step, unless the person asked for everything.
            let full = request.uri.queryParameters.get("view") == "full"
            var next = AssistiveHomeScreen(schedule: read.schedule)
            if !full, context.session != nil, renderer.assistiveMode?.isOn == true {
                try await next.startAtNextExercise(read.schedule, database: database, today: time.today)
            }
            return renderer.page(
                title: "Home", section: .home, session: context.session, notice: Notice.from(request), bodyClass: "home"
            ) { chrome in
                guard chrome.assistive, !full else { return HomeView(screen, chrome: chrome).html }
                return AssistiveHomeView(
                    next, dateLabel: screen.dateLabel, greeting: screen.greeting,
                    chrome: chrome
                ).html
            }
        }
        router.post("/onboarding") { request, _ in
            let form = try await FormData.from(request)
            try await database.completeOnboarding()
            let next: AppPath = form["next"] == AppPath.triage.value ? .triage : .home
            return Response.redirect(to: next.value, type: .normal)
        }
        router.post("/demo") { _, _ in
            let plans = SamplePlans.make(now: time.now, newID: { UUID() })
            try await database.createPlans(plans)
            try await database.completeOnboarding()
            // One session already done, so progress shows at once.
            if let first = plans.first, let slot = first.slots.first {
                try await database.completeSlot(
                    planID: first.id, slotID: slot.id, day: time.today, at: time.now)
            }
            return Response.redirect(to: AppPath.home.query("notice", Notice.demo.rawValue).value, type: .normal)
        }
    }
}

extension AssistiveHomeScreen {
    /// Start opens the session's first exercise without a saved set today (one read of today's sets).
    mutating func startAtNextExercise(_ schedule: DaySchedule, database: AppDatabase, today: LocalDate) async throws {
        guard let planID, let slotID, let plan = schedule.plans.first(where: { $0.plan.id == planID })?.plan else {
            return
        }
        let records = try await database.sessions(planID: planID, slotID: slotID, day: today)
        guard let exercise = SlotDoneRule.nextExercise(plan.exerciseIDs, records: records, slotID: slotID, day: today)
        else { return }
        start(at: exercise, of: plan.exerciseIDs)
    }
}

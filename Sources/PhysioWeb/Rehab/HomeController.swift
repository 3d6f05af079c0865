import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// The home page, the first-launch coach mark, and the sample-plan demo.
struct HomeController {
    let household: Household
    let renderer: Renderer
    let time: AppTime

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.home) { request, context in
            // One read transaction, a fixed number of queries whatever the number of plans.
            let read = try await context.store.homeRead(now: time.now, timeZone: time.timeZone)
            var screen = HomeScreen(schedule: read.schedule, hasCompletedOnboarding: read.hasCompletedOnboarding)
            screen.helping = try await helpedLines(context)
            // Assistive mode shows only the next step, unless the person asked for everything.
            let full = request.uri.queryParameters.get("view") == "full"
            var next = AssistiveHomeScreen(schedule: read.schedule)
            let store = try context.store
            if !full, context.session != nil, renderer.assistiveMode?.isOn(in: store) == true {
                try await next.startAtNextExercise(read.schedule, database: store, today: time.today)
            }
            return renderer.page(
                title: "Home", section: .home, context: context, notice: Notice.from(request), bodyClass: "home"
            ) { chrome in
                guard chrome.assistive, !full else { return HomeView(screen, chrome: chrome).html }
                return AssistiveHomeView(
                    next, dateLabel: screen.dateLabel, greeting: screen.greeting,
                    chrome: chrome
                ).html
            }
        }
        router.post(AppPath.onboarding) { request, context in
            let form = try await FormData.from(request).decode(OnboardingForm.self)
            try await context.store.completeOnboarding()
            let next = form.next == AppPath.triage.value ? AppPath.triage : AppPath.home
            return Response.redirect(to: next.value, type: .normal)
        }
        router.post(AppPath.demo) { _, context in
            let plans = SamplePlans.make(now: time.now, newID: { UUID() })
            let store = try context.store
            try await store.createPlans(plans)
            try await store.completeOnboarding()
            // One session already done, so progress shows at once.
            if let first = plans.first, let slot = first.slots.first {
                try await store.completeSlot(
                    planID: first.id, slotID: slot.id, day: time.today, at: time.now)
            }
            return Response.redirect(to: AppPath.home.query("notice", Notice.demo.rawValue).value, type: .normal)
        }
    }

    /// A line for each person the signed-in person helps: how they are doing, opening their schedule.
    func helpedLines(_ context: AppRequestContext) async throws -> [HelpedPersonLine] {
        guard let helper = context.person else { return [] }
        var lines: [HelpedPersonLine] = []
        for person in household.peopleHelped(by: helper.id) {
            let store = try household.store(for: person.id)
            let today = try await store.daySchedule(now: time.now, timeZone: time.timeZone)
            let endOfYesterday = time.today.date(hour: 0, minute: 0, in: time.timeZone).addingTimeInterval(-1)
            let yesterday = try await store.daySchedule(now: endOfYesterday, timeZone: time.timeZone)
            let recent = try await store.completions(from: time.today.adding(days: -7), to: time.today)
            let schedule = AppPath.$personScope.withValue(PersonScopeRoute.path(person.id)) { AppPath.schedule.path }
            lines.append(
                HelpedPersonLine(
                    person: person, today: today, yesterday: yesterday, lastDone: recent.map(\.completedAt).max(),
                    schedulePath: schedule))
        }
        return lines
    }
}

extension AssistiveHomeScreen {
    /// Start opens the session's first exercise without a saved set today (one read of today's sets), and
    /// its label knows which of the others are done.
    mutating func startAtNextExercise(_ schedule: DaySchedule, database: AppDatabase, today: LocalDate) async throws {
        guard let planID, let slotID, let plan = schedule.plans.first(where: { $0.plan.id == planID })?.plan else {
            return
        }
        let records = try await database.sessions(planID: planID, slotID: slotID, day: today)
        guard let exercise = SlotDoneRule.nextExercise(plan.exerciseIDs, records: records, slotID: slotID, day: today)
        else { return }
        let done = SlotDoneRule.doneExercises(plan.exerciseIDs, records: records, slotID: slotID, day: today)
        start(at: exercise, of: plan.exerciseIDs, done: done)
    }
}

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
            let database = database
            async let schedule = database.daySchedule(now: time.now, timeZone: time.timeZone)
            async let onboarded = database.hasCompletedOnboarding()
            let screen = HomeScreen(schedule: try await schedule, hasCompletedOnboarding: try await onboarded)
            return renderer.page(
                title: "Home", section: .home, session: context.session, notice: Notice.from(request), bodyClass: "home"
            ) { chrome in HomeView(screen, chrome: chrome).html }
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

import Foundation
import Hummingbird
import PhysioCore
import PhysioViews

/// The home page, the first-launch coach mark, and the sample-plan demo.
struct HomeController {
    let services: AppServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/") { request, context in
            let database = services.database
            async let schedule = database.daySchedule(now: services.now, timeZone: services.timeZone)
            async let onboarded = database.hasCompletedOnboarding()
            let screen = HomeScreen(schedule: try await schedule, hasCompletedOnboarding: try await onboarded)
            return services.renderer.page(
                title: "Home", section: .home, session: context.session, notice: Notice.from(request), bodyClass: "home"
            ) { chrome in HomeView(screen, chrome: chrome).html }
        }
        router.post("/onboarding") { request, _ in
            let form = try await FormData.from(request)
            try await services.database.completeOnboarding()
            let next: AppPath = form["next"] == AppPath.triage.value ? .triage : .home
            return Response.redirect(to: next.value, type: .normal)
        }
        router.post("/demo") { _, _ in
            let plans = SamplePlans.make(now: services.now, newID: { UUID() })
            try await services.database.createPlans(plans)
            try await services.database.completeOnboarding()
            // One session already done, so progress shows at once.
            if let first = plans.first, let slot = first.slots.first {
                try await services.database.completeSlot(
                    planID: first.id, slotID: slot.id, day: services.today, at: services.now)
            }
            return Response.redirect(to: AppPath.home.query("notice", Notice.demo.rawValue).value, type: .normal)
        }
    }
}

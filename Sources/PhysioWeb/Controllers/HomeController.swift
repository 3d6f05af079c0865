import Foundation
import Hummingbird
import PhysioCore

/// The home page, the first-launch coach mark, and the sample-plan demo.
struct HomeController {
    let services: AppServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/") { request, context in
            try await services.pageCache.page(services.pageKey(request, context)) {
                let database = services.database
                async let schedule = database.daySchedule(now: services.now, timeZone: services.timeZone)
                async let onboarded = database.hasCompletedOnboarding()
                let screen = HomeScreen(schedule: try await schedule, hasCompletedOnboarding: try await onboarded)
                return try services.renderer.body(
                    "home", title: "Home", screen: screen, session: context.session, section: .home,
                    notice: Notice.from(request))
            }
        }
        router.post("/onboarding") { request, _ in
            let form = try await FormData.from(request)
            try await services.database.completeOnboarding()
            let next = form["next"] == "/triage" ? "/triage" : "/"
            return Response.redirect(to: next, type: .normal)
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
            return Response.redirect(to: "/?notice=demo", type: .normal)
        }
    }
}

import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb

/// Every page of the app rendered in process (router, middleware, the store read and the view; no
/// sockets), with realistic data: 20 rehab plans (60 sessions a day, a week of them done), two
/// weeks of habit entries and a 12-week training plan. Prints each page's time per request
/// (median, 95th percentile) and size. Run in release:
///   swift run -c release physiopoint-bench pages [iterations]
struct PageBenchmark {
    var iterations: Int
    /// Only the pages whose name contains this (for profiling one page), or every page.
    var only: String? = nil

    /// Wednesday, March 4, 2026, 10:30 in Toronto: some of today's sessions are done, one is due.
    static let zone = TimeZone(identifier: "America/Toronto")!
    static let now: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: 2026, month: 3, day: 4, hour: 10, minute: 30))!
    }()

    /// CPU time this process has used, every thread: steadier than wall time when other work shares the cores.
    static func processCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func run() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("physiopoint-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        // WAL on disk, as `serve` runs.
        let household = try Household.onDisk(in: directory, now: Self.now, makeToken: LoginLink.makeToken)
        let database = try household.store(for: household.owner.id)
        let plans = try await Self.seed(database)
        let app = try await buildApplication(
            household: household,
            configuration: AppConfiguration(
                host: "127.0.0.1", port: 0, timeZone: Self.zone, clock: ManualClock(Self.now), logLevel: .error))
        let token = household.token(of: household.owner.id) ?? ""
        try await app.test(.router) { client in
            // A training plan through the API, as the planner page makes one.
            let bearer: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]
            let created = try await client.execute(
                uri: "/api/v1/mesocycles", method: .post, headers: bearer,
                body: ByteBuffer(
                    string: #"{"template":"upper-lower","startDate":"2026-03-02","weekCount":12,"name":"Bench block"}"#))
            guard created.status == .created,
                let json = try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any],
                let mesocycle = json["id"] as? String
            else { throw Failure(description: "creating the training plan answered \(created.status)") }

            let login = try await client.execute(uri: LoginLink.path(token: token), method: .get)
            let cookie = String((login.headers[.setCookie] ?? "").split(separator: ";").first ?? "")
            guard !cookie.isEmpty else { throw Failure(description: "sign-in gave no cookie") }

            let plan = plans[0], slot = plan.slots[1], exercise = plan.exerciseIDs[0]
            let pages: [(String, String)] = [
                ("home (20 plans)", AppPath.home.value),
                ("schedule", AppPath.schedule.value),
                ("triage: areas", AppPath.triage.value),
                ("triage: knee", AppPath.triageRegion(.knee).value),
                ("condition", AppPath.condition(plan.conditionID).value),
                ("exercise guide", AppPath.exercise(exercise).value),
                ("session exercise", AppPath.sessionExercise(plan.id, slot.id, exercise).value),
                ("plan progress", AppPath.planProgress(plan.id).value),
                ("plan times", AppPath.planTimes(plan.id).value),
                ("plan delete", AppPath.planDelete(plan.id).query("from", AppPath.schedule.value).value),
                ("habits: today", AppPath.today.value),
                ("habits: history", AppPath.history.value),
                ("habits: history day", AppPath.historyDay(LocalDate(year: 2026, month: 3, day: 2)!).value),
                ("habits: settings", AppPath.settings.value),
                ("habits: help", AppPath.help.value),
                ("planner: list", AppPath.planner.value),
                ("planner: 12-week plan", AppPath.plannerPlan(UUID(uuidString: mesocycle) ?? UUID()).value),
                ("planner: new", AppPath.plannerNew.value),
                ("coach", AppPath.coach.value),
                ("coach settings", AppPath.coachSettings.value),
                ("reminders", AppPath.reminders.value),
                ("connect", AppPath.connect.value),
                ("offline", AppPath.offline.value),
                ("sign in", AppPath.signIn.value),
                ("API: plans (20)", "/api/v1/plans"),
                ("API: today", "/api/v1/today"),
                ("API: reminders due", "/api/v1/reminders/due"),
                ("API: habits progress", "/api/v1/habits/progress"),
                ("API: training plans", "/api/v1/mesocycles"),
            ]
            print("page render times, in process (router + store read + view), \(iterations) requests each, one at a time")
            print("data: 20 rehab plans (60 sessions a day; 60 done in the last 3 days, 10 today), 14 days of habits, a 12-week training plan")
            print(pad("page", 24) + "  " + pad("path", 48, right: false) + pad("median", 10) + pad("p95", 10) + pad("req/s", 9) + pad("CPU", 10) + pad("bytes", 9))
            var total = 0.0
            for (name, path) in pages where only.map({ name.contains($0) }) ?? true {
                let headers: HTTPFields = path.hasPrefix("/api/") ? [.authorization: "Bearer \(token)"] : [.cookie: cookie]
                var bytes = 0
                for _ in 0..<max(3, iterations / 10) {  // warm up
                    let response = try await client.execute(uri: path, method: .get, headers: headers)
                    guard response.status == .ok else { throw Failure(description: "GET \(path) answered \(response.status)") }
                    bytes = response.body.readableBytes
                }
                var times: [Double] = []
                times.reserveCapacity(iterations)
                let clock = ContinuousClock()
                let cpuBefore = Self.processCPUSeconds()
                for _ in 0..<iterations {
                    let start = clock.now
                    let response = try await client.execute(uri: path, method: .get, headers: headers)
                    let elapsed = start.duration(to: clock.now)
                    guard response.status == .ok else { throw Failure(description: "GET \(path) answered \(response.status)") }
                    times.append(Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds) * 1e3)
                }
                let cpu = (Self.processCPUSeconds() - cpuBefore) / Double(iterations) * 1e6
                times.sort()
                let median = times[times.count / 2], p95 = times[min(times.count - 1, times.count * 95 / 100)]
                total += median
                print(
                    pad(name, 24) + "  " + pad(path.count > 46 ? String(path.prefix(43)) + "…" : path, 48, right: false)
                        + pad(String(format: "%.3f ms", median), 10) + pad(String(format: "%.3f ms", p95), 10)
                        + pad(String(format: "%.0f", 1000 / median), 9) + pad(String(format: "%.0f µs", cpu), 10)
                        + pad("\(bytes)", 9))
            }
            print(String(format: "all %d pages one after another: %.1f ms (sum of medians)", pages.count, total))
        }
    }

    /// 20 plans of the five sample conditions with three sessions each; every session of the last
    /// three days done (60), and today the 08:00 session of the first ten plans (10); habits for the
    /// last 14 days. Returns the plans, oldest first.
    static func seed(_ database: AppDatabase) async throws -> [RehabPlan] {
        let conditions = ["knee-limited-flexion", "knee-extension-lag", "knee-weakness", "shoulder-stiffness", "elbow-stiffness"]
        var plans: [RehabPlan] = []
        for index in 0..<20 {
            let created = now.addingTimeInterval(Double(index) - 4 * 86_400)
            plans.append(
                try PlanDraft(conditionID: conditions[index % 5], name: "Plan \(index + 1)")
                    .makePlan(id: UUID(), slotIDs: { UUID() }, now: created))
        }
        try await database.createPlans(plans)
        try await database.completeOnboarding()
        let today = LocalDate(now, in: zone)
        for (index, plan) in plans.enumerated() {
            for back in 1...3 {
                let day = today.adding(days: -back)
                // One session a day on each of the last three days (60 in all).
                let slot = plan.slots[back - 1]
                try await database.completeSlot(
                    planID: plan.id, slotID: slot.id, day: day, at: now.addingTimeInterval(Double(-back * 86_400)))
            }
            if index < 10 {
                try await database.completeSlot(planID: plan.id, slotID: plan.slots[0].id, day: today, at: now)
            }
        }
        for back in 0..<14 {
            let day = today.adding(days: -back)
            let at = now.addingTimeInterval(Double(-back * 86_400))
            try await database.saveNightPrep(NightPrepInput(items: ["water-ready"], other: "Lunch packed"), for: day, at: at)
            try await database.saveMorningFocus(
                MorningFocusInput(
                    myWhy: "Energy for the kids", challenge: "sugary_drinks", swap: "Sparkling water",
                    willDo: "drink sparkling water", insteadOf: "cola"), for: day, at: at)
            if back > 0 {
                try await database.saveEndOfDay(EndOfDayInput(followedSwap: "yes", feeling: "Proud"), for: day, at: at)
            }
        }
        return plans
    }
}

func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
    let gap = String(repeating: " ", count: max(1, width - text.count))
    return right ? gap + text : text + gap
}

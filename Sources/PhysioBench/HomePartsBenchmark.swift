import Foundation
import PhysioCore
import PhysioStore
import PhysioViews

/// The home page's stages one by one, in process and without HTTP: the store read, the screen model
/// and the view, with the data of ``PageBenchmark``. Prints the CPU time of each per render, to see
/// where a home request's time goes.
///   swift run -c release physiopoint-bench home-parts [iterations]
struct HomePartsBenchmark {
    var iterations: Int

    func run() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("physiopoint-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.onDisk(in: directory)
        _ = try await PageBenchmark.seed(database)
        let now = PageBenchmark.now, zone = PageBenchmark.zone
        let read = try await database.homeRead(now: now, timeZone: zone)
        let screen = HomeScreen(schedule: read.schedule, hasCompletedOnboarding: read.hasCompletedOnboarding)
        let chrome = PageChrome(title: "Home", section: .home, csrf: "token", signedIn: true, assetVersion: "v1", bodyClass: "home")
        var bytes = 0
        print("home page stages, \(iterations) renders each (CPU time per render; 20 plans, 60 sessions)")
        try await measure("store read (homeRead)") { _ = try await database.homeRead(now: now, timeZone: zone) }
        try await measure("day schedule (DaySchedule)") {
            _ = DaySchedule(plans: read.schedule.plans.map(\.plan), completions: [], now: now, timeZone: zone)
        }
        try await measure("screen model (HomeScreen)") {
            _ = HomeScreen(schedule: read.schedule, hasCompletedOnboarding: true)
        }
        try await measure("view (HomeView + Layout)") {
            bytes = Layout.page(chrome, body: HomeView(screen, chrome: chrome).html).utf8.count
        }
        print("page: \(bytes) bytes")
    }

    private func measure(_ name: String, _ body: () async throws -> Void) async throws {
        for _ in 0..<max(3, iterations / 10) { try await body() }
        let before = PageBenchmark.processCPUSeconds()
        for _ in 0..<iterations { try await body() }
        let cpu = (PageBenchmark.processCPUSeconds() - before) / Double(iterations) * 1e6
        print(pad(name, 30, right: false) + pad(String(format: "%.1f µs", cpu), 12))
    }
}

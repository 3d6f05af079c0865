import Foundation
import Hummingbird
import PhysioCore
import PhysioStore

/// The celebration banner as a page or a JSON answer shows it.
struct CelebrationView: Codable, Sendable {
    var title: String
    var message: String

    init(_ celebration: AchievementCelebration) {
        title = celebration.title
        message = celebration.message
    }
}

extension AppTime {
    var habitMoment: HabitMoment { HabitMoment(at: now, in: timeZone) }

    /// `now` without fractional seconds, so what is stored is exactly what an export writes.
    var wholeSecondNow: Date { Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)) }
}

extension AppDatabase {
    /// Records newly earned achievements after a save and returns the celebration to show, if any.
    func celebrateNewAchievements(today: LocalDate) async throws -> AchievementCelebration? {
        let new = try await recordAchievements(today: today)
        guard !new.isEmpty else { return nil }
        return AchievementCelebration(newlyEarned: new, settings: try await habitSettings())
    }

    /// What a page visit celebrates: achievements reached since the last look (after an import, or
    /// on a new day), else those named by the redirect that brought the person here.
    func celebrationOnVisit(_ request: Request, today: LocalDate) async throws -> AchievementCelebration? {
        // The service worker keeping the page for offline use isn't the person looking: record and
        // celebrate nothing, so the celebration waits for their own visit.
        if request.headers[OfflineController.warmHeader] != nil { return nil }
        if let new = try await celebrateNewAchievements(today: today) { return new }
        return try await celebration(from: request)
    }

    /// The celebration named in a redirect's `celebrate` query, if those achievements are really earned.
    func celebration(from request: Request) async throws -> AchievementCelebration? {
        guard let raw = request.query("celebrate") else { return nil }
        let ids = Set(raw.split(separator: ",").map(String.init))
        let archive = try await habitArchive()
        let earned = archive.achievements.earned.filter { ids.contains($0.id) }
        return AchievementCelebration(newlyEarned: earned, settings: archive.settings)
    }
}

extension Request {
    /// True when a script asked for JSON (autosave, voice notes, import).
    var wantsJSON: Bool {
        (headers[.accept] ?? "").contains("application/json")
    }
}

extension AppRequestContext {
    /// A `YYYY-MM-DD` path parameter.
    func localDate(_ name: String) throws -> LocalDate {
        guard let text = parameters.get(name), let date = LocalDate(iso: text), date.isSupported else {
            throw AppError.notFound("There is no day at this address; dates look like 2026-08-30.")
        }
        return date
    }
}

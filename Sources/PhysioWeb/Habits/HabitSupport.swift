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

/// What a habit page shows of the achievements, read without writing anything.
struct AchievementsOnVisit {
    /// The ledger as the page shows it: recorded, plus due (earned since the last write).
    var ledger: AchievementLedger
    var celebration: AchievementCelebration?

    /// Achievements reached since the last write (after an import, or on a new day) are shown as
    /// earned and celebrated, without being recorded: the next habit write or the celebration's
    /// "Got it" records them, so the celebration shows on each visit until then. Otherwise the
    /// celebration is the one named by the redirect that brought the person here.
    init(_ archive: HabitArchive, request: Request, today: LocalDate) {
        let counted = archive.achievements(countedOn: today)
        ledger = counted.ledger
        // The service worker keeping the page for offline use isn't the person looking: it gets no
        // celebration, so the copy kept offline doesn't hold one.
        guard request.headers[OfflineController.warmHeader] == nil else { return }
        celebration = AchievementCelebration(newlyEarned: counted.due, settings: archive.settings)
            ?? Self.named(in: request, ledger: counted.ledger, settings: archive.settings)
    }

    /// The celebration named in a redirect's `celebrate` query, if those achievements are really earned.
    static func named(
        in request: Request, ledger: AchievementLedger, settings: HabitSettings
    ) -> AchievementCelebration? {
        guard let raw = request.query("celebrate") else { return nil }
        let ids = Set(raw.split(separator: ",").map(String.init))
        return AchievementCelebration(newlyEarned: ledger.earned.filter { ids.contains($0.id) }, settings: settings)
    }
}

extension HabitWrite {
    /// The celebration for what this write earned. `shownDue` says whether the page the write came
    /// from already celebrated what was due (Today and History do): if not, it is celebrated now.
    func celebration(settings: HabitSettings, shownDue: Bool) -> AchievementCelebration? {
        AchievementCelebration(newlyEarned: shownDue ? earned : due + earned, settings: settings)
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

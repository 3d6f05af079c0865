import Foundation
import Hummingbird
import PhysioCore

/// Fixed notices for the habit pages. Only these words reach a page, never text from the URL.
enum HabitNotice: String {
    case saved, noteSaved = "note-saved", settingsSaved = "settings-saved", itemAdded = "item-added"
    case listChanged = "list-changed", paused, unpaused, achievementsReset = "achievements-reset", imported

    var text: String {
        switch self {
        case .saved: "Saved."
        case .noteSaved: "Note saved. Well done for pausing — that is the habit."
        case .settingsSaved: "Settings saved."
        case .itemAdded: "Item added to your Night Prep list."
        case .listChanged: "Your Night Prep list is updated."
        case .paused: "Pause saved. Those days won’t break your streak."
        case .unpaused: "Pause removed."
        case .achievementsReset: "Achievements reset. New ones count from today."
        case .imported: "Import complete: PhysioPoint now holds the file’s data."
        }
    }

    static func from(_ request: Request) -> String? {
        request.query("notice").flatMap(HabitNotice.init(rawValue:))?.text
    }
}

/// The links at the top of every habit page.
struct HabitNav: Sendable {
    var today: Bool
    var history: Bool
    var settings: Bool

    static let onToday = HabitNav(today: true, history: false, settings: false)
    static let onHistory = HabitNav(today: false, history: true, settings: false)
    static let onSettings = HabitNav(today: false, history: false, settings: true)
    static let none = HabitNav(today: false, history: false, settings: false)
}

/// The celebration banner as a page or a JSON answer shows it.
struct CelebrationView: Codable, Sendable {
    var title: String
    var message: String

    init?(newlyEarned: [EarnedAchievement], settings: HabitSettings) {
        guard let celebration = AchievementCelebration(newlyEarned: newlyEarned, settings: settings) else { return nil }
        title = celebration.title
        message = celebration.message
    }
}

extension AppServices {
    var habitMoment: HabitMoment { HabitMoment(at: now, in: timeZone) }

    /// `now` without fractional seconds, so what is stored is exactly what an export writes.
    var wholeSecondNow: Date { Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)) }

    /// Runs a write whose refusals are the person's to fix, turning the core's errors into a 400
    /// with the core's own words.
    @discardableResult
    func userInput<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let error as AppError {
            throw error
        } catch let error as DayEntry.ValidationError {
            throw AppError.badRequest(error.errorDescription ?? "That can’t be saved.")
        } catch let error as NightPrepChecklist.EditError {
            throw AppError.badRequest(error.errorDescription ?? "That change can’t be made.")
        } catch let error as CravingNote.ValidationError {
            throw AppError.badRequest(error.errorDescription ?? "That note can’t be saved.")
        } catch let error as HabitSettings.ValidationError {
            throw AppError.badRequest(error.errorDescription ?? "Those settings can’t be saved.")
        } catch let error as PauseDay.RangeError {
            throw AppError.badRequest(error.errorDescription ?? "That pause can’t be saved.")
        }
    }

    /// Records newly earned achievements after a save and returns the celebration to show, if any.
    func celebrateNewAchievements() async throws -> (ids: [String], view: CelebrationView?) {
        let new = try await database.recordAchievements(today: today)
        guard !new.isEmpty else { return ([], nil) }
        let settings = try await database.habitSettings()
        return (new.map(\.id), CelebrationView(newlyEarned: new, settings: settings))
    }

    /// What a page visit celebrates: achievements reached since the last look (after an import, or
    /// on a new day), else those named by the redirect that brought the person here.
    func celebrationOnVisit(_ request: Request) async throws -> CelebrationView? {
        // The service worker keeping the page for offline use isn't the person looking: record and
        // celebrate nothing, so the celebration waits for their own visit.
        if request.headers[OfflineController.warmHeader] != nil { return nil }
        let new = try await celebrateNewAchievements()
        if new.view != nil { return new.view }
        return try await celebration(from: request)
    }

    /// The celebration named in a redirect's `celebrate` query, if those achievements are really earned.
    func celebration(from request: Request) async throws -> CelebrationView? {
        guard let raw = request.query("celebrate") else { return nil }
        let ids = Set(raw.split(separator: ",").map(String.init))
        let archive = try await database.habitArchive()
        let earned = archive.achievements.earned.filter { ids.contains($0.id) }
        return CelebrationView(newlyEarned: earned, settings: archive.settings)
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
        guard let text = parameters.get(name), let date = LocalDate(iso: text) else {
            throw AppError.notFound("There is no day at this address; dates look like 2026-08-30.")
        }
        return date
    }
}

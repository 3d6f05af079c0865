import Foundation
import HTTPTypes
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// What makes PhysioPoint work as an installed, offline-capable app: the service worker (from the
/// root, carrying the asset version so an upgrade installs fresh caches), the offline page it falls
/// back to, and the manifest's "Next session" shortcut.
struct OfflineController {
    let renderer: Renderer
    let time: AppTime
    let assets: StaticAssets

    /// Sent by the service worker when it fetches pages ahead to keep them for offline use: such a
    /// fetch isn't the person looking: the copy it keeps shows no achievement celebration.
    static let warmHeader = HTTPField.Name("X-PhysioPoint-Warm")!

    func addRoutes(to router: AppRouter) {
        let script = serviceWorkerScript()
        router.get(AppPath.serviceWorker) { _, _ in
            guard let script else { throw AppError.notFound() }
            return Response(
                status: .ok,
                headers: [
                    .contentType: "text/javascript; charset=utf-8",
                    // Browsers check for a new worker on each visit; never serve a stale one.
                    .cacheControl: "no-cache",
                    HTTPField.Name("Service-Worker-Allowed")!: "/",
                ],
                body: .init(byteBuffer: ByteBuffer(string: script)))
        }
        router.get(AppPath.offline) { _, context in
            renderer.page(title: OfflineView.title, context: context, bodyClass: "offline") { _ in
                OfflineView().html
            }
        }
        router.get(AppPath.nextSession) { _, context in
            let schedule = try await context.store.daySchedule(now: time.now, timeZone: time.timeZone)
            guard let next = schedule.sessionsInTimeOrder.first(where: { $0.state != .done }) else {
                return Response.redirect(to: AppPath.schedule.value, type: .normal)
            }
            return Response.redirect(to: AppPath.session(next.planID, next.slot.id).value, type: .normal)
        }
    }

    func serviceWorkerScript() -> String? {
        guard let asset = assets.assets["sw.js"] else { return nil }
        // `StaticAssets` already put the asset version in place of its placeholder; the addresses go
        // in here, from the route table.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let routes = try? encoder.encode(ServiceWorkerRoutes(version: assets.version)) else { return nil }
        return String(buffer: asset.bytes).replacingOccurrences(
            of: ServiceWorkerRoutes.placeholder, with: String(decoding: routes, as: UTF8.self))
    }
}

/// The addresses the service worker uses, printed from the routes (it can't read a page's `data-`
/// attributes): written into `sw.js` in place of `__ROUTES__`.
struct ServiceWorkerRoutes: Encodable {
    static let placeholder = "__ROUTES__"

    var home = AppPath.home.value
    var offline = AppPath.offline.value
    var signIn = AppPath.signIn.value
    var logout = AppPath.logout.value
    /// The folder of the static files (cache-first).
    var assets = AppPath.staticFile.pattern.replacingOccurrences(of: ":name", with: "")
    /// The app shell, kept at install.
    var shell: [String]
    /// Pages kept at install.
    var warm = [AppPath.home, AppPath.schedule, AppPath.today, AppPath.history, AppPath.help].map(\.value)
    /// The shapes of the pages worth keeping (regular expressions).
    var kept = [
        AnyAppRoute(AppPath.home), AnyAppRoute(AppPath.schedule), AnyAppRoute(AppPath.today),
        AnyAppRoute(AppPath.history), AnyAppRoute(AppPath.historyDay), AnyAppRoute(AppPath.help),
        AnyAppRoute(AppPath.helpCategory), AnyAppRoute(AppPath.exercise), AnyAppRoute(AppPath.sessionExercise),
    ].map(\.regex)
    /// What is never kept nor answered offline: sign-in, the API, the calendar feeds.
    var never = [
        "^" + NSRegularExpression.escapedPattern(for: AppPath.api.value) + "/",
        AnyAppRoute(AppPath.calendarFeedFile).regex, AnyAppRoute(AppPath.login).regex,
    ]
    /// The manifest's shortcuts, and the kept page each falls back to offline.
    var shortcuts = [AppPath.nextSession.value: AppPath.schedule.value, AppPath.needHelpShortcut.value: AppPath.help.value]

    init(version: String) {
        shell =
            ["app.css", "app.js", "request.js", "announce.js", "drag.js", "offline.js", "habits.js", "reminders.js"]
            .map { AppPath.asset($0, version: version).value }
            + [
                "icons.svg", "habit-icons.svg", "icon.svg", "manifest.webmanifest", "icon-192.png", "icon-512.png",
                "icon-maskable-512.png", "apple-touch-icon.png",
            ].map { AppPath.asset($0).value }
    }
}

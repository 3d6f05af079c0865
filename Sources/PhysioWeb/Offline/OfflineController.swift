import Foundation
import HTTPTypes
import Hummingbird
import PhysioCore
import PhysioViews

/// What makes PhysioPoint work as an installed, offline-capable app: the service worker (from the
/// root, carrying the asset version so an upgrade installs fresh caches), the offline page it falls
/// back to, and the manifest's "Next session" shortcut.
struct OfflineController {
    let services: AppServices
    let assets: StaticAssets

    /// Sent by the service worker when it fetches pages ahead to keep them for offline use: such a
    /// fetch must not count as a visit (e.g. use up an achievement's celebration).
    static let warmHeader = HTTPField.Name("X-PhysioPoint-Warm")!

    /// The placeholder in `sw.js` replaced by the asset version.
    static let versionPlaceholder = "__ASSET_VERSION__"

    func addRoutes(to router: Router<AppRequestContext>) {
        let script = serviceWorkerScript()
        router.get(RouterPath(AppPath.serviceWorker.value)) { _, _ in
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
        router.get(RouterPath(AppPath.offline.value)) { _, context in
            services.renderer.page(title: OfflineView.title, session: context.session, bodyClass: "offline") { _ in
                OfflineView().html
            }
        }
        router.get(RouterPath(AppPath.nextSession.value)) { _, _ in
            let schedule = try await services.database.daySchedule(now: services.now, timeZone: services.timeZone)
            guard let next = schedule.sessionsInTimeOrder.first(where: { $0.state != .done }) else {
                return Response.redirect(to: AppPath.schedule.value, type: .normal)
            }
            let path = AppPath("plans").appending(next.planID).appending("sessions").appending(next.slot.id)
            return Response.redirect(to: path.value, type: .normal)
        }
    }

    func serviceWorkerScript() -> String? {
        guard let asset = assets.assets["sw.js"] else { return nil }
        return String(buffer: asset.bytes).replacingOccurrences(of: Self.versionPlaceholder, with: assets.version)
    }
}

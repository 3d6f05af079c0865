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
        // `StaticAssets` already put the asset version in place of its placeholder.
        return String(buffer: asset.bytes)
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore

/// The live page's opt-in cues (spoken words, a tone, vibration), remembered for the person in the
/// `live_cues` setting. Quiet until they turn it on; the page reads and sets it with `live.js`.
struct LiveCuesController {
    struct Answer: Encodable {
        var on: Bool
    }

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.liveCues) { _, context in
            try JSONBody.response(Answer(on: try await context.store.setting(.liveCues) == "on"))
        }
        router.post(AppPath.liveCues) { request, context in
            guard let cues = try await FormData.from(request).decode(LiveCuesForm.self).cues else {
                throw AppError.badRequest("Send cues=on or cues=off.", code: "invalid_field")
            }
            try await context.store.setSetting(.liveCues, to: cues.rawValue)
            return try JSONBody.response(Answer(on: cues.isOn))
        }
    }
}

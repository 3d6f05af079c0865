import Foundation
import PhysioStore
import Synchronization

/// Whether assistive mode is on for a person, for every page's chrome: read from their settings and
/// remembered until their database's next write, so most pages need no read.
final class AssistiveModeSetting: Sendable {
    private let known = Mutex<[ObjectIdentifier: (version: Int, on: Bool)]>([:])

    init() {}

    /// On or off now in `database`; off if the setting can't be read (the page is still drawn, in the
    /// usual mode).
    func isOn(in database: AppDatabase) -> Bool {
        let key = database.identity
        let version = database.dataVersion
        if let hit = known.withLock({ $0[key].flatMap { $0.version == version ? $0.on : nil } }) { return hit }
        let on = (try? database.isAssistiveModeOn()) ?? false
        known.withLock { $0[key] = (version, on) }
        return on
    }
}

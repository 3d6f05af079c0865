import PhysioStore
import Synchronization

/// Whether assistive mode is on, for every page's chrome: read from the settings table and remembered
/// until the next database write, so most pages need no read.
final class AssistiveModeSetting: Sendable {
    private let database: AppDatabase
    private let known = Mutex<(version: Int, on: Bool)>((-1, false))

    init(database: AppDatabase) {
        self.database = database
    }

    /// On or off now; off if the setting can't be read (the page is still drawn, in the usual mode).
    var isOn: Bool {
        let version = database.dataVersion
        if let hit = known.withLock({ $0.version == version ? $0.on : nil }) { return hit }
        let on = (try? database.isAssistiveModeOn()) ?? false
        known.withLock { $0 = (version, on) }
        return on
    }
}

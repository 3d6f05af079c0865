/// Admits timestamps in strictly increasing order and rejects faults: NaN or infinite times,
/// duplicates, times that go backwards, and absurd jumps forward until later samples confirm them.
struct SampleClock: Sendable, Hashable {
    /// The latest admitted time.
    private(set) var now: Double?
    let maximumJump: Double
    let confirmations: Int
    private var jumpRun = 0

    init(maximumJump: Double, confirmations: Int) {
        self.maximumJump = maximumJump
        self.confirmations = max(1, confirmations)
    }

    /// Nil when `time` is admitted (and becomes ``now``), else the reason it is not.
    mutating func admit(_ time: Double) -> SampleIssue? {
        guard time.isFinite else { return .badTimestamp }
        guard let now else {
            self.now = time
            return nil
        }
        if time == now { return .duplicateTimestamp }
        if time < now { return .outOfOrder }
        if time - now > maximumJump {
            jumpRun += 1
            guard jumpRun >= confirmations else { return .clockJump }
        }
        jumpRun = 0
        self.now = time
        return nil
    }
}

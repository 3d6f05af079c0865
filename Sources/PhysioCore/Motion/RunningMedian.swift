/// The median of the last few values (at most ``capacity``), in three stored numbers: no allocation,
/// a few comparisons per value. Used on a pose tracker's angles, where a reading that flickers away for
/// a frame and comes back is the tracker, not the person (see ``MotionTuning/medianFrames``).
struct RunningMedian: Sendable, Hashable {
    static let capacity = 3
    /// How many of the last values the median is taken over (1…``capacity``; 1 passes values through).
    let window: Int
    /// The last three values, newest first.
    private var a = 0.0, b = 0.0, c = 0.0
    private var count = 0

    init(window: Int) {
        self.window = min(max(window, 1), Self.capacity)
    }

    /// Adds `value` and returns the median of the last ``window`` values, this one included (the larger
    /// of two while only two are kept).
    mutating func add(_ value: Double) -> Double {
        c = b
        b = a
        a = value
        count = min(count + 1, window)
        switch count {
        case 1: return a
        case 2: return max(a, b)
        default: return max(min(a, b), min(max(a, b), c))
        }
    }

    /// Forgets every value (after a loss of tracking, the next reading starts afresh).
    mutating func reset() {
        count = 0
    }
}

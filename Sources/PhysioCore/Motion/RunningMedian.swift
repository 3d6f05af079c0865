/// The median of the last few values (at most ``capacity``), in a fixed-size buffer: no allocation.
/// Used on a pose tracker's angles, where a reading that jumps away for a frame or two and comes back
/// is the tracker, not the person (see ``MotionTuning/medianFrames``).
struct RunningMedian: Sendable, Hashable {
    static let capacity = 5
    /// How many of the last values the median is taken over (1…``capacity``; 1 passes values through).
    let window: Int
    private var a = 0.0, b = 0.0, c = 0.0, d = 0.0, e = 0.0
    private var count = 0, next = 0

    init(window: Int) {
        self.window = min(max(window, 1), Self.capacity)
    }

    /// Adds `value` and returns the median of the last ``window`` values, this one included (the upper
    /// middle one while fewer than an odd number are kept).
    mutating func add(_ value: Double) -> Double {
        switch next {
        case 0: a = value
        case 1: b = value
        case 2: c = value
        case 3: d = value
        default: e = value
        }
        next = (next + 1) % window
        count = min(count + 1, window)
        return median
    }

    /// Forgets every value (after a loss of tracking, the next reading starts afresh).
    mutating func reset() {
        count = 0
        next = 0
    }

    var median: Double {
        let k = count / 2
        for i in 0..<count {
            let x = value(i)
            var less = 0, notMore = 0
            for j in 0..<count {
                let y = value(j)
                if y < x { less += 1 }
                if y <= x { notMore += 1 }
            }
            if less <= k, k < notMore { return x }
        }
        return value(0)
    }

    private func value(_ index: Int) -> Double {
        switch index {
        case 0: a
        case 1: b
        case 2: c
        case 3: d
        default: e
        }
    }
}

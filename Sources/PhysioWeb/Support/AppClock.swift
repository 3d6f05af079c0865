import Foundation
import Synchronization

/// Where the app reads the time. Pages and writes ask the clock, never `Date()`, so tests control time.
public protocol AppClock: Sendable {
    func now() -> Date
    /// Seconds on a clock that never jumps, for durations (a live session's samples and ticks). Real
    /// clocks use the machine's monotonic clock; a test clock its own time, so a busy machine's
    /// stalls can't make a live session think the tracker went quiet.
    func monotonicSeconds() -> Double
}

extension AppClock {
    public func monotonicSeconds() -> Double { MonotonicTime.seconds() }
}

/// The machine's monotonic clock, in seconds since this process first asked.
enum MonotonicTime {
    private static let origin = ContinuousClock.now

    static func seconds() -> Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

/// The machine's clock.
public struct SystemClock: AppClock {
    public init() {}
    public func now() -> Date { Date() }
}

/// The machine's clock shifted so it read `start` when the server started: for demos and browser
/// tests that need a given time of day, without touching the machine's clock.
public struct ShiftedClock: AppClock {
    let offset: TimeInterval

    public init(startingAt start: Date, realNow: Date = Date()) {
        offset = start.timeIntervalSince(realNow)
    }

    public func now() -> Date { Date().addingTimeInterval(offset) }
}

/// A clock a test sets by hand.
public final class ManualClock: AppClock {
    private let current: Mutex<Date>

    public init(_ start: Date) { current = Mutex(start) }

    public func now() -> Date { current.withLock { $0 } }

    /// Follows the clock's own time: it stands still until the test moves it.
    public func monotonicSeconds() -> Double { now().timeIntervalSinceReferenceDate }

    public func set(_ date: Date) { current.withLock { $0 = date } }

    public func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

import Foundation
import Synchronization

/// Where the app reads the time. Pages and writes ask the clock, never `Date()`, so tests control time.
public protocol AppClock: Sendable {
    func now() -> Date
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

    public func set(_ date: Date) { current.withLock { $0 = date } }

    public func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

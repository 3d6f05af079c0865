import Foundation

/// The sessions home lists under "Today's sessions".
///
/// A day with a handful of sessions is listed whole, done ones included. A fuller day (20 plans make
/// 60 sessions) would be a wall no one reads, so home lists only what needs the person now and
/// next, and links to the schedule for the rest. Which ones, up to `limit`:
/// 1. due now (still in their window), earliest first;
/// 2. missed but still startable, the most recently missed first;
/// 3. later today, the soonest first.
/// Done sessions are counted, not listed. The chosen ones are shown in time order, so the list reads
/// as the day does (missed, due now, later).
public struct TodayFocus: Sendable, Hashable {
    /// Up to this many sessions, home lists every one of the day.
    public static let handful = 6

    /// The sessions to list, in time order (plan order breaks ties).
    public var sessions: [ScheduledSession]
    /// All of today's sessions, listed or not.
    public var totalCount: Int
    /// Today's sessions marked done.
    public var doneCount: Int
    /// Sessions that could be done now (due or missed) but didn't fit the list: they are only on the
    /// schedule, and the link to it says how many.
    public var leftOutDueCount = 0

    /// Some of today's sessions are only on the schedule.
    public var isShortened: Bool { sessions.count < totalCount }

    public init(_ schedule: DaySchedule, limit: Int = TodayFocus.handful) {
        self.init(inTimeOrder: schedule.sessionsInTimeOrder, limit: limit)
    }

    /// - Parameter sessions: the day's sessions in time order.
    public init(inTimeOrder sessions: [ScheduledSession], limit: Int = TodayFocus.handful) {
        totalCount = sessions.count
        doneCount = sessions.lazy.filter { $0.state == .done }.count
        guard sessions.count > limit else {
            self.sessions = sessions
            return
        }
        // (priority, order within it, position in the day) for every session not done.
        let ranked: [(rank: Int, order: Int, position: Int)] = sessions.enumerated().compactMap { position, session in
            switch session.state {
            case .done: nil
            case .due where session.isMissed: (1, -position, position)
            case .due: (0, position, position)
            case .upcoming: (2, position, position)
            }
        }
        let chosen = ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.prefix(max(0, limit))
        self.sessions = chosen.map(\.position).sorted().map { sessions[$0] }
        leftOutDueCount = ranked.lazy.filter { $0.rank < 2 }.count - chosen.lazy.filter { $0.rank < 2 }.count
    }
}

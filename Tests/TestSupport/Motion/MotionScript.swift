import Foundation
import PhysioCore

/// One scripted movement: from rest up to `peak`, a plateau, and back, then a pause at rest.
public struct ScriptedMove: Sendable {
    public var peak: Double
    public var rise: Double
    public var hold: Double
    public var fall: Double
    public var restAfter: Double

    public init(peak: Double, rise: Double = 1.2, hold: Double = 0, fall: Double = 1.2, restAfter: Double = 1) {
        self.peak = peak
        self.rise = rise
        self.hold = hold
        self.fall = fall
        self.restAfter = restAfter
    }

    var duration: Double { rise + hold + fall + restAfter }
}

/// A noise-free angle trajectory made of moves with smooth (half-cosine) rises and falls, and the truth
/// the engine should find in it.
public struct MotionScript: Sendable {
    public var goal: MotionGoal
    public var leadIn: Double
    public var moves: [ScriptedMove]
    public var leadOut: Double

    public init(goal: MotionGoal, moves: [ScriptedMove], leadIn: Double = 1, leadOut: Double = 1) {
        self.goal = goal
        self.moves = moves
        self.leadIn = leadIn
        self.leadOut = leadOut
    }

    /// When each move starts.
    public var moveStarts: [Double] {
        var start = leadIn
        return moves.map { move in
            defer { start += move.duration }
            return start
        }
    }

    public var duration: Double { leadIn + moves.reduce(0) { $0 + $1.duration } + leadOut }

    /// The true angle at `time`.
    public func angle(at time: Double) -> Double {
        let rest = goal.restAngle
        for (move, start) in zip(moves, moveStarts) where time >= start && time < start + move.duration {
            let t = time - start
            func ease(_ x: Double) -> Double { (1 - cos(.pi * min(max(x, 0), 1))) / 2 }
            if t < move.rise { return rest + (move.peak - rest) * ease(t / move.rise) }
            if t < move.rise + move.hold { return move.peak }
            if t < move.rise + move.hold + move.fall {
                return move.peak + (rest - move.peak) * ease((t - move.rise - move.hold) / move.fall)
            }
            return rest
        }
        return rest
    }

    /// How long move `index` stays continuously in the target band, measured on the true trajectory.
    public func bandSeconds(of index: Int) -> Double {
        let start = moveStarts[index], move = moves[index]
        let step = 0.001
        var longest = 0.0, run = 0.0
        var t = start
        while t < start + move.duration {
            if goal.target.contains(angle(at: t)) { run += step; longest = max(longest, run) } else { run = 0 }
            t += step
        }
        return longest
    }
}

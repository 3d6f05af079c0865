/// Where the angle is relative to the target band, along the direction of the movement: `below` is
/// short of the target (on the rest side), `beyond` is past its far end, whichever way the movement goes.
public enum AngleZone: String, Codable, Sendable, CaseIterable {
    case below
    case inTarget = "in"
    case beyond
}

/// Classifies progress into zones with hysteresis: a zone is entered at its edge, but "in" is left only
/// once the angle is more than `hysteresis` degrees past an edge, so tracker noise at the edge of the
/// band does not flicker. Works on the ``MotionGoal/progress(of:)`` scale.
public struct ZoneClassifier: Sendable, Hashable {
    public let near: Double
    public let far: Double
    public let hysteresis: Double
    public private(set) var zone: AngleZone?

    public init(goal: MotionGoal, hysteresis: Double) {
        near = goal.targetNear
        far = goal.targetFar
        self.hysteresis = max(0, hysteresis)
        zone = nil
    }

    /// The zone for progress `p`, given the zone so far:
    /// below → in at `p ≥ near`; in → below at `p < near − h`; in → beyond at `p > far + h`;
    /// beyond → in at `p ≤ far`. A first sample, or a jump across the whole band, uses the bare edges.
    public mutating func classify(_ p: Double) -> AngleZone {
        let next: AngleZone
        switch zone {
        case .inTarget?:
            next = p < near - hysteresis ? .below : (p > far + hysteresis ? .beyond : .inTarget)
        case .below?:
            next = p < near ? .below : (p > far + hysteresis ? .beyond : .inTarget)
        case .beyond?:
            next = p > far ? .beyond : (p < near - hysteresis ? .below : .inTarget)
        case nil:
            next = p < near ? .below : (p > far ? .beyond : .inTarget)
        }
        zone = next
        return next
    }

    /// Forgets the current zone, e.g. after tracking was lost.
    public mutating func reset() { zone = nil }
}

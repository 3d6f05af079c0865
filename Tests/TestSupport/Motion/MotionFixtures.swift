import PhysioCore

/// Named goals and scripts shared by the motion tests.
public enum MotionFixtures {
    /// Heel slides: knee flexion 80–95° from 10°, hold 5 s, 10 reps (aims high).
    public static var heelSlides: MotionGoal { goal("heel-slides") }
    /// Seated knee extension: knee flexion 0–10° from 90°, hold 5 s (aims near 0°).
    public static var seatedKneeExtension: MotionGoal { goal("seated-knee-extension") }
    /// Mini squats: knee flexion 30–45° from standing (0°), hold 2 s.
    public static var miniSquats: MotionGoal { goal("mini-squats") }
    /// Sit-to-stand: knee flexion 0–15° from 90°, no hold.
    public static var sitToStand: MotionGoal { goal("sit-to-stand") }
    /// Quad sets: knee flexion 0–5° from 12°, hold 5 s (a small movement).
    public static var quadSets: MotionGoal { goal("quad-sets") }

    /// The library exercise's goal; stops the run if the library lost it.
    public static func goal(_ id: String, side: BodySide = .left) -> MotionGoal {
        guard let exercise = RehabLibrary.exercise(id: id) else { preconditionFailure("no exercise \(id)") }
        return MotionGoal(exercise: exercise, side: side)
    }

    /// `count` clean reps to the middle of the target band, held one second longer than asked.
    public static func goodReps(_ goal: MotionGoal, count: Int = 3, rise: Double = 1.2) -> MotionScript {
        let peak = (goal.target.lower + goal.target.upper) / 2
        return MotionScript(
            goal: goal, moves: Array(repeating: ScriptedMove(peak: peak, rise: rise, hold: goal.holdSeconds + 1, fall: rise), count: count))
    }

    /// The angle `fraction` of the way from rest to the middle of the target band.
    public static func angle(_ goal: MotionGoal, fraction: Double) -> Double {
        goal.restAngle + ((goal.target.lower + goal.target.upper) / 2 - goal.restAngle) * fraction
    }
}

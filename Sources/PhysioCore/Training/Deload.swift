/// The deload rule: in a deload week every exercise does about half its sets.
///
/// Rule: `max(1, ⌈baseSets ÷ 2⌉)`, i.e. half, rounded up, never below one:
/// 1→1, 2→1, 3→2, 4→2, 5→3, 6→3. Rounding up keeps odd set counts closer to half the volume
/// than to a third (3→2 rather than 3→1), while load, reps and rest stay as planned, which is the
/// usual way to cut fatigue while keeping the skill and intensity of the lifts.
public enum Deload {
    /// The sets to do in a deload week for an exercise planned with `baseSets` in a normal week.
    public static func reducedSets(from baseSets: Int) -> Int {
        max(1, (baseSets + 1) / 2)
    }
}

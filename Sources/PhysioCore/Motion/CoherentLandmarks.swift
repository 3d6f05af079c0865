/// Reads the three landmarks of the measured movement frame by frame, and keeps a landmark whose
/// visibility is low while its position stays coherent with where it was last seen.
///
/// Pose models report a low visibility for a joint they extrapolate: seated shoulder abduction filmed
/// from the front with the hips just below the frame gives hips under 0.5 whenever the arms are down,
/// although the hip's position hardly moves. Such a landmark is *coherent* when it is within
/// ``tolerance`` × (distance between the other two landmarks) of its last accepted position, seen at
/// most ``memorySeconds`` ago; the chain of accepted positions starts from a confidently seen one, so a
/// landmark that was never seen clearly, or that jumps, stays unusable. A reading that needed a
/// low-visibility landmark is marked ``Reading/weak``: the engine uses it only to see rest.
struct CoherentLandmarks: Sendable {
    /// Fraction of the other two landmarks' distance a low-visibility landmark may move per frame.
    var tolerance = 0.15
    /// How old the last accepted position may be.
    var memorySeconds = 0.5

    private var slots = (Slot(), Slot(), Slot())

    private struct Slot: Hashable {
        var joint: Joint?
        var position = SIMD3<Double>(0, 0, 0)
        var time = -Double.infinity
    }

    enum Reading: Equatable {
        /// Every landmark was seen confidently.
        case angle(Double)
        /// The angle needed a low-visibility landmark that stayed coherent.
        case weak(Double)
        case failed(JointAngle.Failure)
    }

    /// Forgets every remembered position (after tracking was lost).
    mutating func reset() { slots = (Slot(), Slot(), Slot()) }

    mutating func measure(
        _ movement: JointMovement, side: BodySide, in frame: PoseFrame, minimumConfidence: Double
    ) -> Reading {
        guard let (ja, jb, jc) = JointAngle.landmarks(for: movement, side: side, in: frame) else {
            return .failed(.unsupportedMovement)
        }
        guard let a = frame.point(ja), let b = frame.point(jb), let c = frame.point(jc) else {
            return .failed(.missingJoint)
        }
        if a.confidence.isNaN || b.confidence.isNaN || c.confidence.isNaN { return .failed(.missingJoint) }
        if let failure = JointAngle.checkPosition(a) ?? JointAngle.checkPosition(b) ?? JointAngle.checkPosition(c) {
            return .failed(failure)
        }
        let pa = JointAngle.position(a, in: frame.space)
        let pb = JointAngle.position(b, in: frame.space)
        let pc = JointAngle.position(c, in: frame.space)
        let time = frame.time
        let limits = (tolerance, memorySeconds, minimumConfidence)
        let okA = Self.accept(&slots.0, ja, a, pa, reference: (pb, pc), time, limits)
        let okB = Self.accept(&slots.1, jb, b, pb, reference: (pa, pc), time, limits)
        let okC = Self.accept(&slots.2, jc, c, pc, reference: (pa, pb), time, limits)
        guard okA != nil, okB != nil, okC != nil else { return .failed(.lowConfidence) }
        switch JointAngle.angle(movement, pa, pb, pc) {
        case .angle(let degrees):
            return okA == true && okB == true && okC == true ? .angle(degrees) : .weak(degrees)
        case .failed(let failure):
            return .failed(failure)
        }
    }

    /// true: confident; false: low visibility but coherent; nil: unusable. Remembers accepted positions.
    /// A weak landmark may move a fraction of the distance between the `reference` pair (the other two
    /// landmarks), measured only then: most frames are confident.
    private static func accept(
        _ slot: inout Slot, _ joint: Joint, _ point: PosePoint, _ position: SIMD3<Double>,
        reference: (SIMD3<Double>, SIMD3<Double>), _ time: Double, _ limits: (tolerance: Double, memory: Double, confidence: Double)
    ) -> Bool? {
        if slot.joint != joint { slot = Slot(joint: joint) }
        if point.confidence >= limits.confidence {
            slot.position = position
            slot.time = time
            return true
        }
        guard time - slot.time <= limits.memory, time >= slot.time,
              length(position - slot.position) <= limits.tolerance * length(reference.0 - reference.1)
        else { return nil }
        slot.position = position
        slot.time = time
        return false
    }

    private static func length(_ v: SIMD3<Double>) -> Double { ((v * v).sum()).squareRoot() }
}

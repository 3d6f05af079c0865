/// The engine's thresholds. The defaults suit pose trackers and phone sensors at 15–120 Hz.
public struct MotionTuning: Codable, Sendable, Hashable {
    /// Degrees the angle must go past the target band's edge before the zone leaves "in".
    public var hysteresis: Double = 2
    /// The rest band is this fraction of the distance from rest to the target, clamped to
    /// ``minimumRestBand``…``maximumRestBand``: inside it the joint is "at rest".
    public var restBandFraction: Double = 0.35
    public var minimumRestBand: Double = 1
    public var maximumRestBand: Double = 10
    /// A movement that stops short counts as a partial rep when its peak got at least this fraction of
    /// the way to the target (and clear of the rest band by the hysteresis); less is jitter.
    public var partialFraction: Double = 0.4
    /// A rep ends once the joint has come back this fraction of the way from its peak towards the level
    /// it started from (or into the rest band): a person need not return to the exact start angle.
    public var returnFraction: Double = 0.6
    /// A rep starts once the joint rises this fraction of the person's typical excursion above where it
    /// came back to (or the rest band, if wider); a cycle smaller than ``countFraction`` of it is not a rep.
    public var startFraction: Double = 0.25
    public var countFraction: Double = 0.5
    /// A cycle there and back quicker than this (seconds, from leaving rest to coming back) is tracker
    /// noise, not a rep: even a jumping jack's arms take longer.
    public var minimumRepSeconds: Double = 0.2
    /// With samples coming but none usable (the joint not in them) for this long, tracking is lost: the
    /// rep in progress is voided. Shorter gaps (a hand leaving the frame for a moment) bridge.
    public var trackingLostAfter: Double = 1.0
    /// With no sample at all for this long, tracking is lost too. As long as ``trackingLostAfter`` by
    /// default (a gap in a recording is frames without the person); longer for a live camera, whose
    /// frames go to the server and back and come late under load: a late answer is not lost tracking.
    public var silenceLostAfter: Double = 1.0
    /// Holding within this many degrees for this many seconds, nearer rest than this fraction of the way
    /// to the target, is the person's start position.
    public var stillDegrees: Double = 4
    public var stillSeconds: Double = 1
    public var startPositionFraction: Double = 0.75
    /// A jump faster than this (degrees per second) from the previous sample is a tracker glitch; never a
    /// jump of ``spikeDegrees`` or less (samples that arrive together, stamped on receipt).
    public var maximumAngularSpeed: Double = 1000
    /// A joint already swinging one way at ``swingSpeed`` or more (degrees per second, between the last two
    /// readings used) may go on that way at up to ``maximumSwingSpeed``: a jumping jack's arms pass
    /// 1,000°/s mid-swing (1,060–1,280°/s between frames in RepCount's recordings), and three such frames
    /// in a row, held back as glitches, made a real rep look quicker than a person moves. A tracker's
    /// glitch jumps from a joint at rest or going the other way, and still meets ``maximumAngularSpeed``.
    public var swingSpeed: Double = 500
    public var maximumSwingSpeed: Double = 1500
    /// A pose frame further than this many degrees from the previous one — or than ``spikeSpeed`` times the
    /// time between them, whichever is more — is held back until the next sample: kept if the next one
    /// is nearer to it than to the level before (a real quick move), dropped otherwise (a one-frame
    /// spike or left/right swap), so a single bad frame never makes or breaks a rep.
    public var spikeDegrees: Double = 12
    public var spikeSpeed: Double = 250
    /// A pose tracker's angles pass through a running median of this many frames (1…3; 1 turns it off)
    /// after the spike check and before the filter: what the engine measures is the middle one of the
    /// last three readings. A reading that flickers away and back (a limb the tracker loses for a
    /// frame, a wrist read on the far side of the elbow) is the tracker, not the person; a real movement
    /// lasts longer than a frame and passes, one frame late.
    public var medianFrames: Int = 3
    /// Both sides of the body in view: a frame in which the measured side's angle moves away from the
    /// other side's faster than this (degrees per second, the two sides' steps from the previous frame
    /// subtracted), while the two are more than ``sidesApartDegrees`` apart, is the tracker losing the
    /// limb, not the person, and counts as a frame without the joint. A person's two arms or legs move
    /// together in a two-sided exercise, and apart only slowly in a one-sided one; a failing tracker
    /// throws one side's wrist or ankle about on its own, tens of degrees per frame. Between frames that
    /// come close together the limit is at least ``spikeDegrees``. 0 turns it off.
    public var sidesPartingSpeed: Double = 600
    public var sidesApartDegrees: Double = 40
    /// Frames further apart than this (seconds; the live page sends 9–10 a second) may catch a quick
    /// movement's turnaround in a single frame, which the spike hold-back would drop. There a big step
    /// the other side of the body takes too (the two steps within ``spikeDegrees``, or within
    /// ``sidesAgreeFraction`` of the step) is the person, and is used at once. Closer frames show a real
    /// turnaround over several, so the hold-back stays strict (a tracker that jumps the whole body for a
    /// frame moves both sides alike). `.infinity` turns it off.
    public var sparseFrameGap: Double = 0.08
    public var sidesAgreeFraction: Double = 0.25
    /// After this many consecutive glitches or clock jumps, the new level is believed.
    public var reanchorAfter: Int = 3
    /// Angles outside this band are treated as a sensor fault.
    public var plausibleAngles: ClosedRange<Double> = -90...270
    /// A timestamp this far (seconds) past the previous one is a clock fault until confirmed.
    public var maximumClockJump: Double = 60
    /// Landmarks with a lower confidence count as missing.
    public var minimumConfidence: Double = 0.5
    /// One Euro filter parameters (see ``OneEuroFilter``).
    public var filterMinCutoff: Double = 1
    public var filterBeta: Double = 0.05
    public var filterDerivativeCutoff: Double = 1

    public init() {}

    /// The thresholds for a live session fed by `source`.
    public init(live source: SessionSource) {
        if source == .camera { silenceLostAfter = 3 }
    }
}

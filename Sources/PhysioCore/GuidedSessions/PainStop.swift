import Foundation

/// Where a guided session was stopped because it hurt: the person tapped "Stop — it hurts".
/// Kept with the saved session so the summary, progress and exports can say so.
public struct PainStop: Codable, Sendable, Hashable {
    /// Seconds from the start of the session to the tap.
    public var secondsIntoSession: Double
    /// The rep being done when it hurt: full reps done so far plus one, at most the target (at least 1).
    public var rep: Int
    /// The last measured angle in degrees; nil when nothing was measured yet.
    public var angle: Double?
    /// The zone of ``angle``; nil when nothing was measured yet.
    public var zone: AngleZone?

    public init(secondsIntoSession: Double, rep: Int, angle: Double?, zone: AngleZone?) {
        self.secondsIntoSession = secondsIntoSession.isFinite ? max(0, secondsIntoSession) : 0
        self.rep = max(1, rep)
        self.angle = angle.flatMap { $0.isFinite ? $0 : nil }
        self.zone = self.angle == nil ? nil : zone
    }

    /// The stop as of `state`: the rep in progress, its angle and zone.
    public init(state: LiveState, secondsIntoSession: Double) {
        let inProgress = state.reps + 1
        let rep = state.targetReps > 0 ? min(inProgress, state.targetReps) : inProgress
        self.init(secondsIntoSession: secondsIntoSession, rep: rep, angle: state.angle, zone: state.zone)
    }

    /// "Stopped because it hurt at rep 3, 72°" (without the angle when none was measured).
    public var summaryLine: String {
        "Stopped because it hurt at rep \(rep)" + (angle.map { ", \(SessionFormat.degrees($0))" } ?? "")
    }

    /// "rep 3, 72°, 1 min 05 s in (in target)": the details for lists and exports.
    public var whereLabel: String {
        var parts = ["rep \(rep)"]
        if let angle { parts.append(SessionFormat.degrees(angle)) }
        parts.append("\(SessionFormat.seconds(secondsIntoSession)) in")
        return parts.joined(separator: ", ") + (zone.map { " (\(ZoneWording($0).words.lowercased()))" } ?? "")
    }

    /// What to do now: the coach's own safety answer for severe or sudden pain (stop, contact your
    /// clinician today), plus when to call `emergencyNumber` (the person's saved one). No nudge to carry on.
    public static func guidance(emergencyNumber: EmergencyNumber) -> PainStopGuidance {
        PainStopGuidance(emergencyNumber: emergencyNumber)
    }
}

/// The calm guidance shown when a session is stopped because it hurt. It reuses the coach's safety
/// answers (``RedFlag``), so a person hears the same advice wherever they say it hurts.
public struct PainStopGuidance: Sendable, Hashable {
    /// The number to call, from the coach's emergency-number setting.
    public var emergencyNumber: EmergencyNumber
    public var heading: String { RedFlag.severePain.heading }
    /// Stop the exercise; contact your clinician today.
    public var advice: String { RedFlag.severePain.answer }
    /// The emergency signs, and what to do about them now.
    public var emergency: String {
        "Call emergency services on \(emergencyNumber) now if you have chest pain, "
            + "sudden shortness of breath, or a pop and can’t put weight on the leg."
    }
}

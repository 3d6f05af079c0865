import Foundation

/// Why each movement in a checked video counted or not, in plain words, read from the engine's rep
/// records (peak angle against the target band, hold achieved against the hold asked, how far the peak
/// got) and its count of tracking losses. The rep engine decides what counts; this only says why.
///
/// Every movement the engine recorded (full or partial) is numbered "Rep 1", "Rep 2"… in the order it
/// happened, so the words, the bars and the key frames name the same movement the same way.
public struct VideoCheckExplanation: Sendable, Hashable {
    /// What decided a movement.
    public enum Reason: String, Sendable, Hashable {
        /// It counted.
        case counted
        /// It went past the band's far edge and so never held inside it.
        case pastTarget = "past-target"
        /// It reached the band but left before the hold time.
        case holdTooShort = "hold-too-short"
        /// It stopped before the band.
        case shortOfTarget = "short-of-target"
    }

    /// One movement: its name, whether it counted and why.
    public struct Line: Sendable, Hashable {
        /// 1, 2, 3… in the order of the video.
        public var number: Int
        /// "Rep 1".
        public var title: String
        public var counted: Bool
        public var reason: Reason
        /// "Counted" or "Not counted".
        public var status: String
        /// "124°".
        public var peakLabel: String
        /// The plain-words why, e.g. "Went past the band to 124°, so it wasn't held inside 30°–45° for 2 s."
        public var detail: String
        /// When the movement started and ended, in seconds into the video.
        public var start: Double
        public var end: Double
    }

    /// Whose numbers the band is: "Your plan's band" or "The exercise's band".
    public var bandOwner: String
    public var lines: [Line]
    /// "0 of 3 reps counted" (or "No movement found").
    public var headline: String
    /// When nothing counted, the main reason and what to do; nil when something counted.
    public var summary: String?
    /// When tracking was lost, what that did; nil when it never was.
    public var trackingNote: String?

    /// - Parameter fromPlan: the band is the person's plan's (a check started from a plan's session),
    ///   not the library's example.
    public init(metrics: SessionMetrics, fromPlan: Bool) {
        bandOwner = fromPlan ? "Your plan's band" : "The exercise's band"
        let band = metrics.target.label
        let hold = metrics.holdTargetSeconds
        let holdLabel = Self.seconds(hold)
        lines = metrics.repetitions.enumerated().map { index, rep in
            let peak = SessionFormat.degrees(rep.peakAngle)
            let reason: Reason
            let detail: String
            if rep.kind == .full {
                reason = .counted
                let reached =
                    rep.peakZone == .beyond ? "Reached \(peak), past the band" : "Reached \(peak), inside \(band)"
                detail = reached + (hold > 0 ? ", and held it \(Self.seconds(rep.holdSeconds))." : ".")
            } else {
                switch rep.peakZone {
                case .beyond:
                    reason = .pastTarget
                    detail =
                        "Went past the band to \(peak)"
                        + (hold > 0
                            ? ", so it wasn't held inside \(band) for \(holdLabel)"
                                + (rep.holdSeconds >= 0.05 ? " (\(Self.seconds(rep.holdSeconds)) in the band)." : ".")
                            : ".")
                case .inTarget:
                    reason = .holdTooShort
                    detail = "Reached \(peak), inside \(band), but held it \(Self.seconds(rep.holdSeconds)) of the \(holdLabel) hold."
                case .below:
                    reason = .shortOfTarget
                    detail = "Stopped at \(peak), short of the band \(band)."
                }
            }
            return Line(
                number: index + 1, title: "Rep \(index + 1)", counted: rep.kind == .full, reason: reason,
                status: rep.kind == .full ? "Counted" : "Not counted", peakLabel: peak, detail: detail,
                start: rep.start, end: rep.end)
        }
        let counted = lines.filter(\.counted).count
        headline =
            lines.isEmpty
            ? "No rep found" : "\(counted) of \(lines.count) \(lines.count == 1 ? "rep" : "reps") counted"
        let lost =
            metrics.trackingLosses > 0
            ? "The joint went out of view \(SessionFormat.times(metrics.trackingLosses)); a movement under way then doesn't count. "
                + "Keep the whole limb in the picture."
            : nil
        let notes = [lost, metrics.shakyTrackingNote, metrics.countCheckNote].compactMap { $0 }
        trackingNote = notes.isEmpty ? nil : notes.joined(separator: " ")
        summary = counted > 0 ? nil : Self.summary(lines, metrics: metrics, bandOwner: bandOwner)
    }

    /// The main reason nothing counted: the reason most movements share, with their peaks.
    private static func summary(_ lines: [Line], metrics: SessionMetrics, bandOwner: String) -> String {
        let band = metrics.target.label
        let hold = metrics.holdTargetSeconds
        guard !lines.isEmpty else {
            return metrics.trackingLosses > 0
                ? "No whole movement was seen: the joint went out of view while moving. Film side-on with the whole limb in view."
                : "No movement away from the start position was seen. Film one set side-on, with the whole limb in view."
        }
        let order: [Reason] = [.pastTarget, .holdTooShort, .shortOfTarget]
        let groups = order.map { reason in (reason, lines.filter { $0.reason == reason }) }.filter { !$0.1.isEmpty }
        // The reason most movements share; on a tie, the first in `order`.
        guard let most = groups.map(\.1.count).max(), let best = groups.first(where: { $0.1.count == most }) else {
            return ""
        }
        let who = subject(best.1.count, of: lines.count)
        let peaks = metrics.repetitions.enumerated().filter { index, _ in best.1.contains { $0.number == index + 1 } }
            .map(\.element.peakAngle)
        let span = range(peaks)
        let holdAdvice = hold > 0 ? " and hold it \(seconds(hold))" : ""
        switch best.0 {
        case .pastTarget:
            return "\(who) went past the target band, to \(span). \(bandOwner) is \(band): stop inside it\(holdAdvice)."
        case .holdTooShort:
            let longest = metrics.repetitions.map(\.holdSeconds).max() ?? 0
            return "\(who) reached the target band but didn't stay \(seconds(hold)) (the longest stay was \(seconds(longest))). "
                + "Hold still inside \(band) until the hold is done."
        case .shortOfTarget:
            return "\(who) stopped short of the target band, at \(span). \(bandOwner) is \(band): go a little further\(holdAdvice)."
        case .counted:
            return ""
        }
    }

    /// "All 3 movements", "Both movements", "The movement", "2 of 3 movements".
    public static func subject(_ count: Int, of total: Int) -> String {
        if total == 1 { return "The movement" }
        if count == total { return total == 2 ? "Both movements" : "All \(total) movements" }
        return "\(count) of \(total) movements"
    }

    /// "119°–123°", or "121°" when they agree.
    public static func range(_ angles: [Double]) -> String {
        let values = angles.filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return "—" }
        let a = SessionFormat.degrees(low), b = SessionFormat.degrees(high)
        return a == b ? a : "\(a)–\(b)"
    }

    /// "5 s", "1.5 s", "0.3 s": tenths under 10 s, where a hold is judged.
    public static func seconds(_ value: Double) -> String {
        let v = max(0, value.isFinite ? value : 0)
        if v >= 10 { return SessionFormat.seconds(v) }
        let tenths = (v * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) s" : String(format: "%.1f s", tenths)
    }

}

import Foundation
import PhysioCore
import Testing

/// The video check says why each rep counted or not, from the engine's rep records (issue 22).
@Suite struct VideoCheckExplanationTests {
    /// A rep record as the engine writes it (decoded: its memberwise initializer is the engine's).
    static func rep(
        _ kind: String, peak: Double, zone: String, hold: Double = 0, start: Double = 0, end: Double = 1
    ) throws -> Repetition {
        let json = """
            {"kind":"\(kind)","start":\(start),"end":\(end),"peakAngle":\(peak),"holdSeconds":\(hold),"peakZone":"\(zone)"}
            """
        return try JSONDecoder().decode(Repetition.self, from: Data(json.utf8))
    }

    static func metrics(
        _ reps: [Repetition], target: AngleRange = AngleRange(60, 90), hold: Double = 5, losses: Int = 0
    ) -> SessionMetrics {
        let goal = MotionGoal(
            movement: .kneeFlexion, target: target, restAngle: 0, holdSeconds: hold, reps: 10, side: .right)
        return SessionMetrics(
            goal: goal, repetitions: reps, bestAngle: nil, timeInZoneSeconds: 0, durationSeconds: 10,
            samplesUsed: 100, samplesRejected: 0, trackingLosses: losses)
    }

    @Test func threeMovementsPastTheBandSayWhereTheyWentAndWhatTheBandIs() throws {
        let metrics = Self.metrics([
            try Self.rep("partial", peak: 119.4, zone: "beyond"),
            try Self.rep("partial", peak: 123.2, zone: "beyond", hold: 0.4),
            try Self.rep("partial", peak: 121, zone: "beyond"),
        ])
        let explanation = VideoCheckExplanation(metrics: metrics, fromPlan: true)
        #expect(explanation.headline == "0 of 3 reps counted")
        #expect(
            explanation.summary
                == "All 3 movements went past the target band, to 119°–123°. Your plan's band is 60°–90°: stop inside it and hold it 5 s."
        )
        #expect(explanation.lines.map(\.title) == ["Rep 1", "Rep 2", "Rep 3"])
        #expect(explanation.lines.allSatisfy { !$0.counted && $0.reason == .pastTarget && $0.status == "Not counted" })
        #expect(explanation.lines[0].detail == "Went past the band to 119°, so it wasn't held inside 60°–90° for 5 s.")
        #expect(
            explanation.lines[1].detail
                == "Went past the band to 123°, so it wasn't held inside 60°–90° for 5 s (0.4 s in the band).")
        #expect(explanation.trackingNote == nil)
    }

    @Test func aRepThatReachedTheBandButLeftEarlySaysHowLongItHeld() throws {
        let metrics = Self.metrics([
            try Self.rep("partial", peak: 75, zone: "in", hold: 1.2),
            try Self.rep("partial", peak: 80, zone: "in", hold: 2.5),
        ])
        let explanation = VideoCheckExplanation(metrics: metrics, fromPlan: false)
        #expect(explanation.lines[0].reason == .holdTooShort)
        #expect(explanation.lines[0].detail == "Reached 75°, inside 60°–90°, but held it 1.2 s of the 5 s hold.")
        #expect(
            explanation.summary
                == "Both movements reached the target band but didn't stay 5 s (the longest stay was 2.5 s). Hold still inside 60°–90° until the hold is done."
        )
    }

    @Test func shortRepsAndTheMainReasonWhenReasonsDiffer() throws {
        let metrics = Self.metrics(
            [
                try Self.rep("partial", peak: 40, zone: "below"),
                try Self.rep("partial", peak: 47.6, zone: "below"),
                try Self.rep("partial", peak: 100, zone: "beyond"),
            ], hold: 0)
        let explanation = VideoCheckExplanation(metrics: metrics, fromPlan: false)
        #expect(explanation.lines[0].detail == "Stopped at 40°, short of the band 60°–90°.")
        #expect(explanation.lines[2].detail == "Went past the band to 100°.")
        #expect(
            explanation.summary
                == "2 of 3 movements stopped short of the target band, at 40°–48°. The exercise's band is 60°–90°: go a little further."
        )
    }

    @Test func countedRepsSayWhatTheyReachedAndNoSummaryIsNeeded() throws {
        let metrics = Self.metrics([
            try Self.rep("full", peak: 82, zone: "in", hold: 5.4),
            try Self.rep("partial", peak: 120, zone: "beyond"),
        ])
        let explanation = VideoCheckExplanation(metrics: metrics, fromPlan: true)
        #expect(explanation.headline == "1 of 2 reps counted")
        #expect(explanation.lines[0].counted && explanation.lines[0].status == "Counted")
        #expect(explanation.lines[0].detail == "Reached 82°, inside 60°–90°, and held it 5.4 s.")
        #expect(explanation.summary == nil)
        let one = VideoCheckExplanation(metrics: Self.metrics([try Self.rep("full", peak: 70, zone: "in", hold: 6)]), fromPlan: true)
        #expect(one.headline == "1 of 1 rep counted")
    }

    @Test func noMovementAndLostTrackingAreExplained() {
        let still = VideoCheckExplanation(metrics: Self.metrics([]), fromPlan: false)
        #expect(still.headline == "No rep found")
        #expect(still.summary?.hasPrefix("No movement away from the start position was seen.") == true)
        let lost = VideoCheckExplanation(metrics: Self.metrics([], losses: 2), fromPlan: false)
        #expect(lost.summary?.hasPrefix("No whole movement was seen: the joint went out of view") == true)
        #expect(
            lost.trackingNote
                == "The joint went out of view twice; a movement under way then doesn't count. Keep the whole limb in the picture."
        )
    }

    @Test func secondsReadAsAPersonWouldSayThem() {
        #expect(VideoCheckExplanation.seconds(5) == "5 s")
        #expect(VideoCheckExplanation.seconds(1.24) == "1.2 s")
        #expect(VideoCheckExplanation.seconds(0.96) == "1 s")
        #expect(VideoCheckExplanation.seconds(-1) == "0 s")
        #expect(VideoCheckExplanation.seconds(.nan) == "0 s")
        #expect(VideoCheckExplanation.subject(1, of: 1) == "The movement")
        #expect(VideoCheckExplanation.range([121.2, 121.4]) == "121°")
    }
}

import Foundation
import PhysioCore
import Testing

/// Which side is measured: the better seen of the sides that move, range as tie-break, with hysteresis.
@Suite struct SideChooserTests {
    /// One leg in image pixels: hip above knee, the shin swung back by `angle`° of knee flexion.
    struct Leg {
        var angle: Double
        var visibility: Double
    }

    /// A canonical 2-D frame with both legs (x apart by a few pixels, as seen side-on).
    static func frame(_ time: Double, left: Leg, right: Leg) -> PoseFrame {
        var points = [PosePoint](repeating: .missing, count: Joint.allCases.count)
        for (side, leg, x) in [(BodySide.left, left, 200.0), (.right, right, 206.0)] {
            let radians = leg.angle * .pi / 180
            points[Joint.hip(side).rawValue] = PosePoint(x: x, y: 100, confidence: leg.visibility)
            points[Joint.knee(side).rawValue] = PosePoint(x: x, y: 200, confidence: leg.visibility)
            points[Joint.ankle(side).rawValue] = PosePoint(
                x: x - 100 * sin(radians), y: 200 + 100 * cos(radians), confidence: leg.visibility)
        }
        return PoseFrame(time: time, skeleton: .canonical, points: points, space: .image)
    }

    /// Knee flexion over `reps` squats of 4 s each at 10 fps: 5° → `depth`° and back.
    static func squat(_ index: Int, depth: Double = 110) -> Double {
        let phase = Double(index % 40) / 40
        return 5 + (depth - 5) * (1 - cos(2 * .pi * phase)) / 2
    }

    static func recording(frames: Int, _ make: (Int) -> PoseFrame) -> Recording {
        Recording(
            samples: (0..<frames).map { .pose(make($0)) }, joints: Set(Joint.allCases), isAngleSeries: false,
            is3D: false)
    }

    @Test func whenBothLegsMoveTheBetterSeenOneIsMeasuredEvenIfTheHiddenOneWobblesWider() {
        // The far leg is half hidden: lower visibility (still above 0.5) and a guessed, wider swing.
        var chooser = SideChooser(movement: .kneeFlexion)
        for index in 0..<200 {
            let wobble = index % 3 == 0 ? 12.0 : -6
            chooser.add(Self.frame(
                Double(index) / 10, left: Leg(angle: Self.squat(index) + wobble, visibility: 0.9),
                right: Leg(angle: Self.squat(index), visibility: 0.99)))
        }
        let left = chooser.evidence(.left), right = chooser.evidence(.right)
        #expect(left.range > right.range)  // the range alone would pick the hidden leg
        #expect(abs(right.meanVisibility - 0.99) < 1e-9 && abs(left.meanVisibility - 0.9) < 1e-9)
        #expect(chooser.choice() == .right)
        // Counted through the analyser, the visible leg's five squats come out right.
        let recording = Self.recording(frames: 200) { index in
            let wobble = index % 3 == 0 ? 12.0 : -6
            return Self.frame(
                Double(index) / 10, left: Leg(angle: Self.squat(index) + wobble, visibility: 0.9),
                right: Leg(angle: Self.squat(index), visibility: 0.99))
        }
        let metrics = try? RecordingAnalyzer.analyze(
            recording, movement: .kneeFlexion, target: AngleRange(90, 140), restAngle: nil, holdSeconds: 0,
            reps: 0, side: nil)
        #expect(metrics?.side == .right)
        #expect(metrics?.reps == 5)
    }

    @Test func aStillLegIsNotMeasuredEvenWhenItIsTheBetterSeen() {
        // Seated knee extension of the far leg, filmed side-on: the near (right) leg rests, seen clearly.
        var chooser = SideChooser(movement: .kneeFlexion)
        for index in 0..<120 {
            chooser.add(Self.frame(
                Double(index) / 10, left: Leg(angle: Self.squat(index, depth: 80), visibility: 0.8),
                right: Leg(angle: 88 + Double(index % 2), visibility: 0.99)))
        }
        #expect(chooser.evidence(.right).range < 2)
        #expect(chooser.choice() == .left)
        #expect(chooser.choice(keeping: .right) == .left)  // a still side is left even when it was chosen
    }

    @Test func sidesSeenAlikeAreSettledByRangeOfMotion() {
        var chooser = SideChooser(movement: .kneeFlexion)
        for index in 0..<120 {
            chooser.add(Self.frame(
                Double(index) / 10, left: Leg(angle: Self.squat(index, depth: 60), visibility: 0.95),
                right: Leg(angle: Self.squat(index, depth: 100), visibility: 0.96)))
        }
        #expect(chooser.choice() == .right)
        // Visibility within the margin, and a range not 1.25× wider: the current side stays.
        var close = SideChooser(movement: .kneeFlexion)
        for index in 0..<120 {
            close.add(Self.frame(
                Double(index) / 10, left: Leg(angle: Self.squat(index, depth: 95), visibility: 0.95),
                right: Leg(angle: Self.squat(index, depth: 100), visibility: 0.96)))
        }
        #expect(close.choice() == .right)
        #expect(close.choice(keeping: .left) == .left)
    }

    @Test func theChoiceHoldsOnASmallVisibilityLeadAndMovesOnAClearOne() {
        func chooser(leftVisibility: Double, rightVisibility: Double) -> SideChooser {
            var chooser = SideChooser(movement: .kneeFlexion)
            for index in 0..<80 {
                chooser.add(Self.frame(
                    Double(index) / 10, left: Leg(angle: Self.squat(index), visibility: leftVisibility),
                    right: Leg(angle: Self.squat(index), visibility: rightVisibility)))
            }
            return chooser
        }
        let slightLead = chooser(leftVisibility: 0.9, rightVisibility: 0.945)
        #expect(slightLead.choice() == .right)  // with nothing chosen yet, the better seen side
        #expect(slightLead.choice(keeping: .left) == .left)  // but 0.045 doesn't move a choice made
        let clearLead = chooser(leftVisibility: 0.85, rightVisibility: 0.95)
        #expect(clearLead.choice(keeping: .left) == .right)
        #expect(chooser(leftVisibility: 0.9, rightVisibility: 0.9).choice() == .left)  // a perfect tie: left
    }

    @Test func overAWindowOnlyRecentFramesCountSoTheChoiceFollowsWhoTurned() {
        var chooser = SideChooser(movement: .kneeFlexion, window: 40)
        var side = BodySide.left
        var switches = 0
        // 8 s with the left leg to the camera, then the person turns: the right leg is seen better.
        for index in 0..<200 {
            let turned = index >= 80
            chooser.add(Self.frame(
                Double(index) / 10, left: Leg(angle: Self.squat(index), visibility: turned ? 0.8 : 0.99),
                right: Leg(angle: Self.squat(index), visibility: turned ? 0.99 : 0.8)))
            if index >= 40 {
                let next = chooser.choice(keeping: side)
                if next != side { switches += 1 }
                side = next
            }
            if index == 79 { #expect(side == .left) }
        }
        #expect(side == .right)
        #expect(switches == 1)  // hysteresis: one switch, no flapping around the crossing
        #expect(chooser.evidence(.left).frames == 40)
    }

    @Test func aMissingLandmarkCountsAsUnseen() {
        var chooser = SideChooser(movement: .kneeFlexion)
        for index in 0..<60 {
            var frame = Self.frame(
                Double(index) / 10, left: Leg(angle: Self.squat(index), visibility: 0.95),
                right: Leg(angle: Self.squat(index), visibility: 0.95))
            if index % 2 == 0 { frame.points[Joint.rightAnkle.rawValue] = .missing }
            chooser.add(frame)
        }
        let right = chooser.evidence(.right)
        #expect(abs(right.meanVisibility - 0.475) < 1e-9)
        #expect(abs(right.seenFraction - 0.5) < 1e-9)
        #expect(chooser.choice() == .left)
    }
}

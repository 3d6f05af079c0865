import Foundation

/// How one exercise is drawn: its posture, what stays put, the pose at any measured angle, and its
/// props. The pose is a function of the measured angle, so start (rest angle), end (middle of the
/// target band) and every animation frame come from the same place.
struct FigureSpec: Sendable {
    /// Where the table goes, relative to the arm at the start.
    enum Table: Sendable {
        /// Under the whole forearm (elbow bends).
        case underForearm
        /// Its edge at the elbow, the forearm free beyond it.
        case edgeAtElbow
        /// Its edge at the wrist, the hand over the edge.
        case edgeAtWrist
        /// Standing, the hand flat on it.
        case underHand
    }

    var posture: FigurePosture
    /// The posture at the end when it differs (sit-to-stand ends standing).
    var endPosture: FigurePosture?
    var anchor: FigureAnchor = .pelvis
    /// What the end looks like besides the angle: "heel slid up towards your bottom".
    var endAction: String
    var table: Table?
    /// A wall this far to the right of the exercised shoulder (front view).
    var wallOffset: Double?
    var towel = false
    /// The pose at a measured angle.
    var pose: @Sendable (Double) -> FigurePose

    /// The height of a chair's seat above the floor, and of the pelvis above a seat or bed.
    static let seatHeight = 34.0
    static let pelvisAboveSupport = 5.0

    /// The start pose, placed on its bed, chair or floor.
    func placedStart(angle: Double) -> FigureSkeleton {
        let skeleton = FigureSkeleton(pose: pose(angle), view: posture.view)
        switch posture {
        case .lyingOnBack, .longSitting:
            return skeleton.translated(by: FigurePoint(0, Self.pelvisAboveSupport))
        case .seated, .seatedAtTable:
            return skeleton.translated(by: FigurePoint(0, Self.seatHeight + Self.pelvisAboveSupport))
        case .standing, .standingAtTable, .standingFacing:
            return skeleton.translated(by: FigurePoint(0, 4 - skeleton.otherLeg[2].y))
        }
    }

    /// The pose at `angle`, moved so its anchor sits at `anchor`.
    func skeleton(angle: Double, anchoredAt anchor: FigurePoint) -> FigureSkeleton {
        let skeleton = FigureSkeleton(pose: pose(angle), view: posture.view)
        return skeleton.translated(by: anchor - anchorPoint(of: skeleton))
    }

    func anchorPoint(of skeleton: FigureSkeleton) -> FigurePoint {
        switch anchor {
        case .pelvis: skeleton.pelvis
        case .standingFoot: skeleton.otherLeg[2]
        }
    }

    /// The props that move with the figure (a towel held between the hands and the foot).
    func movingProps(_ skeleton: FigureSkeleton) -> [FigureProp] {
        towel ? [FigureProp(.towel, [skeleton.arm[2], skeleton.leg[3], skeleton.otherArm[2]])] : []
    }

    /// The props that stay put: the bed or floor under both poses, the chair, the table, the wall.
    func props(start: FigureSkeleton, end: FigureSkeleton) -> [FigureProp] {
        let xs = (start.points + end.points).map(\.x)
        let left = (xs.min() ?? 0) - FigureProportions.headRadius - 4
        let right = (xs.max() ?? 0) + FigureProportions.headRadius + 4
        var props = [FigureProp(.ground, [FigurePoint(left, 0), FigurePoint(right, 0)])]
        if posture == .seated || posture == .seatedAtTable {
            let seat = Self.seatHeight, back = start.pelvis.x - 13, front = start.pelvis.x + 15
            props.append(FigureProp(.furniture, [FigurePoint(back, seat + 40), FigurePoint(back, 0)]))
            props.append(
                FigureProp(.furniture, [FigurePoint(back, seat), FigurePoint(front, seat), FigurePoint(front, 0)]))
        }
        if let table { props += tableProps(table, arm: start.arm) }
        if let wallOffset {
            let x = start.arm[0].x + wallOffset
            props.append(FigureProp(.furniture, [FigurePoint(x, 0), FigurePoint(x, 150)]))
        }
        return props
    }

    private func tableProps(_ table: Table, arm: [FigurePoint]) -> [FigureProp] {
        let lift = 4.5
        let (top, from, to): (Double, Double, Double) =
            switch table {
            case .underForearm: (arm[1].y - lift, arm[1].x - 16, arm[3].x + 14)
            case .edgeAtElbow: (arm[1].y - lift, arm[1].x - 34, arm[1].x + 2)
            case .edgeAtWrist: (arm[1].y - lift, arm[1].x - 16, arm[2].x + 1)
            case .underHand: (arm[2].y - lift, arm[2].x - 14, arm[3].x + 26)
            }
        let leg = table == .underHand || table == .underForearm ? to - 4 : from + 4
        return [
            FigureProp(.furniture, [FigurePoint(from, top), FigurePoint(to, top)]),
            FigureProp(.furniture, [FigurePoint(leg, top), FigurePoint(leg, 0)]),
        ]
    }

    /// The relative shoulder and elbow angles that put the wrist at `target`, the elbow bending
    /// to the side `elbowUp` says (two-segment inverse kinematics by the law of cosines).
    static func reach(
        from shoulder: FigurePoint, to target: FigurePoint, trunk: Double, elbowUp: Bool
    ) -> (shoulder: Double, elbow: Double) {
        typealias P = FigureProportions
        let (a, b) = (P.upperArm, P.forearm)
        let distance = min(max(shoulder.distance(to: target), abs(a - b) + 0.01), a + b - 0.01)
        let opening = acos((a * a + distance * distance - b * b) / (2 * a * distance)) * 180 / .pi
        let upper = shoulder.direction(to: target) + (elbowUp ? opening : -opening)
        let elbow = shoulder.moved(a, upper)
        let forearm = elbow.direction(to: target)
        return (normalized(upper - (trunk + 180)), normalized(forearm - upper))
    }
}

import Foundation
import PhysioCore

/// Places a figure's frames in the drawing's two panels: one scale for both, so the bed or floor
/// stays put, the figure's feet on the panel's bottom and centred across it.
struct DrawingLayout {
    let figure: ExerciseFigure
    let size: ExerciseDrawingView.Size
    let scale: Double
    let minX: Double
    let maxY: Double
    let offsetX: Double
    let offsetY: Double
    /// The panels' height: as tall as the figure needs at its scale (a lying figure is short).
    let panelHeight: Double
    /// Start above End instead of beside it: for figures much wider than tall (lying, sitting on
    /// the floor), which would be small side by side on a phone.
    let stacked: Bool

    init(figure: ExerciseFigure, frames: [FigureFrame], size: ExerciseDrawingView.Size) {
        self.figure = figure
        self.size = size
        let skeletons = frames.map(\.skeleton) + [figure.start.skeleton, figure.end.skeleton]
        // Room for the angle's arc (every frame) and the target band (the End panel's frames).
        let reach = ExerciseDrawingView.arcRadius + 6
        let target = figure.target
        func arc(_ frame: FigureFrame, _ angles: [Double]) -> [FigurePoint] {
            angles.map { frame.angle.vertex.moved(reach, frame.angle.direction(at: $0)) }
        }
        let arcs =
            arc(figure.start, [0, figure.start.angle.degrees])
            + (frames + [figure.end]).flatMap {
                arc($0, [0, $0.angle.degrees, target.lower, (target.lower + target.upper) / 2, target.upper])
            }
        let points = skeletons.flatMap(\.points) + figure.props.flatMap(\.points) + arcs
        let margin = FigureProportions.headRadius + 3
        let xs = points.map(\.x), ys = points.map(\.y)
        minX = (xs.min() ?? 0) - margin
        maxY = (ys.max() ?? 0) + margin
        let width = (xs.max() ?? 0) + margin - minX, height = maxY - min(ys.min() ?? 0, 0) + 2
        let top = size == .full ? 28.0 : 6.0, side = 8.0, bottom = 6.0
        let availableWidth = ExerciseDrawingView.panelWidth - 2 * side
        let availableHeight = ExerciseDrawingView.panelHeight - top - bottom
        scale = min(availableWidth / width, availableHeight / height, 1.3)
        offsetX = side + (availableWidth - width * scale) / 2
        offsetY = top
        panelHeight = (top + height * scale + bottom).rounded(.up)
        stacked = size == .full && [.lyingOnBack, .longSitting].contains(figure.startPosture)
    }

    /// The top left corner of `panel` (0 start, 1 end).
    func origin(panel: Int) -> (x: Double, y: Double) {
        stacked ? (0, Double(panel) * panelHeight) : (Double(panel) * ExerciseDrawingView.panelWidth, 0)
    }

    /// The whole drawing's width and height for `panels` panels.
    func size(panels: Int) -> (width: Double, height: Double) {
        stacked
            ? (ExerciseDrawingView.panelWidth, panelHeight * Double(panels))
            : (ExerciseDrawingView.panelWidth * Double(panels), panelHeight)
    }

    /// A figure point on the page, in `panel`, y downwards.
    func point(_ point: FigurePoint, panel: Int) -> (x: Double, y: Double) {
        let corner = origin(panel: panel)
        return (corner.x + offsetX + (point.x - minX) * scale, corner.y + offsetY + (maxY - point.y) * scale)
    }

    /// The props that stay put, drawn under the figure.
    func props(panel: Int) -> String {
        figure.props.map { prop in
            DrawingShape(
                kind: .polyline(polyline(prop.points, panel: panel)),
                classes: prop.kind == .ground ? "fig-prop fig-ground" : "fig-prop"
            ).still
        }.joined()
    }

    /// One frame's shapes, always the same list in the same order so frames can be animated.
    func shapes(_ frame: FigureFrame, panel: Int) -> [DrawingShape] {
        let skeleton = frame.skeleton
        let moving = figure.movement.movingPart
        func limbClass(_ part: MovingPart) -> String { part == moving ? "fig-body fig-move" : "fig-body" }
        var shapes = frame.props.map {
            DrawingShape(kind: .polyline(polyline($0.points, panel: panel)), classes: "fig-towel")
        }
        // From the side the other limbs are behind the body, muted; from the front they are as near as the others.
        let other = figure.view == .front ? "fig-body" : "fig-far"
        shapes.append(DrawingShape(kind: .polyline(polyline(skeleton.otherLeg, panel: panel)), classes: other))
        shapes.append(DrawingShape(kind: .polyline(polyline(skeleton.otherArm, panel: panel)), classes: other))
        shapes.append(
            DrawingShape(
                kind: .polyline(polyline([skeleton.pelvis, skeleton.neck], panel: panel)), classes: limbClass(.trunk)))
        if figure.view == .front {
            // The shoulders and hips across, so the limbs hang from the body.
            for (left, right) in [(skeleton.otherArm[0], skeleton.arm[0]), (skeleton.otherLeg[0], skeleton.leg[0])] {
                shapes.append(
                    DrawingShape(kind: .polyline(polyline([left, right], panel: panel)), classes: "fig-body"))
            }
        }
        let head = point(skeleton.head, panel: panel)
        shapes.append(
            DrawingShape(
                kind: .circle(x: head.x, y: head.y, radius: FigureProportions.headRadius * scale),
                classes: moving == .trunk ? "fig-head fig-move" : "fig-head"))
        let limbs = [(MovingPart.leg, skeleton.leg), (.arm, skeleton.arm)].sorted { $1.0 == moving && $0.0 != moving }
        for (part, points) in limbs {
            shapes.append(DrawingShape(kind: .polyline(polyline(points, panel: panel)), classes: limbClass(part)))
        }
        shapes += angleShapes(frame.angle, panel: panel)
        return shapes
    }

    private func angleShapes(_ angle: FigureAngle, panel: Int) -> [DrawingShape] {
        let vertex = point(angle.vertex, panel: panel)
        let radius = ExerciseDrawingView.arcRadius
        let target = figure.target
        let reference = point(vertex, along: angle.reference, distance: radius + 10)
        // The target band belongs to the End panel: drawn at the start, it would point where no limb goes.
        let band =
            panel == 0 && size == .full
            ? []
            : [
                DrawingShape(
                    kind: .path(arc(vertex, angle, from: target.lower, to: target.upper, radius: radius)),
                    classes: "fig-band")
            ]
        return band + [
            DrawingShape(
                kind: .polyline(
                    "\(Self.number(vertex.x)),\(Self.number(vertex.y)) \(Self.number(reference.x)),\(Self.number(reference.y))"
                ), classes: "fig-ref"),
            DrawingShape(
                kind: .path(arc(vertex, angle, from: 0, to: angle.degrees, radius: radius)), classes: "fig-arc"),
            DrawingShape(kind: .circle(x: vertex.x, y: vertex.y, radius: 3.5), classes: "fig-joint"),
        ]
    }

    /// A page point `distance` from `origin` in the figure direction `degrees` (y flips on the page).
    private func point(
        _ origin: (x: Double, y: Double), along degrees: Double, distance: Double
    ) -> (x: Double, y: Double) {
        let radians = degrees * .pi / 180
        return (origin.x + distance * cos(radians), origin.y - distance * sin(radians))
    }

    /// The arc of `angle` between two measured angles, as SVG path data.
    private func arc(
        _ vertex: (x: Double, y: Double), _ angle: FigureAngle, from: Double, to: Double, radius: Double
    ) -> String {
        let (start, end) = (angle.direction(at: from), angle.direction(at: to))
        let p1 = point(vertex, along: start, distance: radius), p2 = point(vertex, along: end, distance: radius)
        let sweep = end - start > 0 ? 0 : 1  // anticlockwise on the figure is anticlockwise on the page
        let large = abs(end - start) > 180 ? 1 : 0
        let r = Self.number(radius)
        return
            "M\(Self.number(p1.x)) \(Self.number(p1.y))A\(r) \(r) 0 \(large) \(sweep) \(Self.number(p2.x)) \(Self.number(p2.y))"
    }

    private func polyline(_ points: [FigurePoint], panel: Int) -> String {
        points.map {
            let p = point($0, panel: panel); return "\(Self.number(p.x)),\(Self.number(p.y))"
        }.joined(separator: " ")
    }

    /// "12": whole units (about a pixel on a phone), to keep the markup small.
    static func number(_ value: Double) -> String {
        String(format: "%.0f", value.rounded() + 0.0)  // + 0.0 turns −0 into 0
    }
}

/// The part of the body a movement moves, drawn in the region's colour.
enum MovingPart {
    case leg, arm, trunk
}

extension JointMovement {
    var movingPart: MovingPart {
        switch self {
        case .kneeFlexion, .hipFlexion, .ankleDorsiflexion: .leg
        case .elbowFlexion, .shoulderAbduction, .wristExtension: .arm
        case .trunkFlexion: .trunk
        }
    }
}

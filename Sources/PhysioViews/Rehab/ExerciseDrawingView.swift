import Foundation
import PhysioCore

/// An exercise's drawing as inline SVG: "Start" and "End" side by side, the measured joint's angle
/// as an arc with the target band, in the region's colour, light and dark through CSS variables
/// (`drawings.css`). The full size also moves gently from start to end in the End panel (SMIL,
/// shown only when the reader allows motion); the thumbnail is the end alone, still, without words.
/// Lying and floor-sitting figures, much wider than tall, stack Start above End.
public struct ExerciseDrawingView: Sendable {
    public enum Size: Sendable {
        case full, thumbnail
    }

    public var figure: ExerciseFigure
    public var tint: String
    public var size: Size

    public init(exercise: Exercise, size: Size = .full) {
        self.init(figure: ExerciseFigure(exercise: exercise), tint: exercise.region.tint, size: size)
    }

    public init(figure: ExerciseFigure, tint: String, size: Size = .full) {
        self.figure = figure
        self.tint = tint
        self.size = size
    }

    /// The frames the End panel moves through (start to end, eased).
    static let motionFrames = 5
    static let panelWidth = 200.0
    static let panelHeight = 190.0
    static let arcRadius = 22.0

    public var html: HTML {
        let layout = DrawingLayout(figure: figure, frames: figure.frames(Self.motionFrames), size: size)
        let animated = size == .full && abs(figure.endAngle - figure.startAngle) >= 1
        let classes =
            "exercise-drawing tint-\(tint)\(size == .thumbnail ? " is-thumbnail" : "")\(layout.stacked ? " is-stacked" : "")\(animated ? " is-animated" : "")"
        // The thumbnail shows the end position alone; the full drawing start and end.
        let panels: [(index: Int, frame: FigureFrame, caption: String, angle: String)] =
            switch size {
            case .full: [(0, figure.start, "Start", startLabel), (1, figure.end, "End", figure.target.label)]
            case .thumbnail: [(0, figure.end, "End", figure.target.label)]
            }
        let extent = layout.size(panels: panels.count)
        let width = DrawingLayout.number(extent.width), height = DrawingLayout.number(extent.height)
        var svg =
            "<svg class=\"\(classes)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTML.escaped(figure.textAlternative))\" data-exercise=\"\(HTML.escaped(figure.exerciseID))\">"
        for panel in panels {
            if size == .full {
                let corner = layout.origin(panel: panel.index)
                let (x, y) = (DrawingLayout.number(corner.x + 10), DrawingLayout.number(corner.y + 18))
                svg +=
                    "<text class=\"fig-caption\" x=\"\(x)\" y=\"\(y)\">\(panel.caption) <tspan class=\"fig-angle\">\(HTML.escaped(panel.angle))</tspan></text>"
            }
            svg += layout.props(panel: panel.index)
            let shapes = layout.shapes(panel.frame, panel: panel.index)
            if panel.index == 1 && animated {
                svg += "<g class=\"fig-still\">\(shapes.map(\.still).joined())</g>"
                let frames = figure.frames(Self.motionFrames).map { layout.shapes($0, panel: 1) }
                svg += "<g class=\"fig-motion\">\(DrawingShape.animated(frames))</g>"
            } else {
                svg += shapes.map(\.still).joined()
            }
        }
        svg += "</svg>"
        return HTML(trusted: svg)
    }

    /// The drawing in its card, as the guide and the session intro show it.
    public static func card(_ guide: ExerciseGuide) -> HTML {
        "<div class=\"drawing-card\">\(ExerciseDrawingView(figure: guide.figure, tint: guide.tint).html)</div>"
    }

    /// A library exercise's end position, small, for lists of exercises (empty for an unknown id).
    public static func thumbnail(exerciseID: String) -> HTML {
        RehabLibrary.exercise(id: exerciseID).map { ExerciseDrawingView(exercise: $0, size: .thumbnail).html } ?? .empty
    }

    private var startLabel: String { "\(ValueText.number(figure.startAngle.rounded()))°" }
}

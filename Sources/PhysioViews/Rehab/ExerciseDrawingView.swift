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

    /// The movement to follow (assistive mode's session start): one figure going from the start to
    /// the end at the pace of a rep — out in 2 s, the prescribed hold (at least half a second), back in
    /// 2 s, a short rest — `reps` times, then still at the start, with a word for each part ("Move",
    /// "Hold", "Back", "Rest") and "Your turn" at the end. Under reduced motion the still start and end
    /// drawing shows instead (`drawings.css`).
    public static func followAlong(_ guide: ExerciseGuide, holdSeconds: Int, reps: Int = 3) -> HTML {
        let figure = guide.figure
        let still = ExerciseDrawingView(figure: figure, tint: guide.tint).html
        guard abs(figure.endAngle - figure.startAngle) >= 1 else { return still }
        let frames = figure.frames(7)
        let layout = DrawingLayout(figure: figure, frames: frames, size: .full)
        let extent = layout.size(panels: 1)
        let width = DrawingLayout.number(extent.width), height = DrawingLayout.number(extent.height)
        let parts = [("Move", 2.0), ("Hold", max(Double(holdSeconds), 0.5)), ("Back", 2.0), ("Rest", 1.5)]
        let cycle = parts.reduce(0) { $0 + $1.1 }
        var ends: [Double] = []
        var elapsed = 0.0
        for part in parts {
            elapsed += part.1
            ends.append(elapsed / cycle)
        }
        let duration = "\(DrawingLayout.number(cycle))s"
        let pace = DrawingShape.Pace(
            outEnd: ends[0], holdEnd: ends[1], backEnd: ends[2], duration: duration, repeats: String(reps))
        let shapes = frames.map { layout.shapes($0, panel: 0) }
        // One word per part, shown while it lasts; after the last rep, "Your turn".
        let starts = [0.0] + ends.dropLast()
        let words = zip(parts, zip(starts, ends)).map { part, span in
            let (from, to) = span
            let values = from == 0 ? "1;0;0" : "0;1;0"
            let (start, end) = (DrawingShape.key(key: from), DrawingShape.key(key: to))
            let times = from == 0 ? "0;\(end);1" : "0;\(start);\(end)"
            return
                "<text class=\"fig-follow-word\" x=\"10\" y=\"20\" opacity=\"0\">\(part.0)<animate attributeName=\"opacity\" calcMode=\"discrete\" dur=\"\(duration)\" repeatCount=\"\(reps)\" fill=\"freeze\" keyTimes=\"\(times)\" values=\"\(values)\"/></text>"
        }.joined()
        let total = DrawingLayout.number(cycle * Double(reps))
        let yourTurn =
            "<text class=\"fig-follow-word\" x=\"10\" y=\"20\" opacity=\"0\">Your turn<set attributeName=\"opacity\" to=\"1\" begin=\"\(total)s\" fill=\"freeze\"/></text>"
        let svg =
            "<svg class=\"exercise-drawing follow-along-drawing tint-\(guide.tint)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTML.escaped("The movement, \(reps) times: " + figure.textAlternative))\" data-follow-along=\"\(reps)\" data-rep-seconds=\"\(DrawingLayout.number(cycle))\">"
            + layout.props(panel: 0) + DrawingShape.animated(shapes, pace: pace) + words + yourTurn + "</svg>"
        return "<div class=\"follow-along\"><div class=\"follow-motion\">\(HTML(trusted: svg))</div><div class=\"follow-still\">\(still)</div></div>"
    }

    /// A library exercise's end position, small, for lists of exercises (empty for an unknown id).
    public static func thumbnail(exerciseID: String) -> HTML {
        RehabLibrary.exercise(id: exerciseID).map { ExerciseDrawingView(exercise: $0, size: .thumbnail).html } ?? .empty
    }

    private var startLabel: String { "\(ValueText.number(figure.startAngle.rounded()))°" }
}

import Foundation
import PhysioCore

/// The axes of an angle chart (``AngleChartFrame``): the target band, the angle grid with its labels
/// and the day labels. The progress page and the clinician's report draw theirs with it, each in its
/// own classes (the report prints in black and white).
struct AngleChartAxesView {
    /// CSS classes for the band, the grid lines and the axis labels.
    struct Classes {
        var band: String, grid: String, label: String
        static let screen = Classes(band: "chart-band", grid: "chart-grid", label: "chart-axis")
        static let print = Classes(band: "band", grid: "grid", label: "tick")
    }

    var frame: AngleChartFrame
    var classes: Classes

    /// Geometry as the numbers are (the shortest text that reads back as the same value).
    static func number(_ value: Double) -> String { "\(value)" }

    var html: HTML {
        let n = Self.number
        return """
            <rect class="\(classes.band)" x="\(n(frame.plotLeft))" y="\(n(frame.bandY))" width="\(n(frame.plotWidth))" height="\(n(frame.bandHeight))"></rect>
            \(frame.ticks.html { "<line class=\"\(classes.grid)\" x1=\"\(n(frame.plotLeft))\" x2=\"\(n(frame.plotRight))\" y1=\"\(n($0.y))\" y2=\"\(n($0.y))\"></line><text class=\"\(classes.label)\" x=\"\(n(frame.plotLeft - 6))\" y=\"\(n($0.y + 4))\" text-anchor=\"end\">\($0.label)</text>" })
            \(frame.dayTicks.html { "<text class=\"\(classes.label)\" x=\"\(n($0.x))\" y=\"\(n(frame.plotBottom + 17))\" text-anchor=\"middle\">\($0.label)</text>" })
            """
    }
}

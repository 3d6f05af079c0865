import Foundation

/// One SVG element of a drawing. Still, it is written as is; over a series of frames, every
/// attribute that changes gets an SMIL `<animate>` that goes from start to end, holds, and comes back.
struct DrawingShape {
    enum Kind {
        case polyline(String)
        case circle(x: Double, y: Double, radius: Double)
        case path(String)
        case text(x: Double, y: Double, content: String)
    }

    var kind: Kind
    var classes: String

    /// How long one there-and-back movement takes.
    static let duration = "6s"

    var still: String { element(animations: "") }

    /// When each part of a there-and-back movement ends, as fractions of its duration.
    struct Pace {
        var outEnd = 0.35
        var holdEnd = 0.55
        var backEnd = 0.9
        var duration = DrawingShape.duration
        /// "indefinite", or a count after which the shapes stay at the start.
        var repeats = "indefinite"
    }

    /// The shapes of `frames` (each the same list, in the same order) as one animated list.
    static func animated(_ frames: [[DrawingShape]], pace: Pace = Pace()) -> String {
        guard let first = frames.first else { return "" }
        return first.indices.map { index in
            let series = frames.map { $0[index] }
            let names = series[0].attributes.map(\.name)
            let animations = names.indices.map { attribute in
                animation(name: names[attribute], values: series.map { $0.attributes[attribute].value }, pace: pace)
            }.joined()
            return series[0].element(animations: animations)
        }.joined()
    }

    /// The attributes that carry the shape's position.
    private var attributes: [(name: String, value: String)] {
        typealias N = DrawingLayout
        return switch kind {
        case .polyline(let points): [("points", points)]
        case .circle(let x, let y, _): [("cx", N.number(x)), ("cy", N.number(y))]
        case .path(let data): [("d", data)]
        case .text(let x, let y, _): [("x", N.number(x)), ("y", N.number(y))]
        }
    }

    private func element(animations: String) -> String {
        let position = attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
        return switch kind {
        case .polyline: "<polyline class=\"\(classes)\"\(position)>\(animations)</polyline>"
        case .circle(_, _, let radius):
            "<circle class=\"\(classes)\"\(position) r=\"\(DrawingLayout.number(radius))\">\(animations)</circle>"
        case .path: "<path class=\"\(classes)\"\(position)>\(animations)</path>"
        case .text(_, _, let content):
            "<text class=\"\(classes)\"\(position)>\(animations)\(HTML.escaped(content))</text>"
        }
    }

    /// Out by `pace.outEnd` of the time, a hold, back by `pace.backEnd`, a rest: values and key times.
    private static func animation(name: String, values: [String], pace: Pace) -> String {
        guard let first = values.first, values.contains(where: { $0 != first }), values.count > 1 else { return "" }
        let last = values.count - 1
        let outStep = pace.outEnd / Double(last)
        let backStep = (pace.backEnd - pace.holdEnd) / Double(last)
        let out = values.indices.map { (values[$0], Double($0) * outStep) }
        let back = values.indices.reversed().dropFirst().map {
            (values[$0], pace.holdEnd + Double(last - $0) * backStep)
        }
        let keys = out + [(values[last], pace.holdEnd)] + back + [(first, 1.0)]
        let times = keys.map { key(key: $0.1) }.joined(separator: ";")
        return
            "<animate attributeName=\"\(name)\" dur=\"\(pace.duration)\" repeatCount=\"\(pace.repeats)\" fill=\"freeze\" keyTimes=\"\(times)\" values=\"\(keys.map(\.0).joined(separator: ";"))\"/>"
    }

    /// A key time as SMIL takes it: a fraction to three decimals.
    static func key(key: Double) -> String { String(format: "%g", (key * 1000).rounded() / 1000) }
}

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

    /// The shapes of `frames` (each the same list, in the same order) as one animated list.
    static func animated(_ frames: [[DrawingShape]]) -> String {
        guard let first = frames.first else { return "" }
        return first.indices.map { index in
            let series = frames.map { $0[index] }
            let names = series[0].attributes.map(\.name)
            let animations = names.indices.map { attribute in
                animation(name: names[attribute], values: series.map { $0.attributes[attribute].value })
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

    /// Out in the first 35 % of the time, a hold, back by 90 %, a rest: values and key times.
    private static func animation(name: String, values: [String]) -> String {
        guard let first = values.first, values.contains(where: { $0 != first }), values.count > 1 else { return "" }
        let last = values.count - 1
        let step = 0.35 / Double(last)
        let out = values.indices.map { (values[$0], Double($0) * step) }
        let back = values.indices.reversed().dropFirst().map { (values[$0], 0.55 + Double(last - $0) * step) }
        let keys = out + [(values[last], 0.55)] + back + [(first, 1.0)]
        let times = keys.map { String(format: "%g", ($0.1 * 1000).rounded() / 1000) }.joined(separator: ";")
        return
            "<animate attributeName=\"\(name)\" dur=\"\(duration)\" repeatCount=\"indefinite\" keyTimes=\"\(times)\" values=\"\(keys.map(\.0).joined(separator: ";"))\"/>"
    }
}

import Foundation
import PhysioCore

/// A fragment of HTML that is safe to send. Build it with string interpolation: a `String` (or any
/// text) is escaped, an `HTML` fragment is inserted as it is. So user text can never become markup,
/// and a view that forgets to escape doesn't compile rather than rendering blank.
///
///     let card: HTML = "<h3 class=\"card-title\">\(plan.name)</h3>"
///
/// Attribute values must be written in double quotes (escaping covers `"` and `'`).
public struct HTML: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The markup.
    public private(set) var rendered: String

    public var description: String { rendered }

    public static let empty = HTML(trusted: "")

    /// Markup written by us, not taken from input (a constant, or the output of a trusted encoder).
    public init(trusted markup: String) { rendered = markup }

    public init(stringLiteral value: String) { rendered = value }

    public init(stringInterpolation: StringInterpolation) { rendered = stringInterpolation.output }

    /// Fragments one after another.
    public init(_ fragments: [HTML]) {
        var output = ""
        output.reserveCapacity(fragments.reduce(0) { $0 + $1.rendered.utf8.count })
        for fragment in fragments { output += fragment.rendered }
        rendered = output
    }

    public var isEmpty: Bool { rendered.isEmpty }

    public static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(trusted: lhs.rendered + rhs.rendered) }

    public static func += (lhs: inout HTML, rhs: HTML) { lhs.rendered += rhs.rendered }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) { output += literal }

        /// Text: escaped.
        public mutating func appendInterpolation(_ text: String) { HTML.escape(text, into: &output) }

        public mutating func appendInterpolation(_ text: Substring) { HTML.escape(String(text), into: &output) }

        /// Optional text: escaped, nothing when nil.
        public mutating func appendInterpolation(_ text: String?) {
            if let text { HTML.escape(text, into: &output) }
        }

        public mutating func appendInterpolation(_ number: Int) { output += String(number) }

        /// A path: escaped like any attribute value.
        public mutating func appendInterpolation(_ path: AppPath) { HTML.escape(path.value, into: &output) }

        /// Markup: inserted as it is.
        public mutating func appendInterpolation(_ html: HTML) { output += html.rendered }

        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { output += html.rendered }
        }

        /// A list of fragments, one after another.
        public mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { output += fragment.rendered }
        }

        /// Markup only when a condition holds: `\(if: plan.isDue, " is-due")`.
        public mutating func appendInterpolation(if condition: Bool, _ html: HTML) {
            if condition { output += html.rendered }
        }

        /// One of two fragments.
        public mutating func appendInterpolation(if condition: Bool, _ then: HTML, else otherwise: HTML) {
            output += condition ? then.rendered : otherwise.rendered
        }
    }

    /// Escapes text for element content and double- or single-quoted attribute values.
    ///
    /// Works on the UTF-8 bytes: the five special characters are ASCII, so the runs between them
    /// are copied whole (no per-character `String` work), and text with nothing to escape — nearly
    /// all of it — is appended in one go.
    public static func escape(_ text: String, into output: inout String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let replacement: String
            switch utf8[index] {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&#39;"
            default:
                index = utf8.index(after: index)
                continue
            }
            if runStart != index { output += text[runStart..<index] }
            output += replacement
            index = utf8.index(after: index)
            runStart = index
        }
        if runStart == utf8.startIndex {
            output += text
        } else if runStart != utf8.endIndex {
            output += text[runStart..<utf8.endIndex]
        }
    }

    public static func escaped(_ text: String) -> String {
        var output = ""
        escape(text, into: &output)
        return output
    }
}

extension Sequence {
    /// Maps each element to a fragment and joins them: `\(plans.html { PlanCardView($0) })`.
    public func html(_ transform: (Element) throws -> HTML) rethrows -> HTML {
        HTML(try map(transform))
    }
}

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
    /// The markup as UTF-8 bytes: a page is built by appending bytes (a `String` append does more
    /// work per call: small-string and ASCII bookkeeping), and sent as they are.
    public private(set) var utf8: [UInt8]

    /// The markup.
    public var rendered: String { String(decoding: utf8, as: UTF8.self) }

    public var description: String { rendered }

    public static let empty = HTML(trusted: "")

    /// Markup written by us, not taken from input (a constant, or the output of a trusted encoder).
    public init(trusted markup: String) { utf8 = Array(markup.utf8) }

    public init(stringLiteral value: String) { utf8 = Array(value.utf8) }

    public init(stringInterpolation: StringInterpolation) { utf8 = stringInterpolation.output }

    /// Fragments one after another.
    public init(_ fragments: [HTML]) {
        var output: [UInt8] = []
        output.reserveCapacity(fragments.reduce(0) { $0 + $1.utf8.count })
        for fragment in fragments { output += fragment.utf8 }
        utf8 = output
    }

    public var isEmpty: Bool { utf8.isEmpty }

    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        var joined = lhs
        joined.utf8 += rhs.utf8
        return joined
    }

    public static func += (lhs: inout HTML, rhs: HTML) { lhs.utf8 += rhs.utf8 }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) { HTML.append(literal, to: &output) }

        /// Text: escaped.
        public mutating func appendInterpolation(_ text: String) { HTML.escape(text, into: &output) }

        public mutating func appendInterpolation(_ text: Substring) { HTML.escape(String(text), into: &output) }

        /// Optional text: escaped, nothing when nil.
        public mutating func appendInterpolation(_ text: String?) {
            if let text { HTML.escape(text, into: &output) }
        }

        public mutating func appendInterpolation(_ number: Int) { HTML.append(String(number), to: &output) }

        /// A path: escaped like any attribute value.
        public mutating func appendInterpolation(_ path: AppPath) { HTML.escape(path.value, into: &output) }

        /// A path that may not exist (a rest day's workout actions); nothing for nil.
        public mutating func appendInterpolation(_ path: AppPath?) { if let path { HTML.escape(path.value, into: &output) } }

        /// An id, in its one spelling (lower case, ``AppPath/id(_:)``); nothing for nil.
        public mutating func appendInterpolation(_ id: UUID?) { if let id { HTML.append(AppPath.id(id), to: &output) } }

        /// A route without parameters, printed (`\(AppPath.today)`).
        public mutating func appendInterpolation(_ route: AppRoute<Void>) { HTML.escape(route.value, into: &output) }

        /// Markup: inserted as it is.
        public mutating func appendInterpolation(_ html: HTML) { output += html.utf8 }

        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { output += html.utf8 }
        }

        /// A list of fragments, one after another.
        public mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { output += fragment.utf8 }
        }

        /// Markup only when a condition holds: `\(if: plan.isDue, " is-due")`. The markup is made only
        /// then, so it may rely on the condition (`\(if: !frames.isEmpty, firstFrame)`).
        public mutating func appendInterpolation(if condition: Bool, _ html: @autoclosure () -> HTML) {
            if condition { output += html().utf8 }
        }

        /// One of two fragments; only the one shown is made.
        public mutating func appendInterpolation(
            if condition: Bool, _ then: @autoclosure () -> HTML, else otherwise: @autoclosure () -> HTML
        ) {
            output += condition ? then().utf8 : otherwise().utf8
        }
    }

    /// Appends the bytes of `text` as they are.
    @inline(__always)
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// Escapes text for element content and double- or single-quoted attribute values, dropping the
    /// characters that are never shown (``DisplayText``: controls and bidi overrides, so a note can't
    /// reverse how the rest of a line reads).
    ///
    /// Works on the UTF-8 bytes: the five special characters are ASCII, so the runs between them
    /// are copied whole, and text with nothing to escape — nearly all of it — is appended in one go.
    public static func escape(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let replacement: StaticString
                switch bytes[index] {
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x22: replacement = "&quot;"
                case 0x27: replacement = "&#39;"
                case 0x00...0x1F, 0x7F, 0xC2, 0xE2:
                    let hidden = DisplayText.hiddenByteCount(in: bytes, at: index)
                    guard hidden > 0 else {
                        index += 1
                        continue
                    }
                    if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                    index += hidden
                    runStart = index
                    continue
                default:
                    index += 1
                    continue
                }
                if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                index += 1
                runStart = index
            }
            if runStart < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
    }

    public static func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        escape(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

extension Sequence {
    /// Maps each element to a fragment and joins them: `\(plans.html { PlanCardView($0) })`.
    public func html(_ transform: (Element) throws -> HTML) rethrows -> HTML {
        HTML(try map(transform))
    }
}

import Foundation

/// An address inside PhysioPoint. Every link, form action and redirect is built with this one type,
/// so ids always have one casing (lower-case UUIDs) and a renamed route changes in one place.
/// Features add their paths in extensions next to their screens (`AppPath+Rehab.swift`, …).
public struct AppPath: Hashable, Sendable, CustomStringConvertible {
    /// The path and, if any, its query and fragment, e.g. `/plans/…/progress?from=%2F#top`.
    public let value: String

    /// A path from fixed segments; each segment is percent-encoded.
    public init(_ segments: String...) {
        self.init(segments: segments)
    }

    public init(segments: [String]) {
        value = "/" + segments.map(Self.encodeSegment).joined(separator: "/")
    }

    private init(raw: String) { value = raw }

    public var description: String { value }

    /// This path with one more segment.
    public func appending(_ segment: String) -> AppPath {
        AppPath(raw: (value == "/" ? "" : value) + "/" + Self.encodeSegment(segment))
    }

    /// This path with one more segment naming an id (always lower case).
    public func appending(_ id: UUID) -> AppPath { appending(Self.id(id)) }

    /// This path with query items appended (values percent-encoded; nil values left out).
    public func query(_ items: [(String, String?)]) -> AppPath {
        let pairs = items.compactMap { name, value in value.map { "\(Self.encodeQuery(name))=\(Self.encodeQuery($0))" } }
        guard !pairs.isEmpty else { return self }
        return AppPath(raw: value + (value.contains("?") ? "&" : "?") + pairs.joined(separator: "&"))
    }

    public func query(_ name: String, _ value: String?) -> AppPath { query([(name, value)]) }

    /// This path with a `#fragment`.
    public func fragment(_ fragment: String) -> AppPath {
        AppPath(raw: value + "#" + Self.encodeSegment(fragment))
    }

    /// The one spelling of an id in a path or a key: lower-case UUID.
    public static func id(_ id: UUID) -> String { id.uuidString.lowercased() }

    /// A same-site path taken from input (a `from=` or `next=` field), or nil when it could lead
    /// elsewhere (another host, a scheme, a backslash trick).
    public static func local(_ text: String?) -> AppPath? {
        guard let text, text.hasPrefix("/"), !text.hasPrefix("//"), !text.contains("\\"),
            text.count <= 512, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return nil }
        return AppPath(raw: text)
    }

    public static let root = AppPath(raw: "/")

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encodeSegment(_ segment: String) -> String {
        // Most segments (ids, names like "check-circle") need no encoding: skip Foundation's work.
        if segment.utf8.allSatisfy(isUnreserved) { return segment }
        return segment.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static func encodeQuery(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved.union(CharacterSet(charactersIn: ":@/"))) ?? ""
    }
}

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
        // A byte scan: `String.contains(_: String)` goes through NSString and CFStringFind on Linux
        // (3.5 % of a home render, one delete link per plan card).
        return AppPath(raw: value + (value.utf8.contains(0x3F) ? "&" : "?") + pairs.joined(separator: "&"))
    }

    public func query(_ name: String, _ value: String?) -> AppPath { query([(name, value)]) }

    /// This path with a `#fragment`.
    public func fragment(_ fragment: String) -> AppPath {
        AppPath(raw: value + "#" + Self.encodeSegment(fragment))
    }

    /// The one spelling of an id in a path or a key: lower-case UUID.
    /// Formatted by hand: `uuidString.lowercased()` goes through `snprintf` and a second copy on Linux,
    /// and a page with 20 plans formats a few hundred ids.
    public static func id(_ id: UUID) -> String {
        let hex: StaticString = "0123456789abcdef"
        return withUnsafeBytes(of: id.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
                hex.withUTF8Buffer { digits in
                    var o = 0
                    for i in 0..<16 {
                        if i == 4 || i == 6 || i == 8 || i == 10 { out[o] = 0x2D; o += 1 }
                        out[o] = digits[Int(bytes[i] >> 4)]
                        out[o + 1] = digits[Int(bytes[i] & 0x0F)]
                        o += 2
                    }
                    return o
                }
            }
        }
    }

    /// A same-site path taken from input (a `from=` or `next=` field), or nil when it could lead
    /// elsewhere (another host, a scheme, a backslash trick).
    public static func local(_ text: String?) -> AppPath? {
        guard let text, text.hasPrefix("/"), !text.hasPrefix("//"), !text.contains("\\"),
            text.count <= 512, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return nil }
        return AppPath(raw: text)
    }

    public static let root = AppPath(raw: "/")

    // Percent-encoding over UTF-8 bytes (Foundation's `addingPercentEncoding` goes through
    // CFString and UTF-16 on Linux and was a quarter of a home page's render time). Same output:
    // every byte outside the allowed set becomes `%XX` with upper-case hex digits.
    private static func encodeSegment(_ segment: String) -> String {
        percentEncoded(segment, alsoAllowing: false)
    }

    private static func encodeQuery(_ text: String) -> String {
        percentEncoded(text, alsoAllowing: true)
    }

    @inline(__always)
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E: true
        default: false
        }
    }

    /// `alsoAllowing`: the query's extra `:`, `@` and `/`.
    static func percentEncoded(_ text: String, alsoAllowing queryExtras: Bool) -> String {
        func allowed(_ byte: UInt8) -> Bool {
            isUnreserved(byte) || (queryExtras && (byte == 0x3A || byte == 0x40 || byte == 0x2F))
        }
        if text.utf8.allSatisfy(allowed) { return text }
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if allowed(byte) {
                bytes.append(byte)
            } else {
                bytes.append(0x25)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

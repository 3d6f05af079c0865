import Foundation

/// An address inside PhysioPoint, as printed. Every link, form action and redirect is printed by a
/// route (``AppRoute``; the router is registered from the same values), so ids always have one
/// casing (lower-case UUIDs) and a renamed route changes in one place. Features declare their
/// routes as static members in extensions (`AppPath+Rehab.swift`, …).
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

    /// A path a route printed (its segments already encoded).
    init(printed: String) { value = printed }

    /// While a page is drawn for the person someone helps, the prefix their helpable routes print
    /// under (`/people/<id>`); nil otherwise. Set by the web module around such a request.
    @TaskLocal public static var personScope: String?

    public var description: String { value }

    /// This path with one more segment.
    public func appending(_ segment: String) -> AppPath {
        let encoded = Self.encodeSegment(segment)
        var path = value == "/" ? "" : value
        path.reserveCapacity(path.utf8.count + 1 + encoded.utf8.count)
        path += "/"
        path += encoded
        return AppPath(raw: path)
    }

    /// This path with one more segment naming an id (always lower case; nothing in it to encode).
    public func appending(_ id: UUID) -> AppPath {
        var path = value == "/" ? "" : value
        path.reserveCapacity(path.utf8.count + 37)
        path += "/"
        path += Self.id(id)
        return AppPath(raw: path)
    }

    /// This path with query items appended (values percent-encoded; nil values left out).
    public func query(_ items: [(String, String?)]) -> AppPath {
        // A byte scan: `String.contains(_: String)` goes through NSString and CFStringFind on Linux
        // (3.5 % of a home render, one delete link per plan card).
        var separator = value.utf8.contains(0x3F) ? "&" : "?"
        var path = value
        for (name, item) in items {
            guard let item else { continue }
            path += separator
            path += Self.encodeQuery(name)
            path += "="
            path += Self.encodeQuery(item)
            separator = "&"
        }
        return AppPath(raw: path)
    }

    public func query(_ name: String, _ value: String?) -> AppPath {
        guard let value else { return self }
        var path = self.value
        path += self.value.utf8.contains(0x3F) ? "&" : "?"
        path += Self.encodeQuery(name)
        path += "="
        path += Self.encodeQuery(value)
        return AppPath(raw: path)
    }

    /// This path with a `#fragment`.
    public func fragment(_ fragment: String) -> AppPath {
        AppPath(raw: value + "#" + Self.encodeSegment(fragment))
    }

    /// The one spelling of an id in a path or a key: lower-case UUID.
    /// Formatted by hand: `uuidString.lowercased()` goes through `snprintf` and a second copy on Linux,
    /// and a page with 20 plans formats a few hundred ids.
    public static func id(_ id: UUID) -> String {
        String(unsafeUninitializedCapacity: 36) { out in writeID(id, into: out, at: 0) }
    }

    /// Writes the 36 bytes of `id` (lower case) at `start`; returns the position after them.
    private static func writeID(_ id: UUID, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        let hex: StaticString = "0123456789abcdef"
        return withUnsafeBytes(of: id.uuid) { bytes in
            hex.withUTF8Buffer { digits in
                var o = start
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
        // Nearly every segment ("plans", an id) needs nothing: one scan of the bytes says so.
        var scanned = text
        if scanned.withUTF8({ bytes in
            for byte in bytes where !allowed(byte) { return false }
            return true
        }) {
            return text
        }
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

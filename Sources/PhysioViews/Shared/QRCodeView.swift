import Foundation
import PhysioCore

/// A QR code as inline SVG: one `<path>` for the dark modules on a light square that includes the
/// four-module quiet zone (ISO/IEC 18004 §6.3.8), so it scans in dark mode too. `label` is the text
/// alternative, e.g. "QR code of the sign-in address"; show the address itself as text beside it.
public struct QRCodeView: Sendable {
    public var code: QRCode
    public var label: String
    public var cssClass: String

    public static let quietZone = 4

    public init(_ code: QRCode, label: String, cssClass: String = "qr-code") {
        self.code = code
        self.label = label
        self.cssClass = cssClass
    }

    /// Path data in module units, the quiet zone included: one `M x y h n v1 h -n z` per horizontal run
    /// of dark modules.
    public var pathData: String {
        var data = ""
        for y in 0..<code.size {
            var x = 0
            while x < code.size {
                guard code.isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                let start = x
                while x < code.size && code.isDark(x: x, y: y) { x += 1 }
                data += "M\(start + Self.quietZone) \(y + Self.quietZone)h\(x - start)v1h-\(x - start)z"
            }
        }
        return data
    }

    public var html: HTML {
        let side = code.size + 2 * Self.quietZone
        return """
            <svg class="\(cssClass)" viewBox="0 0 \(side) \(side)" role="img" aria-label="\(label)" \
            shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg"><title>\(label)</title>\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(pathData)"/></svg>
            """
    }
}

import Foundation
import PhysioCore

/// A QR code drawn as inline SVG: one path of unit squares on a white field with the four-module
/// quiet zone the standard asks for, so it scans in dark mode too.
public enum QRCodeSVG {
    /// Modules of white around the code (ISO/IEC 18004 §6.3.8).
    public static let quietZone = 4

    public static func html(_ code: QRCode, label: String) -> HTML {
        html(size: code.size, label: label, isDark: code.isDark)
    }

    /// The drawing for a `size`×`size` grid whose dark modules `isDark(x, y)` tells.
    public static func html(size: Int, label: String, isDark: (Int, Int) -> Bool) -> HTML {
        let side = size + 2 * quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x, y) else { x += 1; continue }
                // One rectangle per run of dark modules in a row keeps the path short.
                let start = x
                while x < size && isDark(x, y) { x += 1 }
                path += "M\(start + quietZone) \(y + quietZone)h\(x - start)v1h-\(x - start)z"
            }
        }
        return """
            <svg class="qr-code" role="img" aria-label="\(label)" viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg">\
            <rect width="\(side)" height="\(side)" fill="#ffffff"/><path fill="#000000" d="\(path)"/></svg>
            """
    }
}

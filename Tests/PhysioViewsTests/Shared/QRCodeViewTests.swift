import Foundation
import PhysioCore
import PhysioViews
import Testing

@Suite struct QRCodeViewTests {
    let code = try! QRCode("https://192.168.178.23:8443/login?token=Zk3xQ9vB_2mT8rW-aY7cL1nP4sD6hJ0uE5gK9oR3iVw")

    @Test func thePathDrawsExactlyTheDarkModulesInsideTheQuietZone() throws {
        var drawn = Set<[Int]>()
        // Each run is "M x y h n v1 h -n z".
        let pattern = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/
        let data = QRCodeView(code, label: "QR").pathData
        var consumed = 0
        for match in data.matches(of: pattern) {
            let (x, y, width, back) = (Int(match.1)!, Int(match.2)!, Int(match.3)!, Int(match.4)!)
            #expect(width == back && width > 0)
            for column in x..<(x + width) { drawn.insert([column - 4, y - 4]) }
            consumed += match.output.0.count
        }
        #expect(consumed == data.count)
        var dark = Set<[Int]>()
        for y in 0..<code.size {
            for x in 0..<code.size where code.isDark(x: x, y: y) { dark.insert([x, y]) }
        }
        #expect(drawn == dark)
    }

    @Test func theSVGIsOnePathOnALightSquareWithATextAlternative() {
        let html = QRCodeView(code, label: "Sign-in address for \"my\" phone <b>").html.rendered
        let side = code.size + 8
        #expect(html.hasPrefix("<svg class=\"qr-code\" viewBox=\"0 0 \(side) \(side)\" role=\"img\""))
        #expect(html.contains("aria-label=\"Sign-in address for &quot;my&quot; phone &lt;b&gt;\""))
        #expect(html.contains("<title>Sign-in address for &quot;my&quot; phone &lt;b&gt;</title>"))
        #expect(html.components(separatedBy: "<path").count == 2)
        #expect(html.contains("<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"))
    }
}

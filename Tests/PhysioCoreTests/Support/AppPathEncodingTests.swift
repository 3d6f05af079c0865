import Foundation
import PhysioCore
import Testing

/// AppPath percent-encodes and formats ids by hand (for speed); the output must be exactly what
/// Foundation gives.
@Suite struct AppPathEncodingTests {
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    static let samples = [
        "", "plans", "a b", "c/d", "Plan 1 & 2", "100%", "x?y=z#w", "é ü ñ", "日本語", "🏋️‍♀️ lift", "a:b@c/d",
        "tab\there", "line\nbreak", "~._-", "\"quoted\" <tag> 'single'", "+plus+",
    ]

    @Test(arguments: samples)
    func aSegmentIsEncodedAsFoundationEncodesIt(_ text: String) {
        let expected = "/" + (text.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "")
        #expect(AppPath(text).value == expected)
        #expect(AppPath.root.appending(text).value == expected)
        #expect(AppPath("x").fragment(text).value == "/x#" + (text.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""))
    }

    @Test(arguments: samples)
    func aQueryValueIsEncodedAsFoundationEncodesIt(_ text: String) {
        let allowed = Self.unreserved.union(CharacterSet(charactersIn: ":@/"))
        let expected = "/x?q=" + (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        #expect(AppPath("x").query("q", text).value == (text.isEmpty ? "/x?q=" : expected))
    }

    @Test func anIdIsTheLowerCaseUUID() {
        for round in 0..<256 {  // every byte value in every position, deterministically
            let bytes = (0..<16).map { UInt8(truncatingIfNeeded: round &* 7 &+ $0 &* 31) }
            let id = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                 bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
            #expect(AppPath.id(id) == id.uuidString.lowercased())
        }
        #expect(AppPath.id(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!) == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
    }
}

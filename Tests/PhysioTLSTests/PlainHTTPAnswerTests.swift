import Testing

@testable import PhysioTLS

/// Plain HTTP sent to the HTTPS port.
@Suite struct PlainHTTPAnswerTests {
    @Test func aPageRequestIsRedirectedToTheSameAddressOverHTTPS() {
        let answer = PlainHTTPAnswer.response(toHead: "GET /today?x=1 HTTP/1.1\r\nHost: 192.168.1.20:8080\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 301 Moved Permanently\r\nLocation: https://192.168.1.20:8080/today?x=1\r\n"))
        #expect(answer.contains("Connection: close"))
    }

    @Test func aFormPostKeepsItsMethodThroughTheRedirect() {
        let answer = PlainHTTPAnswer.response(toHead: "POST /settings HTTP/1.1\r\nhost: kitchen-pc.local:8080\r\n\r\n")
        #expect(
            answer.hasPrefix("HTTP/1.1 308 Permanent Redirect\r\nLocation: https://kitchen-pc.local:8080/settings\r\n"))
    }

    @Test func withoutAHostTheAnswerExplainsInstead() {
        let answer = PlainHTTPAnswer.response(toHead: "GET / HTTP/1.0\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        #expect(!answer.contains("Location:"))
        #expect(
            answer.hasSuffix(
                "PhysioPoint answers HTTPS on this port. Open the https:// address PhysioPoint printed when it started.\n"
            ))
    }

    @Test func aHostOrPathThatCouldSplitTheHeaderIsNotEchoed() {
        let badHost = PlainHTTPAnswer.response(
            toHead: "GET / HTTP/1.1\r\nHost: evil.example\u{0B}Set-Cookie: x\r\n\r\n")
        #expect(badHost.hasPrefix("HTTP/1.1 400"))
        let oddPath = PlainHTTPAnswer.response(toHead: "GET //evil.example/x HTTP/1.1\r\nHost: [fd00::20]:8080\r\n\r\n")
        #expect(oddPath.contains("Location: https://[fd00::20]:8080/\r\n"))
    }
}

import HTTPTypes
import Hummingbird
import Testing

@testable import PhysioWeb

/// The session cookie is read by hand (`AuthMiddleware.cookie`); it must read what Hummingbird's
/// `Cookies` reads, for every header shape.
@Suite struct CookieReadingTests {
    @Test(arguments: [
        ["pp_session=abc"],
        ["a=1; pp_session=abc; b=2"],
        ["a=1;pp_session=abc"],
        ["  pp_session=abc  "],
        ["pp_session="],
        ["pp_session"],
        ["pp_session=a=b=c"],
        ["pp_sessionx=1; xpp_session=2"],
        ["pp_session=first; pp_session=second"],
        ["a=1", "pp_session=from-a-second-header"],
        ["PP_SESSION=upper"],
        [";;; ;pp_session=after-empties"],
        ["pp_session=; pp_session=second"],
        ["\tpp_session=tab"],
        ["pp_session =spaced-name"],
        [""],
        [],
    ])
    func aCookieReadsAsHummingbirdReadsIt(_ headers: [String]) {
        var fields = HTTPFields()
        for header in headers { fields.append(HTTPField(name: .cookie, value: header)) }
        let expected = Cookies(from: fields[values: .cookie])["pp_session"]?.value
        #expect(AuthMiddleware.cookie("pp_session", in: fields).map(String.init) == expected, "\(headers)")
    }
}

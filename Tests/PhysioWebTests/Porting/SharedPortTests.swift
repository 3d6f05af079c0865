import Foundation
import PhysioViews
import Testing

@testable import PhysioWeb

@Suite struct SharedPortTests {
    @Test func errorPageMatchesItsTemplateWithEveryChromeState() {
        let screen = Renderer.ErrorScreenForPort(status: 404, heading: "We couldn't find that", message: "No <plan> & 'that'.")
        for chrome in [PortCheck.chrome, PageChrome(title: "Out", assetVersion: "v2")] {
            let new = Layout.page(chrome, body: ErrorView(heading: screen.heading, message: screen.message).html)
            PortCheck.expectSame(PortCheck.mustache("error", screen, chrome: chrome), new)
        }
    }
}

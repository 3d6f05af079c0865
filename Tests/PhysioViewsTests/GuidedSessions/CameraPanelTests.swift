import Foundation
import PhysioCore
import PhysioViews
import Testing

@Suite struct CameraPanelTests {
    @Test func thePanelSaysHowToStandAndCarriesTheFallbackWordsForThePage() {
        let panel = CameraPanel(
            framing: CameraFraming(movement: .elbowFlexion, side: .right), estimationAvailable: false)
        let html = panel.html.rendered
        #expect(html.contains("<li>Turn your right side to the camera.</li>"))
        #expect(html.contains("<li>Step back until your right shoulder, elbow and wrist are in view.</li>"))
        #expect(html.contains("data-estimation=\"unavailable\"") && html.contains("data-measurable=\"true\""))
        #expect(html.contains("data-joints=\"12,14,16\""))  // right shoulder, elbow, wrist in BlazePose-33
        #expect(html.contains("data-lost-message=\"I can&#39;t see you — step back until your right shoulder, elbow and wrist are in view.\""))
        // Attribute text is escaped (the messages hold apostrophes).
        #expect(html.contains("isn&#39;t set up") && !html.contains("isn't set up"))
        #expect(html.contains("<video class=\"camera-video\" muted playsinline autoplay"))
        #expect(html.contains("href=\"/connect\""))
    }
}

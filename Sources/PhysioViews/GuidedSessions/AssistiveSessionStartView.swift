import Foundation
import PhysioCore

/// A guided session's start in assistive mode: which exercise ("Exercise 2 of 3"), the numbers and
/// whose they are, the movement to follow as a short animation of the guide's drawing, and one Start
/// that goes straight to the live page with the source last used (else the camera, which `camera.js`
/// keeps only when the device has one) and the side the plan gives. No choices to make.
public struct AssistiveSessionStartView: Sendable {
    public var screen: SessionIntroScreen
    public var chrome: PageChrome

    public init(_ screen: SessionIntroScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    /// The source Start uses: the one remembered, else the camera when the server can measure it,
    /// else the demo slider.
    var source: SessionIntroScreen.SourceOption? {
        let usable = screen.sources.filter { !$0.disabled }
        if let remembered = screen.rememberedSource,
            let option = usable.first(where: { $0.value == remembered.rawValue })
        {
            return option
        }
        return usable.first(where: \.isCamera) ?? usable.first { $0.value == SessionSource.slider.rawValue }
    }

    /// What to use when the chosen source is the camera and the device has none.
    static let noCameraSource = SessionSource.slider.rawValue

    public var html: HTML {
        let guide = screen.guide
        let place = screen.place
        let side = screen.sides.first(where: \.checked) ?? screen.sides.first
        return """
            <section class="hero tint-\(guide.tint) assistive-start">
              <p class="eyebrow" id="exercise-order">\(guide.positionLabel ?? "Guided session")</p>
              <h1>\(guide.name)</h1>
              <p class="lede assistive-dose" id="assistive-dose">\(guide.doseLabel) <span class="numbers-mark" data-numbers="\(guide.numbers.rawValue)">(\(guide.numbers.mark))</span></p>
            </section>
            <section class="drawing-card follow-along-card" aria-labelledby="follow-title">
              <h2 id="follow-title" class="follow-title">Watch, then do the same</h2>
              \(ExerciseDrawingView.followAlong(guide, holdSeconds: guide.holdSeconds))
            </section>
            <form method="post" action="\(AppPath.liveStart(place.planID, place.slotID, place.exerciseID))" class="form assistive-start-form" data-source-form data-assistive-start data-no-camera-source="\(Self.noCameraSource)"\(screen.rememberedSource.map { " data-remembered-source=\"\($0.rawValue)\"" } ?? "")>
              \(chrome.csrfField)
              <input type="hidden" name="\(SessionStartForm.CodingKeys.source.rawValue)" value="\(source?.value ?? SessionSource.slider.rawValue)" data-source-choice>
              \(side.map { "<input type=\"hidden\" name=\"\(SessionStartForm.CodingKeys.side.rawValue)\" value=\"\($0.value)\">" as HTML })
              <p class="assistive-how" id="assistive-how" data-source-how>\(source.map { "<strong>\($0.title)</strong> · \($0.detail)" as HTML })\(side.map { " · \($0.label)" as HTML })</p>
              <button type="submit" class="button primary huge" id="start-live" aria-describedby="assistive-how">
                \(Icon.use("play")) Start
              </button>
            </form>
            <p class="example-note">\(guide.numbers.note)</p>
            <script type="module" src="\(AppPath.asset("camera.js", version: chrome.assetVersion))"></script>
            """
    }
}

import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

/// The guided session's intro (how to measure, unsaved sessions) and live page (setup per source,
/// the gauge and the hooks `live.js` and `camera.js` read).
@Suite struct GuidedSessionViewTests {
    static let chrome = PageChrome(title: "Heel Slides", csrf: "csrf-token-1", signedIn: true, assetVersion: "v7")
    static let planID = UUID(uuidString: "A1B2C3D4-0000-4000-8000-00000000000A")!
    static let slotID = UUID(uuidString: "B1B2C3D4-0000-4000-8000-00000000000B")!
    static let sessionExercise = "/plans/a1b2c3d4-0000-4000-8000-00000000000a/sessions/b1b2c3d4-0000-4000-8000-00000000000b/exercises/heel-slides"

    static func exercise(_ id: String) -> Exercise { RehabLibrary.exercise(id: id)! }

    static func place(_ id: String = "heel-slides") -> SessionPlace {
        SessionPlace(
            planID: planID, planName: "Knee <b>plan</b>", slotID: slotID, slotLabel: "8:00 AM",
            exerciseIDs: [id, "quad-sets"], exerciseID: id)
    }

    static func intro(_ id: String = "heel-slides", camera: Bool = true, drafts: [UnsavedSession] = []) -> String {
        var screen = SessionIntroScreen(exercise: exercise(id), place: place(id), slotDone: false, cameraAvailable: camera)
        screen.drafts = drafts
        return SessionIntroView(screen, chrome: chrome).html.rendered
    }

    static let liveID = "00ff00ff00ff00ff00ff00ff00ff00ff"

    static func live(
        _ source: SessionSource, _ id: String = "heel-slides", side: BodySide = .left, inPlan: Bool = true,
        tracker: String = "ws://127.0.0.1:8080/live/00ff00ff00ff00ff00ff00ff00ff00ff/ws", numbers: NumbersOrigin = .library
    ) -> String {
        let exercise = exercise(id)
        let screen = LiveSessionScreen(
            sessionID: liveID, exercise: exercise, side: side, source: source, place: inPlan ? place(id) : nil,
            numbers: numbers)
        let camera =
            source == .camera
            ? CameraPanel(framing: CameraFraming(movement: exercise.movement, side: side), estimationAvailable: true)
            : nil
        return LiveSessionView(screen, trackerURL: tracker, camera: camera, chrome: chrome).html.rendered
    }

    // MARK: Intro

    @Test func theIntroLinksBackToTheGuideAndStartsTheSessionWithLowerCaseIds() {
        let html = Self.intro()
        #expect(html.contains("<a href=\"\(Self.sessionExercise)\">"))
        #expect(html.contains("<form method=\"post\" action=\"\(Self.sessionExercise)/live\" class=\"form source-form\" data-source-form>"))
        #expect(html.contains("<input type=\"hidden\" name=\"_csrf\" value=\"csrf-token-1\">"))
        #expect(!html.contains("A1B2C3D4"))
        #expect(html.contains("<h1>Heel Slides</h1>"))
        #expect(html.contains("<p class=\"target-angle mono\" id=\"intro-target\">80°–95°</p>"))
        #expect(html.contains("<span class=\"mono big-figure\">10</span> reps · Hold each rep 5 s"))
        #expect(html.contains("Guided session · Exercise 1 of 2"))
        #expect(html.contains("This is exercise 1 of 2. Your 8:00 AM session is marked done when each of its exercises has a saved set."))
        #expect(html.contains("<script type=\"module\" src=\"/static/camera.js?v=v7\"></script>"))
    }

    @Test func theIntroOffersTheCameraFirstOnlyWhenItCanMeasureAndDisablesItWhenNotInstalled() {
        let ready = Self.intro(camera: true)
        #expect(ready.contains("value=\"camera\"  data-camera-choice>"))
        #expect(ready.contains("Camera on this device"))
        #expect(ready.range(of: "value=\"camera\"")!.lowerBound < ready.range(of: "value=\"phone\"")!.lowerBound)
        // The slider is checked on the server; camera.js checks the camera when the device has one.
        #expect(ready.contains("value=\"slider\" checked>"))

        let missing = Self.intro(camera: false)
        #expect(missing.contains("value=\"camera\"  disabled data-camera-choice>"))
        #expect(missing.contains("Not set up on this computer yet: pose estimation isn&#39;t installed."))

        let wrist = Self.intro("wrist-lifts")
        #expect(!wrist.contains("value=\"camera\"") && !wrist.contains("data-camera-choice"))
        #expect(wrist.contains("<legend>Which arm?</legend>") && wrist.contains("Phone on your forearm"))
        #expect(Self.intro().contains("<legend>Which leg?</legend>"))
        #expect(Self.intro().contains("<input type=\"radio\" name=\"side\" value=\"left\" checked>"))
        #expect(Self.intro().contains("<span class=\"choice-title\">Right leg</span>"))
    }

    @Test func theIntroAsksToSaveOrDiscardEachUnsavedSessionAndShowsNoneWithoutDrafts() {
        let zone = TimeZone(identifier: "America/Toronto")!
        // 2026-11-18 11:06:40 UTC is 6:06 AM in Toronto.
        let ended = Date(timeIntervalSince1970: 1_795_000_000)
        let drafts = [
            UnsavedSession(id: "0123abcd", endedAt: ended, timeZone: zone, metrics: SessionFixtures.metrics(reps: 2)),
            UnsavedSession(id: "4567ef01", endedAt: ended + 600, timeZone: zone, metrics: SessionFixtures.metrics(reps: 0)),
        ]
        let html = Self.intro(drafts: drafts)
        #expect(html.components(separatedBy: "class=\"card draft-card\"").count == 3)
        #expect(html.contains("data-draft=\"0123abcd\""))
        #expect(html.contains("You left a session without saving it.</strong> Ended at 6:06 AM without saving: 2 of 10 reps"))
        #expect(html.contains("Ended at 6:16 AM without saving: 0 of 10 reps"))
        #expect(html.contains("<a class=\"button small primary\" href=\"/live/0123abcd/summary\">Review and save</a>"))
        #expect(html.contains("<form method=\"post\" action=\"/live/4567ef01/discard\" class=\"inline-form\">"))
        // Each discard form and the start form carry the token.
        #expect(html.components(separatedBy: "name=\"_csrf\" value=\"csrf-token-1\"").count == 4)

        #expect(!Self.intro().contains("draft-card"))
    }

    // MARK: Live

    @Test func theLivePageCarriesTheTargetSocketAndWordsLiveJsReads() {
        let html = Self.live(.slider)
        #expect(html.contains("id=\"live\" data-socket=\"/live/\(Self.liveID)/ws\" data-source=\"slider\""))
        #expect(html.contains("data-target-lower=\"80.0\" data-target-upper=\"95.0\" data-rest=\"10.0\""))
        #expect(html.contains("data-hold=\"5.0\" data-reps=\"10\" data-sets=\"3\" data-state=\"waiting\""))
        #expect(html.contains("data-feedback-entry=\"moving\" data-tone=\"below\" data-symbol=\"↑\" data-word=\"Keep going\" data-spoken=\"\">Below target — keep going</template>"))
        #expect(html.contains("<p class=\"eyebrow\">Live session · Demo slider · Lying down · Exercise 1 of 2</p>"))
        #expect(html.contains("Target <span class=\"mono\">80°–95°</span> · Hold 5 s · 3 × 10 reps <span class=\"numbers-mark\" data-numbers=\"library\">(example)</span>"))
        #expect(html.contains("<span class=\"mono\" data-hold-text>0.0 of 5 s</span>"))
        // The count as "0 / 10", the number on its own (the largest), and in words for a screen reader.
        #expect(html.contains("<span class=\"rep-now\" data-rep-now>0</span><span class=\"rep-of\"><span class=\"rep-slash\">/</span><span data-reps-target>10</span></span>"))
        #expect(html.contains("<span class=\"visually-hidden\" data-count-text>Rep 0 of 10</span>"))
        #expect(html.contains("<p class=\"set-label\" data-set-label>Set 1 of 3</p>"))
        // One feedback badge, starting with the start position worded for lying down, under its word.
        #expect(html.components(separatedBy: "data-feedback-badge").count == 2 && !html.contains("data-hold-done"))
        #expect(html.contains("<span class=\"state-word\" data-zone-word>Get ready</span>"))
        #expect(html.contains("<p class=\"feedback-line\" data-zone-text>Lie back with your leg straight, then hold still.</p>"))
        #expect(html.contains("No voice on this device — tones and vibration only"))
        #expect(html.contains(">Hold done — return slowly</template>") && !html.contains("Best so far"))
        #expect(html.contains("data-cues-toggle") && html.contains("data-cues-path=\"/settings/live-cues\""))
        #expect(html.contains("<input type=\"range\" id=\"demo-slider\" min=\"0\" max=\"150\" step=\"1\" value=\"10\" data-slider>"))
        #expect(html.contains("<title id=\"arc-label\">Angle gauge: target 80°–95°</title>"))
        #expect(html.components(separatedBy: "<line class=\"arc-tick\"").count == 6)
        #expect(html.contains("<text class=\"arc-tick-label\" x=\"120.0\" y=\"54.0\">90°</text>"))
        #expect(html.contains("<form method=\"post\" action=\"/live/\(Self.liveID)/end\" class=\"end-form\" data-end-form>"))
        #expect(html.contains("<input type=\"hidden\" name=\"_csrf\" value=\"csrf-token-1\">"))
        #expect(html.contains("<script type=\"module\" src=\"/static/live.js?v=v7\"></script>"))
        #expect(!html.contains("camera.js"))  // live.js starts the camera itself, through its API
        // The slider needs no setup block.
        #expect(!html.contains("phone-setup") && !html.contains("tracker-url") && !html.contains("camera-setup"))
    }

    @Test func theLivePageLeadsBackToTheIntroOrHomeOutsideAPlan() {
        #expect(Self.live(.slider).contains("<a href=\"\(Self.sessionExercise)/start\">"))
        #expect(Self.live(.slider).contains("Change how to measure"))
        #expect(Self.live(.slider, inPlan: false).contains("<nav class=\"crumbs\" aria-label=\"Back\"><a href=\"/\">"))
    }

    @Test func eachSourceShowsItsOwnSetup() {
        let phone = Self.live(.phone)
        #expect(phone.contains("<h2 id=\"phone-title\">Set up the phone</h2>"))
        #expect(phone.contains("Strap the phone flat against your shin, screen facing out."))
        #expect(phone.contains("This position counts as your starting angle, 10°."))
        #expect(phone.contains("id=\"calibrate\" data-calibrate"))
        #expect(!phone.contains("tracker-url") && !phone.contains("camera-setup"))

        let tracker = Self.live(.tracker, tracker: "wss://home.local:8443/live/<x>/ws")
        #expect(tracker.contains("<p class=\"code-box mono\" id=\"tracker-url\">wss://home.local:8443/live/&lt;x&gt;/ws</p>"))
        #expect(tracker.contains("No tracker? Use the demo slider"))
        #expect(!tracker.contains("phone-setup") && !tracker.contains("camera-setup"))

        let camera = Self.live(.camera, "elbow-bends", side: .right)
        #expect(camera.contains("id=\"camera-setup\""))
        #expect(camera.contains("<li>Turn your right side to the camera.</li>"))
        #expect(camera.contains("data-joints=\"12,14,16\""))
        #expect(!camera.contains("phone-setup") && !camera.contains("tracker-url"))
        // The camera block sits inside the live element, before the gauge card.
        let live = camera.range(of: "id=\"live\"")!.lowerBound
        #expect(live < camera.range(of: "id=\"camera-setup\"")!.lowerBound)
        #expect(camera.range(of: "id=\"camera-setup\"")!.lowerBound < camera.range(of: "class=\"live-card\"")!.lowerBound)
    }

    @Test func aTargetBelowRestAsksToStraightenAndAnExerciseWithoutAHoldSaysNoHold() {
        let straighten = Self.live(.slider, "seated-knee-extension")
        #expect(straighten.contains("data-symbol=\"↓\" data-word=\"Straighten more\" data-spoken=\"\">Straighten more</template>"))
        #expect(straighten.contains("data-target-lower=\"0.0\" data-target-upper=\"10.0\" data-rest=\"90.0\""))

        let noHold = Self.live(.slider, "sit-to-stand")
        #expect(noHold.contains("Target <span class=\"mono\">0°–15°</span> · 2 × 8 reps"))
        #expect(noHold.contains("data-hold=\"0.0\""))
    }

    // MARK: The distance view (issue 35)

    @Test func stopItHurtsComesFirstThenTheTitleTheCountTheWordAndTheHold() {
        let html = Self.live(.camera)
        let order = [
            "id=\"pain-stop\"", "id=\"live-exercise\"", "data-rep-now>", "data-zone-word>", "data-zone-text>",
            "id=\"hold-progress\"", "id=\"camera-setup\"", "class=\"live-card\"",
        ].map { html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(zip(order, order.dropFirst()).allSatisfy { $0! < $1! })
        #expect(html.contains("<h1 class=\"live-title\" id=\"live-exercise\">Heel Slides</h1>"))
        #expect(html.contains("<progress class=\"thick-bar\" id=\"hold-progress\" max=\"1\" value=\"0\""))
    }

    @Test func theNumbersSayWhoSetThemAndNeverCallAClinicianSetOfNumbersExamples() {
        let clinician = Self.live(.slider, numbers: .clinician)
        #expect(clinician.contains("<span class=\"numbers-mark\" data-numbers=\"clinician\">(set by your clinician)</span>"))
        #expect(clinician.contains("These numbers were set by your clinician."))
        #expect(!clinician.contains("(example)") && !clinician.contains("These numbers are examples"))
        #expect(Self.live(.slider, numbers: .you).contains("(set by you)"))
        #expect(Self.live(.slider).contains("(example)"))
    }

    @Test func aSingleSetHidesTheSetLabel() {
        #expect(Self.live(.slider, "sit-to-stand").contains("data-set-label>Set 1 of 2"))
        var one = Self.exercise("heel-slides")
        one.sets = 1
        let screen = LiveSessionScreen(sessionID: Self.liveID, exercise: one, side: .left, source: .slider, place: nil)
        let html = LiveSessionView(screen, trackerURL: "", camera: nil, chrome: Self.chrome).html.rendered
        #expect(html.contains("<p class=\"set-label\" data-set-label hidden>Set 1 of 1</p>"))
    }
}

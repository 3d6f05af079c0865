import Foundation
import PhysioCore

/// The live session page: how to set up the source (phone, tracker or camera), the angle arc with its
/// needle, the zone badge, the hold and the rep count. `live.js` and `camera.js` fill it in from the
/// data attributes and `data-*` hooks below, so every id, class and attribute is part of their contract.
public struct LiveSessionView: Sendable {
    public var screen: LiveSessionScreen
    /// The address a tracker app streams to ("ws://host/live/<id>/ws").
    public var trackerURL: String
    /// The camera block, for the camera source only.
    public var camera: CameraPanel?
    public var chrome: PageChrome

    public init(_ screen: LiveSessionScreen, trackerURL: String, camera: CameraPanel?, chrome: PageChrome) {
        self.screen = screen
        self.trackerURL = trackerURL
        self.camera = camera
        self.chrome = chrome
    }

    /// A number in a data attribute, written as `live.js` reads it ("90.0").
    static func number(_ value: Double) -> String { "\(value)" }

    public var html: HTML {
        let screen = screen
        return """
            <div class="live tint-\(screen.tint)" id="live" data-socket="\(AppPath.liveSocket(screen.sessionID))" data-source="\(screen.source)"
                 data-target-lower="\(Self.number(screen.targetLower))" data-target-upper="\(Self.number(screen.targetUpper))" data-rest="\(Self.number(screen.restAngle))"
                 data-hold="\(Self.number(screen.holdSeconds))" data-reps="\(screen.targetReps)" data-sets="\(screen.setsTarget)" data-state="waiting" data-feedback="waitingForStart"
                 data-cues-path="\(AppPath.liveCues)" data-regained-cue="\(screen.regainedCue)">
              \(readout)
              <p class="note-box wake-note" role="status" data-wake-note hidden>This browser can't keep your screen on, and counting stops while it's off. Set it to stay on longer in your phone's settings (Auto-Lock or Screen timeout).</p>
              \(if: screen.isPhone, phoneSetup)
              \(if: screen.isTracker, trackerSetup)
              \(camera?.html)
              <section class="hero tint-\(screen.tint) live-hero" aria-label="This exercise">
                <p class="eyebrow">Live session · \(screen.sourceLabel) · \(screen.positionLabel)\(screen.orderLabel.map { " · \($0)" as HTML })</p>
                <p class="lede">Target <span class="mono">\(screen.targetLabel)</span>\(screen.holdLabel.map { " · \($0)" as HTML }) · \(screen.setsTarget) × \(screen.targetReps) reps <span class="numbers-mark" data-numbers="\(screen.numbers.rawValue)">(\(screen.numbers.mark))</span></p>
              </section>
              <p class="cues-row"><button type="button" class="button secondary small cues-toggle" aria-pressed="false" data-cues-toggle><span data-cues-text>Sound and vibration: off</span></button></p>
              <p class="hint no-voice-note" data-no-voice hidden>No voice on this device — tones and vibration only</p>
              \(liveCard)
              <p class="visually-hidden" aria-live="polite" aria-atomic="true" data-announcer></p>
              <p class="live-error" role="alert" hidden data-error></p>
              <form method="post" action="\(AppPath.liveEnd(screen.sessionID))" class="end-form" data-end-form>
                \(chrome.csrfField)
                <button type="submit" class="button secondary big" id="end-session" data-end>
                  \(Icon.use("check-circle")) <span data-end-text>End early</span>
                </button>
              </form>
              \(BackLink.to(backPath, "Change how to measure"))
              <noscript><p class="note-box">The live view needs JavaScript. You can still end the session and see its summary.</p></noscript>
              <p class="example-note">\(screen.numbers.note)</p>
            </div>
            <script type="module" src="\(AppPath.asset("live.js", version: chrome.assetVersion))"></script>
            """
    }

    /// The distance view, read from 3 m with the phone on the floor: "Stop — it hurts" first, across
    /// the top, one tap away; the count as "3 / 5" with the number largest; the feedback state in a
    /// word or two beside its symbol, and its sentence under it; the hold as a thick bar. During the
    /// rest between sets the bar counts the rest down, with a button to start the next set now. The
    /// feedback table (one entry per state, worded for this exercise) is in `<template>`s.
    private var readout: HTML {
        let start = screen.feedback.entry(.waitingForStart)
        return """
            <section class="live-readout" aria-labelledby="live-exercise" data-readout>
              \(painStopForm)
              <div class="readout-context">
                <h1 class="live-title" id="live-exercise">\(screen.exerciseName)</h1>
                <p class="set-label" data-set-label\(if: screen.setsTarget <= 1, " hidden")>Set 1 of \(screen.setsTarget)</p>
              </div>
              <p class="rep-count" data-count>
                <span class="visually-hidden" data-count-text>Rep 0 of \(screen.targetReps)</span>
                <span class="rep-figure mono" aria-hidden="true"><span class="rep-now" data-rep-now>0</span><span class="rep-of"><span class="rep-slash">/</span><span data-reps-target>\(screen.targetReps)</span></span></span>
              </p>
              <p class="partials" data-partials hidden></p>
              <p class="zone-badge" data-zone="\(start.tone)" data-feedback-badge><span class="zone-symbol" aria-hidden="true" data-zone-symbol>\(start.symbol)</span> <span class="state-word" data-zone-word>\(start.word)</span></p>
              <p class="feedback-line" data-zone-text>\(start.message)</p>
              <div class="hold" data-hold-row\(if: screen.holdSeconds <= 0, " hidden")>
                <progress class="thick-bar" id="hold-progress" max="1" value="0" aria-labelledby="hold-label" data-hold-bar></progress>
                <p class="bar-label" id="hold-label">Hold <span class="mono" data-hold-text>0.0 of \(screen.holdTargetLabel) s</span></p>
              </div>
              <div class="rest-timer" data-rest-timer hidden>
                <progress class="thick-bar rest-bar" max="1" value="0" aria-label="Rest between sets" data-rest-bar></progress>
                <button type="button" class="button secondary" data-next-set>Start the next set now</button>
              </div>
              <ol class="set-summaries" aria-label="Sets so far" data-set-summaries hidden></ol>
              \(screen.feedback.entries.html { entry in
                  "<template data-feedback-entry=\"\(entry.state.rawValue)\" data-tone=\"\(entry.tone)\" data-symbol=\"\(entry.symbol)\" data-word=\"\(entry.word)\" data-spoken=\"\(entry.spoken ?? "")\">\(entry.message)</template>"
              })
            </section>
            """
    }

    /// "Stop — it hurts": one tap, no confirmation, ends the session and records where it happened.
    /// A plain form (works without JavaScript); `live.js` sends it over the socket when connected.
    /// First in the readout, which stays at the top of the screen: reachable, and over nobody in the camera.
    private var painStopForm: HTML {
        """
        <form method="post" action="\(AppPath.livePainStop(screen.sessionID))" class="pain-stop-form" data-pain-stop-form>
          \(chrome.csrfField)
          <button type="submit" class="button danger big" id="pain-stop" aria-describedby="pain-stop-hint" data-pain-stop>
            \(Icon.use("alert")) Stop — it hurts
          </button>
          <p class="visually-hidden" id="pain-stop-hint">Ends the session now and shows what to do.</p>
        </form>
        """
    }

    /// Back to the intro to pick another source; home for a session outside a plan.
    private var backPath: AppPath {
        guard let place = screen.place else { return AppPath.home.path }
        return .guidedSession(place.planID, place.slotID, place.exerciseID)
    }

    private var phoneSetup: HTML {
        """
        <section class="live-setup" id="phone-setup" aria-labelledby="phone-title">
          <h2 id="phone-title">Set up the phone</h2>
          <ol class="setup-steps">
            <li>Strap the phone flat against your \(screen.segmentWord), screen facing out. Upright or sideways both work.</li>
            <li>Get into the start position and keep still.</li>
            <li>Tap <strong>Calibrate</strong>. This position counts as your starting angle, \(screen.restLabel).</li>
          </ol>
          <button type="button" class="button primary big" id="calibrate" data-calibrate>
            \(Icon.use("check")) <span data-calibrate-text>Calibrate</span>
          </button>
          <p class="hint" id="phone-status" data-phone-status>Waiting for the phone's motion sensor…</p>
        </section>
        """
    }

    private var trackerSetup: HTML {
        """
        <section class="live-setup" aria-labelledby="tracker-title">
          <h2 id="tracker-title">Connect your tracker</h2>
          <p>Point the tracker app at this address and sign it in with your PhysioPoint token. This page follows along.</p>
          <p class="code-box mono" id="tracker-url">\(trackerURL)</p>
          <p class="hint">Landmarks in BlazePose, COCO, Kinect or ARKit names all work. See <span class="mono">docs/pose-stream.md</span>.</p>
          <button type="button" class="button secondary" data-offer-slider>No tracker? Use the demo slider</button>
        </section>
        """
    }

    private var liveCard: HTML {
        let arc = screen.arc
        return """
            <section class="live-card" aria-labelledby="live-title">
              <h2 id="live-title" class="visually-hidden">Your movement</h2>
              <p class="tracking" data-tracking>\(Icon.use("clock")) <span data-tracking-text>Connecting…</span></p>
              <div class="arc-wrap">
                <svg class="arc" viewBox="\(arc.viewBox)" role="img" aria-labelledby="arc-label" data-arc>
                  <title id="arc-label">Angle gauge: target \(screen.targetLabel)</title>
                  <path class="arc-track" d="\(arc.trackPath)" pathLength="180"></path>
                  <path class="arc-band" d="\(arc.bandPath)"></path>
                  <path class="arc-fill" d="\(arc.trackPath)" pathLength="180" stroke-dasharray="0 180" data-arc-fill></path>
                  \(arc.ticks.html { tick in
                      "<line class=\"arc-tick\" x1=\"\(Self.number(tick.x1))\" y1=\"\(Self.number(tick.y1))\" x2=\"\(Self.number(tick.x2))\" y2=\"\(Self.number(tick.y2))\"></line><text class=\"arc-tick-label\" x=\"\(Self.number(tick.labelX))\" y=\"\(Self.number(tick.labelY))\">\(tick.label)</text>"
                  })
                  <circle class="arc-rest" cx="\(Self.number(arc.restX))" cy="\(Self.number(arc.restY))" r="4"></circle>
                  <g class="arc-needle" data-needle transform="rotate(0 120 120)"><line x1="78" y1="120" x2="26" y2="120"></line><circle cx="24" cy="120" r="5"></circle></g>
                </svg>
                <p class="angle-figure mono" aria-hidden="true"><span data-angle>—</span>°</p>
              </div>
              <div class="slider-setup" hidden>
                <label for="demo-slider" class="hint"><strong>Demo slider:</strong> slide to bend and straighten. Hold in the green band.</label>
                <input type="range" id="demo-slider" min="\(screen.sliderMin)" max="\(screen.sliderMax)" step="1" value="\(screen.sliderStart)" data-slider>
              </div>
            </section>
            """
    }
}

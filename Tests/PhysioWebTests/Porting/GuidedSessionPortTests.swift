import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

@testable import PhysioWeb

/// The guided session's intro and live pages drawn by their templates and by their typed views.
@Suite struct GuidedSessionPortTests {
    static func chrome(_ bodyClass: String) -> PageChrome {
        var chrome = PortCheck.chrome
        chrome.bodyClass = bodyClass
        return chrome
    }

    static func place(_ exercise: Exercise, name: String = "Knee <b>\"bend\"</b> & 'more'") -> SessionPlace {
        SessionPlace(
            planID: UUID(uuidString: "A1B2C3D4-0000-4000-8000-00000000000A")!, planName: name,
            slotID: UUID(uuidString: "B1B2C3D4-0000-4000-8000-00000000000B")!, slotLabel: "8:00 AM",
            exerciseIDs: [exercise.id, "quad-sets"], exerciseID: exercise.id)
    }

    static let zone = TimeZone(identifier: "America/Toronto")!

    static func drafts(_ exercise: Exercise) -> [UnsavedSession] {
        let ended = Date(timeIntervalSince1970: 1_795_000_000)
        return [
            UnsavedSession(id: "0123abcd", endedAt: ended, timeZone: zone, metrics: SessionFixtures.metrics(reps: 2)),
            UnsavedSession(id: "4567ef01", endedAt: ended + 600, timeZone: zone, metrics: SessionFixtures.metrics(reps: 0)),
        ]
    }

    @Test func introMatchesItsTemplateForEveryExerciseWithAndWithoutCameraDoneAndDrafts() {
        let chrome = Self.chrome("session-intro")
        for exercise in RehabLibrary.exercises {
            for camera in [false, true] {
                for done in [false, true] {
                    var screen = SessionIntroScreen(
                        exercise: exercise, place: Self.place(exercise), slotDone: done, cameraAvailable: camera)
                    if done { screen.drafts = Self.drafts(exercise) }
                    PortCheck.expectSame(
                        PortCheck.mustache("session-intro", screen, chrome: chrome),
                        Layout.page(chrome, body: SessionIntroView(screen, chrome: chrome).html))
                }
            }
        }
    }

    @Test func liveMatchesItsTemplateForEverySourceSideAndExercise() {
        let chrome = Self.chrome("session-live")
        let id = "00ff00ff00ff00ff00ff00ff00ff00ff"
        let tracker = "ws://127.0.0.1:8080/live/\(id)/ws"
        for exercise in RehabLibrary.exercises {
            for source in SessionSource.allCases {
                for side in BodySide.allCases {
                    for place in [Self.place(exercise), nil] {
                        let screen = LiveSessionScreen(
                            sessionID: id, exercise: exercise, side: side, source: source, place: place)
                        let camera =
                            source == .camera
                            ? CameraPanel(
                                framing: CameraFraming(movement: exercise.movement, side: side),
                                estimationAvailable: side == .left)
                            : nil
                        let old = LiveController.LivePage(
                            live: screen, socketPath: "/live/\(id)/ws", trackerURL: tracker,
                            cameraPanel: camera?.html.rendered)
                        PortCheck.expectSame(
                            PortCheck.mustache("session-live", old, chrome: chrome),
                            Layout.page(
                                chrome,
                                body: LiveSessionView(screen, trackerURL: tracker, camera: camera, chrome: chrome).html))
                    }
                }
            }
        }
    }
}

import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct SessionPresentationTests {
    let toronto = RehabFixtures.toronto
    let day = LocalDate(iso: "2026-11-23")!

    @Test func theSummaryShowsRepsBestAngleAndOneBarPerRep() throws {
        let metrics = SessionFixtures.metrics(reps: 3)
        let exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let screen = SessionSummaryScreen(
            exercise: exercise, metrics: metrics, source: .slider, place: nil, ring: GoalRing(done: 1, total: 3),
            slotDone: false)
        #expect(screen.repsLabel == "3 of 10")
        #expect(screen.bestAngleLabel == "88°")  // the middle of 80–95, rounded
        #expect(screen.headline == "Good effort" && !screen.goalReached)
        #expect(screen.chart.bars.count == 3)
        #expect(screen.chart.bars.allSatisfy { $0.zone.key == "in" && $0.label.hasSuffix("in target") })
        #expect(screen.chart.bars[0].label == "Rep 1: 88°, in target")
        // The bars reach into the target band, drawn between its edges.
        let bar = screen.chart.bars[0]
        #expect(bar.y >= screen.chart.bandY && bar.y <= screen.chart.bandY + screen.chart.bandHeight)
        #expect(screen.ring.label == "1 of 3 sessions done today" && screen.ring.percent == 33)
        #expect(screen.feelings.map(\.value) == ["easier", "same", "harder"])
        // Nothing is chosen for the person (issue 20).
        #expect(screen.feelings.filter(\.checked).isEmpty)
    }

    @Test func aMovementThatAimsDownStillDrawsFurtherAsTaller() {
        let extension_ = SessionFixtures.metrics("seated-knee-extension", reps: 2)
        let chart = RepBarChart(metrics: extension_)
        #expect(chart.bars.count == 2)
        // Peaks near 5° from a rest of 90°: tall bars, not short ones.
        #expect(chart.bars.allSatisfy { $0.height > 80 })
    }

    @Test func noUsableSamplesGiveAnHonestEmptySummary() throws {
        let engine = SessionEngine(goal: MotionFixtures.heelSlides)
        let exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let screen = SessionSummaryScreen(
            exercise: exercise, metrics: engine.summary(), source: .phone, place: nil,
            ring: GoalRing(done: 0, total: 0), slotDone: false)
        #expect(screen.noData && screen.headline == "No movement was measured")
        #expect(screen.bestAngleLabel == "—" && screen.chart.isEmpty)
        #expect(screen.ring.label == "No sessions scheduled today")
    }

    @Test func theSlotNoteSaysEachExerciseNeedsASavedSet() {
        let plan = RehabFixtures.kneePlan()
        let first = SessionPlace(
            planID: plan.id, planName: plan.name, slotID: plan.slots[0].id, slotLabel: "8:00 AM",
            exerciseIDs: plan.exerciseIDs, exerciseID: plan.exerciseIDs[0])
        var last = first
        last.exerciseID = plan.exerciseIDs[plan.exerciseIDs.count - 1]
        #expect(!first.completesSlot && !last.completesSlot)
        #expect(first.nextExerciseID == plan.exerciseIDs[1] && last.nextExerciseID == nil)
        #expect(
            SessionSummaryScreen.describeSlot(place: first, slotDone: false, saved: false)
                == "This is exercise 1 of 2. Your 8:00 AM session is marked done when each of its exercises has a saved set.")
        // The other exercise already has a saved set today: saving this one finishes the session.
        #expect(
            SessionSummaryScreen.describeSlot(place: first, slotDone: false, saved: false, done: [plan.exerciseIDs[1]])
                == "Its other exercises are done: saving this marks your 8:00 AM session done.")
        var three = first
        three.exerciseIDs = plan.exerciseIDs + ["another-exercise"]
        #expect(
            SessionSummaryScreen.describeSlot(place: three, slotDone: false, saved: false, done: [plan.exerciseIDs[1]])
                == "This is exercise 1 of 3. Your 8:00 AM session is marked done when each of its exercises has a "
                + "saved set: 1 left after this one.")
        var only = first
        only.exerciseIDs = [first.exerciseID]
        #expect(
            SessionSummaryScreen.describeSlot(place: only, slotDone: false, saved: false)
                == "Saving this marks your 8:00 AM session done.")
        #expect(
            SessionSummaryScreen.describeSlot(place: first, slotDone: true, saved: false)
                == "Your 8:00 AM session is done for today.")
    }

    @Test func theArcPutsTheTargetBandOnAProtractor() {
        let arc = AngleArc(target: AngleRange(80, 95), restAngle: 10)
        #expect(arc.trackPath == "M 20.0 120.0 A 100 100 0 0 1 220.0 120.0")
        // 80° is just left of the top (x < 120), 95° just right of it.
        #expect(arc.bandPath.hasPrefix("M 102.6 21.5 A 100 100 0 0 1 128.7 20.4"))
        #expect(arc.ticks.map(\.label) == ["0°", "45°", "90°", "135°", "180°"])
        #expect(AngleArc(target: AngleRange(150, 250), restAngle: -20).bandPath.hasSuffix("220.0 120.0"))
    }

    @Test func theIntroOffersEverySourceWithTheSliderAsTheSafeDefault() throws {
        let plan = RehabFixtures.kneePlan()
        let exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let place = SessionPlace(
            planID: plan.id, planName: plan.name, slotID: plan.slots[0].id, slotLabel: "8:00 AM",
            exerciseIDs: plan.exerciseIDs, exerciseID: "heel-slides")
        let intro = SessionIntroScreen(exercise: exercise, place: place, slotDone: false)
        #expect(intro.sources.map(\.value) == ["camera", "phone", "tracker", "slider"])
        #expect(intro.sources.first { $0.checked }?.value == "slider")
        #expect(intro.sources[1].title == "Phone on your shin")
        // Without pose estimation the camera is shown but can't be chosen; with it, the page may pick it.
        #expect(intro.sources[0].disabled && intro.sources[0].detail.contains("isn't installed"))
        let withCamera = SessionIntroScreen(exercise: exercise, place: place, slotDone: false, cameraAvailable: true)
        #expect(!withCamera.sources[0].disabled && withCamera.sources[0].isCamera)
        #expect(intro.sides.map(\.label) == ["Left leg", "Right leg"])
        #expect(intro.holdLabel == "Hold each rep 5 s" && intro.repsTarget == 10)
    }
}

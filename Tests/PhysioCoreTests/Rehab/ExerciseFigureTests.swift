import Foundation
import PhysioCore
import Testing

/// The exercise drawings' model: every library exercise drawn at its rest angle and its target,
/// the measured joint's angle read back from the drawn points.
@Suite struct ExerciseFigureTests {
    static let exercises = RehabLibrary.exercises

    @Test func everyLibraryExerciseHasAStartAndAnEndThatDiffer() {
        #expect(Self.exercises.count == 18)
        for exercise in Self.exercises {
            let figure = ExerciseFigure(exercise: exercise)
            #expect(figure.start.skeleton != figure.end.skeleton, "\(exercise.id): start and end are the same drawing")
        }
    }

    /// The catalogue names each exercise's drawing (issue 37: no second table keyed by id strings),
    /// each drawing shows one exercise, and every drawing is used.
    @Test func everyLibraryExerciseNamesItsOwnDrawing() {
        let drawings = Self.exercises.map(\.drawing)
        #expect(!drawings.contains(nil), "\(Self.exercises.filter { $0.drawing == nil }.map(\.id)) fall back to a movement's drawing")
        #expect(Set(drawings.compactMap { $0 }) == Set(ExerciseDrawing.allCases))
        #expect(Set(drawings.compactMap { $0 }).count == Self.exercises.count)
    }

    /// An exercise from before drawings were named (a stored one) is still drawn, by its movement.
    @Test func anExerciseWithoutADrawingIsDrawnByItsMovement() throws {
        var exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        exercise.drawing = nil
        let figure = ExerciseFigure(exercise: exercise)
        #expect(figure.start.skeleton != figure.end.skeleton)
        #expect(abs(figure.start.angle.degrees - exercise.restAngle) <= 1)
    }

    @Test func theMeasuredJointIsDrawnAtTheRestAngleAndTheMiddleOfTheTarget() {
        for exercise in Self.exercises {
            let figure = ExerciseFigure(exercise: exercise)
            let middle = (exercise.target.lower + exercise.target.upper) / 2
            #expect(
                abs(figure.start.angle.degrees - exercise.restAngle) <= 1,
                "\(exercise.id) start: \(figure.start.angle.degrees)° drawn, \(exercise.restAngle)° meant")
            #expect(
                abs(figure.end.angle.degrees - middle) <= 1,
                "\(exercise.id) end: \(figure.end.angle.degrees)° drawn, \(middle)° meant")
            #expect(exercise.target.contains(figure.end.angle.degrees.rounded()))
        }
    }

    @Test func animationFramesRunFromStartToEndAndKeepLimbLengths() {
        for exercise in Self.exercises {
            let figure = ExerciseFigure(exercise: exercise)
            let frames = figure.frames(5)
            #expect(frames.count == 5)
            #expect(
                abs(frames[0].angle.degrees - figure.startAngle) <= 1
                    && abs(frames[4].angle.degrees - figure.endAngle) <= 1)
            for frame in frames {
                let leg = frame.skeleton.leg
                #expect(abs(leg[1].distance(to: leg[2]) - FigureProportions.shank) < 0.01)
                // Nothing goes through the floor or the bed.
                #expect(frame.skeleton.points.allSatisfy { $0.y > -1 }, "\(exercise.id) goes below the floor")
            }
        }
    }

    @Test func theTextAlternativeSaysThePositionAndTheAngles() throws {
        let heelSlides = ExerciseFigure(exercise: try #require(RehabLibrary.exercise(id: "heel-slides")))
        #expect(
            heelSlides.textAlternative.hasPrefix(
                "Start: lying on your back, knee nearly straight (10°). End: knee bent to 80°–95°"))
        for exercise in Self.exercises {
            let figure = ExerciseFigure(exercise: exercise)
            let text = figure.textAlternative
            #expect(
                text.contains(figure.startPosture.phrase) && text.contains(figure.endPosture.phrase),
                "\(exercise.id): \(text)")
            #expect(
                text.contains("(\(ValueText.number(exercise.restAngle))°)") && text.contains(exercise.target.label),
                "\(exercise.id): \(text)")
            #expect(text.contains(exercise.movement.jointName))
        }
        let sitToStand = ExerciseFigure(exercise: try #require(RehabLibrary.exercise(id: "sit-to-stand")))
        #expect(sitToStand.startText.contains("sitting on a chair") && sitToStand.endText.contains("standing"))
    }

    @Test func anExerciseOutsideTheLibraryIsDrawnByItsMovement() {
        for movement in JointMovement.allCases {
            let exercise = Exercise(
                id: "custom-\(movement.rawValue)", name: "Custom", region: .knee, phase: .early, movement: movement,
                target: AngleRange(40, 50), restAngle: 5, holdSeconds: 0, reps: 1, sets: 1, steps: [], helperTip: "",
                summary: "")
            let figure = ExerciseFigure(exercise: exercise)
            #expect(abs(figure.start.angle.degrees - 5) <= 1 && abs(figure.end.angle.degrees - 45) <= 1, "\(movement)")
        }
    }
}

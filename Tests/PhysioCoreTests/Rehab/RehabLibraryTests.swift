import PhysioCore
import Testing

@Suite struct RehabLibraryTests {
    @Test func everyRegionLeadsToAtLeastOneConditionWithExercises() {
        for region in BodyRegion.allCases {
            let difficulties = RehabLibrary.difficulties(for: region)
            #expect(!difficulties.isEmpty, "\(region) has no difficulty")
            for difficulty in difficulties {
                let conditions = RehabLibrary.conditions(forDifficulty: difficulty.id)
                #expect(!conditions.isEmpty, "\(difficulty.id) dead-ends")
                for condition in conditions {
                    #expect(condition.region == region)
                    #expect(RehabLibrary.exercises(for: condition).count == condition.exerciseIDs.count,
                            "\(condition.id) names an exercise that doesn't exist")
                }
            }
        }
    }

    @Test func theKneeHasTheThreeDifficultiesOfTheContext() {
        #expect(RehabLibrary.difficulties(for: .knee).map(\.title) == [
            "Hard to straighten fully", "Hard to bend past 90°", "General weakness / pain when standing",
        ])
    }

    @Test func theLibraryHasTheNamedExercises() {
        for id in ["heel-slides", "quad-sets", "straight-leg-raises", "seated-knee-extension", "mini-squats",
                   "sit-to-stand", "shoulder-abduction"] {
            #expect(RehabLibrary.exercise(id: id) != nil, "missing \(id)")
        }
    }

    @Test func exercisesAreCompleteAndTheirRestLiesOutsideTheTarget() {
        for exercise in RehabLibrary.exercises {
            #expect(!exercise.steps.isEmpty && !exercise.helperTip.isEmpty && !exercise.summary.isEmpty)
            #expect(exercise.reps > 0 && exercise.sets > 0 && exercise.holdSeconds >= 0)
            #expect(!exercise.target.contains(exercise.restAngle), "\(exercise.id) rests inside its target")
        }
        #expect(Set(RehabLibrary.exercises.map(\.id)).count == RehabLibrary.exercises.count)
    }

    @Test func targetsReadAsMonospacedRanges() {
        #expect(RehabLibrary.exercise(id: "heel-slides")?.target.label == "80°–95°")
        #expect(AngleRange(95, 80) == AngleRange(80, 95))
        #expect(AngleRange(0, 7.5).label == "0°–7.5°")
    }

    @Test func guideStepsAreNumberedAndLinkTheSessionsExercises() {
        let plan = ["quad-sets", "straight-leg-raises", "seated-knee-extension"]
        let guide = ExerciseGuide(exercise: RehabLibrary.exercise(id: "straight-leg-raises")!, within: plan)
        #expect(guide.positionLabel == "Exercise 2 of 3")
        #expect(guide.previousExerciseID == "quad-sets" && guide.nextExerciseID == "seated-knee-extension")
        #expect(!guide.isLast)
        #expect(guide.steps.map(\.number) == [1, 2, 3, 4])
    }
}

extension RehabCatalog {
    static let kneeExercises: [Exercise] = [
        Exercise(
            id: "heel-slides", name: "Heel Slides", region: .knee, phase: .early, movement: .kneeFlexion,
            target: AngleRange(80, 95), restAngle: 10, holdSeconds: 5, reps: 10, sets: 3, position: .lying,
            drawing: .heelSlide,
            steps: [
                "Lie on your back on a firm bed or the floor, legs straight.",
                "Slowly slide the heel of your sore leg towards your bottom, bending the knee.",
                "Stop where you feel a gentle stretch and hold it.",
                "Slide the heel back down until the leg is straight again.",
            ],
            helperTip: "A helper can put a towel under the heel so it slides easily, and watch that the knee points at the ceiling.",
            summary: "Bends the knee gently and slowly, a common first step to win back bending."),
        Exercise(
            id: "seated-knee-flexion", name: "Seated Knee Bends", region: .knee, phase: .loading,
            movement: .kneeFlexion, target: AngleRange(90, 110), restAngle: 60, holdSeconds: 5, reps: 10, sets: 2,
            position: .seated,
            drawing: .seatedKneeBend,
            steps: [
                "Sit on a chair with both feet flat on the floor.",
                "Slide the foot of your sore leg back under the chair as far as is comfortable.",
                "Hold the bend, breathing normally.",
                "Slide the foot forward again to rest.",
            ],
            helperTip: "A helper can steady the chair so it cannot slip while you bend.",
            summary: "Uses a chair to ease the knee past a right angle."),
        Exercise(
            id: "quad-sets", name: "Quad Sets", region: .knee, phase: .early, movement: .kneeFlexion,
            target: AngleRange(0, 5), restAngle: 12, holdSeconds: 5, reps: 10, sets: 3, position: .lying,
            drawing: .quadSet,
            steps: [
                "Sit or lie with your leg straight out in front of you.",
                "Tighten the muscle on the front of your thigh, pushing the back of the knee down.",
                "Hold the squeeze while the knee stays straight.",
                "Relax the muscle completely before the next one.",
            ],
            helperTip: "A helper can place a hand under the knee: you should press down into it.",
            summary: "Wakes up the thigh muscle that straightens the knee, without moving much."),
        Exercise(
            id: "straight-leg-raises", name: "Straight-Leg Raises", region: .knee, phase: .loading,
            movement: .hipFlexion, target: AngleRange(30, 45), restAngle: 0, holdSeconds: 3, reps: 10, sets: 3,
            position: .lying,
            drawing: .straightLegRaise,
            steps: [
                "Lie on your back, the other knee bent with its foot flat.",
                "Tighten your thigh so the sore leg is locked straight.",
                "Lift the straight leg to the height of the other knee.",
                "Hold, then lower it slowly all the way down.",
            ],
            helperTip: "A helper can check the knee stays straight the whole time; a bent knee makes it easier than intended.",
            summary: "Strengthens the thigh while keeping the knee straight."),
        Exercise(
            id: "seated-knee-extension", name: "Seated Knee Extension", region: .knee, phase: .loading,
            movement: .kneeFlexion, target: AngleRange(0, 10), restAngle: 90, holdSeconds: 5, reps: 10, sets: 3,
            position: .seated,
            drawing: .seatedKneeExtension,
            steps: [
                "Sit tall on a chair, feet flat, thighs supported.",
                "Straighten the sore knee, lifting the foot until the leg is level.",
                "Hold the leg as straight as you comfortably can.",
                "Lower the foot slowly back to the floor.",
            ],
            helperTip: "A helper can sit beside you and say when the leg looks level with the hip.",
            summary: "Works the knee towards fully straight from a seated position."),
        Exercise(
            id: "mini-squats", name: "Mini Squats", region: .knee, phase: .functional, movement: .kneeFlexion,
            target: AngleRange(30, 45), restAngle: 0, holdSeconds: 2, reps: 10, sets: 2, position: .standing,
            drawing: .miniSquat,
            steps: [
                "Stand holding the back of a sturdy chair or a counter, feet hip-width apart.",
                "Bend both knees a little, as if starting to sit down.",
                "Keep your heels down and knees over your toes; hold briefly.",
                "Stand back up tall.",
            ],
            helperTip: "A helper can stand beside you for balance and check the knees do not fall inward.",
            summary: "A small, supported squat to build strength for daily standing."),
        Exercise(
            id: "sit-to-stand", name: "Sit-to-Stand", region: .knee, phase: .functional, movement: .kneeFlexion,
            target: AngleRange(0, 15), restAngle: 90, holdSeconds: 0, reps: 8, sets: 2, position: .seated,
            drawing: .sitToStand,
            steps: [
                "Sit near the front of a firm chair, feet flat and a little apart.",
                "Lean forward so your nose is over your toes.",
                "Push through both feet to stand up straight.",
                "Sit back down slowly and with control.",
            ],
            helperTip: "A helper can stand in front to steady you; use the armrests if you need to.",
            summary: "Practises getting up from a chair, one of the most useful everyday moves."),
    ]
}

extension RehabCatalog {
    static let upperBodyExercises: [Exercise] = [
        Exercise(
            id: "shoulder-abduction", name: "Shoulder Abduction", region: .shoulder, phase: .early,
            movement: .shoulderAbduction, target: AngleRange(80, 100), restAngle: 10, holdSeconds: 3,
            reps: 10, sets: 2, position: .seated,
            steps: [
                "Stand or sit tall with your arm relaxed by your side, thumb pointing forward.",
                "Slowly raise the arm out to the side, elbow straight.",
                "Stop at about shoulder height, or sooner if it pinches, and hold.",
                "Lower the arm slowly back to your side.",
            ],
            helperTip: "A helper can support the elbow on the way up if the arm feels heavy.",
            summary: "Raises the arm out to the side to ease a stiff shoulder."),
        Exercise(
            id: "wall-walk", name: "Wall Walk", region: .shoulder, phase: .loading,
            movement: .shoulderAbduction, target: AngleRange(100, 130), restAngle: 30, holdSeconds: 5,
            reps: 5, sets: 2, position: .standing,
            steps: [
                "Stand side-on to a wall, an arm's length away.",
                "Put your fingertips on the wall at waist height.",
                "Walk your fingers up the wall as far as is comfortable and hold.",
                "Walk them back down slowly.",
            ],
            helperTip: "A helper can mark your highest point with a sticky note to see progress over the weeks.",
            summary: "Uses a wall to guide the arm higher than it goes on its own."),
        Exercise(
            id: "elbow-bends", name: "Elbow Bends", region: .elbow, phase: .early,
            movement: .elbowFlexion, target: AngleRange(120, 140), restAngle: 20, holdSeconds: 5,
            reps: 10, sets: 2, position: .seated,
            steps: [
                "Sit with your arm resting on a table, palm up.",
                "Bend the elbow, bringing your hand towards your shoulder.",
                "Hold at a comfortable stretch.",
                "Lower the hand back to the table.",
            ],
            helperTip: "A helper can place a pillow under the arm so the elbow rests comfortably.",
            summary: "Bends the elbow slowly to win back movement."),
        Exercise(
            id: "elbow-straightening", name: "Elbow Straightening", region: .elbow, phase: .early,
            movement: .elbowFlexion, target: AngleRange(0, 10), restAngle: 60, holdSeconds: 5,
            reps: 10, sets: 2, position: .seated,
            steps: [
                "Sit with your upper arm resting on a table, elbow bent.",
                "Let the forearm lower slowly until the arm is as straight as is comfortable.",
                "Hold, letting gravity do the work.",
                "Bend the elbow again to rest.",
            ],
            helperTip: "A helper can keep the upper arm still on the table while you straighten.",
            summary: "Eases a stiff elbow towards fully straight."),
        Exercise(
            id: "wrist-lifts", name: "Wrist Lifts", region: .wrist, phase: .early,
            movement: .wristExtension, target: AngleRange(40, 60), restAngle: 0, holdSeconds: 3,
            reps: 10, sets: 2, position: .seated,
            steps: [
                "Rest your forearm on a table with the hand hanging over the edge, palm down.",
                "Lift the back of your hand up towards the ceiling.",
                "Hold at a comfortable stretch.",
                "Lower the hand slowly.",
            ],
            helperTip: "A helper can hold the forearm flat so only the wrist moves.",
            summary: "Lifts the hand to loosen a stiff wrist."),
        Exercise(
            id: "tabletop-wrist-stretch", name: "Tabletop Wrist Stretch", region: .wrist, phase: .loading,
            movement: .wristExtension, target: AngleRange(60, 75), restAngle: 10, holdSeconds: 10,
            reps: 5, sets: 2, position: .standing,
            steps: [
                "Stand at a table and place your palm flat on it, fingers pointing forward.",
                "Keeping the palm down, lean gently forward over the hand.",
                "Hold the stretch without bouncing.",
                "Lean back to ease off.",
            ],
            helperTip: "A helper can steady the table; stop if you feel tingling.",
            summary: "A gentle body-weight stretch for the front of the wrist."),
    ]

    static let otherExercises: [Exercise] = [
        Exercise(
            id: "ankle-pumps", name: "Ankle Pumps", region: .ankle, phase: .early,
            movement: .ankleDorsiflexion, target: AngleRange(10, 20), restAngle: -20, holdSeconds: 2,
            reps: 15, sets: 2, position: .lying,
            steps: [
                "Sit or lie with your leg straight and the heel resting on a cushion.",
                "Pull your toes up towards you as far as is comfortable.",
                "Hold, then point them away from you.",
                "Keep the movement slow and smooth.",
            ],
            helperTip: "A helper can count out loud to keep the rhythm slow.",
            summary: "Moves the ankle up and down to ease stiffness and swelling."),
        Exercise(
            id: "towel-calf-stretch", name: "Towel Calf Stretch", region: .ankle, phase: .loading,
            movement: .ankleDorsiflexion, target: AngleRange(15, 25), restAngle: 0, holdSeconds: 20,
            reps: 3, sets: 1, position: .seated,
            steps: [
                "Sit with your leg straight and loop a towel around the ball of your foot.",
                "Gently pull the towel towards you, keeping the knee straight.",
                "Hold the stretch in the calf.",
                "Release slowly.",
            ],
            helperTip: "A helper can keep the knee from bending while you pull.",
            summary: "Stretches the calf to let the ankle bend further."),
        Exercise(
            id: "knee-to-chest", name: "Knee to Chest", region: .hip, phase: .early,
            movement: .hipFlexion, target: AngleRange(90, 110), restAngle: 10, holdSeconds: 10,
            reps: 5, sets: 2, position: .lying,
            steps: [
                "Lie on your back with both knees bent.",
                "Bring one knee towards your chest, holding behind the thigh.",
                "Hold a gentle stretch in the hip and lower back.",
                "Lower the leg back down and switch sides.",
            ],
            helperTip: "A helper can place a pillow under your head so your neck stays relaxed.",
            summary: "Bends the hip gently and eases the lower back."),
        Exercise(
            id: "standing-marching", name: "Standing Marching", region: .hip, phase: .functional,
            movement: .hipFlexion, target: AngleRange(60, 80), restAngle: 0, holdSeconds: 2,
            reps: 10, sets: 2, position: .standing,
            steps: [
                "Stand holding a counter or the back of a sturdy chair.",
                "Lift one knee up in front of you, like marching.",
                "Hold briefly, standing tall.",
                "Lower it and lift the other knee.",
            ],
            helperTip: "A helper can stand on your weaker side for balance.",
            summary: "Practises lifting the leg for stairs and walking."),
        Exercise(
            id: "seated-forward-bend", name: "Seated Forward Bend", region: .back, phase: .early,
            movement: .trunkFlexion, target: AngleRange(30, 50), restAngle: 0, holdSeconds: 10,
            reps: 5, sets: 2, position: .seated,
            steps: [
                "Sit on a chair with your feet flat and apart.",
                "Let your chest slowly fold forward towards your knees.",
                "Hold, letting your arms hang and breathing out.",
                "Roll back up slowly to sitting tall.",
            ],
            helperTip: "A helper can stand in front of you in case you feel light-headed coming up.",
            summary: "A gentle forward bend for a stiff lower back."),
    ]
}

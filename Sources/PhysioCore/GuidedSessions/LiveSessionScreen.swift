import Foundation

/// The live page's angle arc as inline-SVG geometry: a protractor from 0° (left) over the top to
/// 180° (right), the target band drawn on it, and a rest marker. The page turns a needle to the
/// current angle with `rotate(angle 120 120)`.
public struct AngleArc: Sendable, Hashable {
    public struct Tick: Sendable, Hashable {
        public var x1: Double, y1: Double, x2: Double, y2: Double
        public var labelX: Double, labelY: Double
        public var label: String
    }

    public static let center = (x: 120.0, y: 120.0)
    public static let radius = 100.0
    public let viewBox = "0 0 240 136"
    /// The whole scale, 0°…180°.
    public let trackPath: String
    /// The target band.
    public var bandPath: String
    public var restX: Double
    public var restY: Double
    public var ticks: [Tick]

    public init(target: AngleRange, restAngle: Double) {
        trackPath =
            "M \(Self.point(0, radius: Self.radius).text) A 100 100 0 0 1 \(Self.point(180, radius: Self.radius).text)"
        let low = Self.clamp(target.lower), high = Self.clamp(max(target.upper, target.lower + 1))
        bandPath =
            "M \(Self.point(low, radius: Self.radius).text) A 100 100 0 0 1 \(Self.point(high, radius: Self.radius).text)"
        let rest = Self.point(Self.clamp(restAngle), radius: Self.radius)
        restX = rest.x
        restY = rest.y
        ticks = stride(from: 0.0, through: 180, by: 45).map { angle in
            let outer = Self.point(angle, radius: 92), inner = Self.point(angle, radius: 84)
            let label = Self.point(angle, radius: 70)
            return Tick(
                x1: outer.x, y1: outer.y, x2: inner.x, y2: inner.y, labelX: label.x, labelY: label.y + 4,
                label: "\(Int(clamping: angle, rule: .towardZero))°")
        }
    }

    static func clamp(_ angle: Double) -> Double { min(max(angle.isFinite ? angle : 0, 0), 180) }

    static func point(_ degrees: Double, radius: Double) -> (x: Double, y: Double, text: String) {
        let radians = degrees * .pi / 180
        let x = ((center.x - radius * cos(radians)) * 10).rounded() / 10
        let y = ((center.y - radius * sin(radians)) * 10).rounded() / 10
        return (x, y, "\(x) \(y)")
    }
}

/// The intro before a live session: what to do, the target as a big figure, and the source to use.
public struct SessionIntroScreen: Sendable {
    public struct SourceOption: Sendable, Hashable {
        public var value: String
        public var title: String
        public var detail: String
        public var checked: Bool
        /// Offered but not usable now (the camera when pose estimation isn't set up).
        public var disabled = false
        /// The camera: `camera.js` chooses it when the device has one.
        public var isCamera = false
    }

    public struct SideOption: Sendable, Hashable {
        public var value: String
        public var label: String
        public var checked: Bool
    }

    public var guide: ExerciseGuide
    public var place: SessionPlace
    public var planKey: String
    public var slotKey: String
    public var limbWord: String
    public var sources: [SourceOption]
    public var sides: [SideOption]
    public var repsTarget: Int
    public var holdLabel: String?
    public var slotNote: String
    /// Sessions of this exercise that ended without Save: the page asks to save or discard each.
    public var drafts: [UnsavedSession] = []
    /// Sessions left running (the page left, reloaded, or the server restarted): Resume or Discard.
    public var resumable: [ResumableSession] = []
    /// The source last used for this exercise, preselected (nil: the default).
    public private(set) var rememberedSource: SessionSource?

    /// Preselects `source` (the last one used for this exercise) when it is offered and enabled.
    public mutating func remember(_ source: SessionSource?) {
        guard let source, sources.contains(where: { $0.value == source.rawValue && !$0.disabled }) else { return }
        rememberedSource = source
        for index in sources.indices { sources[index].checked = sources[index].value == source.rawValue }
    }

    /// `cameraAvailable`: whether the server can estimate poses in camera frames now; `side`: the
    /// side the plan prescribes, checked first (left when none).
    public init(
        exercise: Exercise, place: SessionPlace, slotDone: Bool, cameraAvailable: Bool = false, side: BodySide? = nil,
        doneToday: Set<String> = []
    ) {
        guide = ExerciseGuide(exercise: exercise, within: place.exerciseIDs)
        self.place = place
        planKey = AppPath.id(place.planID)
        slotKey = AppPath.id(place.slotID)
        let limb = Self.limbWord(exercise.movement)
        limbWord = limb
        let segment = Self.segmentWord(exercise.movement)
        sources = [
            SourceOption(
                value: SessionSource.phone.rawValue, title: "Phone on your \(segment)",
                detail: "Strap the phone to your \(segment). It measures the bend from how it tilts.", checked: false),
            SourceOption(
                value: SessionSource.tracker.rawValue, title: "Camera pose tracker",
                detail: "A tracker app on another device streams your pose here.", checked: false),
            SourceOption(
                value: SessionSource.slider.rawValue, title: "Demo slider",
                detail: "No sensor? Move a slider to see how a session works.", checked: true),
        ]
        sources.insert(contentsOf: Self.cameraOption(exercise, available: cameraAvailable), at: 0)
        sides = BodySide.allCases.map {
            SideOption(value: $0.rawValue, label: "\($0.rawValue.capitalized) \(limb)", checked: $0 == (side ?? .left))
        }
        repsTarget = exercise.reps
        holdLabel = exercise.holdSeconds > 0 ? "Hold each rep \(exercise.holdSeconds) s" : nil
        slotNote = SessionSummaryScreen.describeSlot(place: place, slotDone: slotDone, saved: false, done: doneToday)
    }

    /// The camera choice, first: unchecked on the server; the page checks it when the device has a camera.
    /// Not offered for movements the camera can't measure (wrist, ankle, trunk).
    static func cameraOption(_ exercise: Exercise, available: Bool) -> [SourceOption] {
        guard JointAngle.isLandmarkBased(exercise.movement) else { return [] }
        let placement =
            CameraFraming(movement: exercise.movement, side: .left, position: exercise.position).placement
        let detail =
            available
            ? "\(exercise.position.displayName): \(placement) Frames go only to PhysioPoint on this computer."
            : "Not set up on this computer yet: pose estimation isn't installed."
        return [
            SourceOption(
                value: SessionSource.camera.rawValue, title: "Camera on this device", detail: detail, checked: false,
                disabled: !available, isCamera: true)
        ]
    }

    static func limbWord(_ movement: JointMovement) -> String {
        switch movement {
        case .kneeFlexion, .hipFlexion, .ankleDorsiflexion: "leg"
        case .elbowFlexion, .shoulderAbduction, .wristExtension: "arm"
        case .trunkFlexion: "side"
        }
    }

    /// Where the phone goes: the segment that moves.
    static func segmentWord(_ movement: JointMovement) -> String {
        switch movement {
        case .kneeFlexion: "shin"
        case .hipFlexion: "thigh"
        case .elbowFlexion, .wristExtension: "forearm"
        case .shoulderAbduction: "upper arm"
        case .ankleDorsiflexion: "foot"
        case .trunkFlexion: "chest"
        }
    }
}

/// A guided session left running, kept as a draft: the intro offers to resume it (its reps continue) or
/// discard it.
public struct ResumableSession: Sendable, Hashable {
    public var id: String
    /// "Started at 8:05 AM: 3 of 10 reps in set 1 of 3."
    public var text: String
    public var resumePath: String
    public var discardPath: String

    public init(id: String, startedAt: Date, timeZone: TimeZone, state: LiveState) {
        self.id = id
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.hour, .minute], from: startedAt)
        let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)?.label ?? ""
        let reps = state.targetReps > 0 ? "\(state.reps) of \(state.targetReps) reps" : "\(state.reps) reps"
        let set = state.sets > 1 ? " in set \(state.set) of \(state.sets)" : ""
        text = "Started at \(time): \(reps)\(set)."
        resumePath = AppPath.live(id).value
        discardPath = AppPath.liveDiscard(id).value
    }
}

/// A guided session that ended without being saved, kept as a draft: what the intro page says about it
/// and where its "Review and save" and "Discard" go.
public struct UnsavedSession: Sendable, Hashable {
    public var id: String
    /// "Ended at 8:05 AM: 3 of 10 reps, best 88°."
    public var text: String
    public var reviewPath: String
    public var discardPath: String

    public init(id: String, endedAt: Date, timeZone: TimeZone, metrics: SessionMetrics) {
        self.id = id
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: endedAt)
        let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)?.label ?? ""
        let reps = metrics.targetReps > 0 ? "\(metrics.reps) of \(metrics.targetReps) reps" : "\(metrics.reps) reps"
        let best = metrics.bestAngle.map { ", best \(SessionFormat.degrees($0))" } ?? ""
        text = "Ended at \(time) without saving: \(reps)\(best)."
        reviewPath = AppPath.liveSummary(id).value
        discardPath = AppPath.liveDiscard(id).value
    }
}

/// The live session page: the arc, the figures the page fills in, and how to reach the WebSocket.
public struct LiveSessionScreen: Sendable {
    public var sessionID: String
    public var exerciseName: String
    public var tint: String
    public var targetLabel: String
    public var targetLower: Double
    public var targetUpper: Double
    public var restAngle: Double
    /// "10°".
    public var restLabel: String
    public var holdSeconds: Double
    /// "5" (whole seconds), for "Hold 2.4 of 5 s".
    public var holdTargetLabel: String
    public var holdLabel: String?
    public var targetReps: Int
    public var source: String
    public var sourceLabel: String
    public var isPhone: Bool
    public var isTracker: Bool
    public var isSlider: Bool
    public var isCamera: Bool
    public var side: String
    public var segmentWord: String
    public var arc: AngleArc
    public var legend = ZoneWording.legend
    /// The badge while short of the target ("↓ Straighten more" when the target lies below rest).
    public var shortOfTarget: ShortOfTargetWording
    public var sliderMin: Int
    public var sliderMax: Int
    public var sliderStart: Int
    public var place: SessionPlace?
    public var planKey: String?
    public var slotKey: String?
    public var backPath: String
    /// What each feedback state says for this exercise; the page shows the one the server names.
    public var feedback: LiveFeedbackWording
    /// Lying, seated or standing, as the page's eyebrow says it.
    public var positionLabel: String
    /// Sets the plan asks for (the server's state names the current one once sets are tracked).
    public var setsTarget: Int
    /// What the voice says when the person is seen again after being lost.
    public let regainedCue = "Got you"
    /// Whose numbers the session runs under: the library's examples, or who set them in the plan editor.
    public var numbers: NumbersOrigin
    /// "Exercise 2 of 3" inside a plan's session of several exercises.
    public var orderLabel: String?

    /// `numbers`: whose numbers `exercise` carries (the prescription the session started under).
    public init(
        sessionID: String, exercise: Exercise, side: BodySide, source: SessionSource, place: SessionPlace?,
        numbers: NumbersOrigin = .library
    ) {
        self.sessionID = sessionID
        exerciseName = exercise.name
        tint = exercise.region.tint
        targetLabel = exercise.target.label
        targetLower = exercise.target.lower
        targetUpper = exercise.target.upper
        restAngle = exercise.restAngle
        restLabel = SessionFormat.degrees(exercise.restAngle)
        holdSeconds = Double(exercise.holdSeconds)
        holdTargetLabel = String(exercise.holdSeconds)
        holdLabel = exercise.holdSeconds > 0 ? "Hold \(exercise.holdSeconds) s" : nil
        targetReps = exercise.reps
        self.numbers = numbers
        orderLabel = place.flatMap {
            $0.exerciseIDs.count > 1 ? "Exercise \($0.position) of \($0.exerciseIDs.count)" : nil
        }
        self.source = source.rawValue
        sourceLabel = source.displayName
        isPhone = source == .phone
        isTracker = source == .tracker
        isSlider = source == .slider
        isCamera = source == .camera
        self.side = side.rawValue
        segmentWord = SessionIntroScreen.segmentWord(exercise.movement)
        arc = AngleArc(target: exercise.target, restAngle: exercise.restAngle)
        let goal = MotionGoal(exercise: exercise, side: side)
        shortOfTarget = ShortOfTargetWording(goal: goal)
        legend = ZoneWording.legend(direction: goal.direction)
        sliderMin = 0
        sliderMax = Int(clamping: max(150, exercise.target.upper + 30), to: 150...360)
        sliderStart = Int(clamping: exercise.restAngle, to: -180...360)
        self.place = place
        planKey = place.map { AppPath.id($0.planID) }
        slotKey = place.map { AppPath.id($0.slotID) }
        let back = place.map { AppPath.guidedSession($0.planID, $0.slotID, $0.exerciseID) }
        backPath = (back ?? AppPath.home.path).value
        feedback = LiveFeedbackWording(exercise: exercise, side: side, camera: source == .camera)
        positionLabel = exercise.position.displayName
        setsTarget = max(1, exercise.sets)
    }
}

/// The live page's feedback as one state machine: after each state the engine sends, exactly one of
/// these is shown, with one message, one colour and one symbol (never two messages that contradict
/// each other, such as "Hold complete" beside "Past target").
public enum LiveFeedback: String, CaseIterable, Codable, Sendable {
    /// The start position isn't known yet, or nothing was measured yet: "Lie back … hold still".
    case waitingForStart
    /// A rep is under way, short of the target.
    case moving
    /// In the target band, for a movement with no hold.
    case inBand
    /// In the target band, holding.
    case holding
    /// Held long enough and still in the band: "return slowly".
    case holdDone
    /// Past the target band's far edge: "ease back".
    case pastTarget
    /// On the way back to the start after reaching the target.
    case returning
    /// At the start position between reps, or between sets.
    case resting
    /// Every rep of the set (or the session) is done.
    case setDone
    /// The sensor or camera lost the person.
    case lost
    /// The page isn't connected (the page says it; the server never sends it).
    case paused

    /// The colour family: `neutral`, `below` (orange), `in` (green), `beyond` (red), `lost` (grey).
    public var tone: String {
        switch self {
        case .waitingForStart, .returning, .resting, .paused: "neutral"
        case .moving: "below"
        case .inBand, .holding, .holdDone, .setDone: "in"
        case .pastTarget: "beyond"
        case .lost: "lost"
        }
    }
}

/// Where the person is between sets, from the session's set fields (a single set when absent).
public struct SetBreak: Sendable, Hashable {
    /// Seconds left of the rest between sets; nil when not resting.
    public var restRemaining: Double?
    /// Every set of the session is done.
    public var sessionDone: Bool

    public init(restRemaining: Double? = nil, sessionDone: Bool = false) {
        self.restRemaining = restRemaining
        self.sessionDone = sessionDone
    }
}

/// The feedback state machine: feed it each ``LiveState`` (with the camera's framing when there is
/// one); it moves to the one state to show. It remembers only whether the rep in progress reached the
/// target, which tells "returning" from "moving" on the way down.
public struct LiveFeedbackMachine: Sendable, Hashable {
    public private(set) var state: LiveFeedback = .waitingForStart
    /// The rep in progress has been in or past the band.
    private var reachedTarget = false

    public init() {}

    /// The state after `live`. `framing` is the camera's (nil for other sources); `setBreak` the
    /// session's set fields.
    @discardableResult
    public mutating func update(
        _ live: LiveState, framing: CameraFraming.Status? = nil, setBreak: SetBreak = SetBreak()
    ) -> LiveFeedback {
        if live.phase != .moving { reachedTarget = false }
        if live.phase == .moving, live.zone == .inTarget || live.zone == .beyond { reachedTarget = true }
        state = Self.next(
            after: state, live: live, framing: framing, setBreak: setBreak, reachedTarget: reachedTarget)
        return state
    }

    /// One transition. Order matters: a finished set beats everything, losing the person beats any
    /// zone, and past the target beats "hold done".
    static func next(
        after previous: LiveFeedback, live: LiveState, framing: CameraFraming.Status?, setBreak: SetBreak,
        reachedTarget: Bool
    ) -> LiveFeedback {
        if setBreak.sessionDone { return .setDone }
        if setBreak.restRemaining != nil { return .resting }
        if live.targetReps > 0, live.reps >= live.targetReps, live.phase != .moving { return .setDone }
        if live.tracking == .lost || framing == .lost { return .lost }
        if live.tracking == .waiting || live.phase == .waitingForRest { return .waitingForStart }
        // Still learning where reps start: ask for the start position, unless the joint is already
        // up in (or past) the band or on its way back from it (the first rep teaches the engine too).
        let upStates: Set<LiveFeedback> = [.inBand, .holding, .holdDone, .pastTarget, .returning]
        if live.startPosition == .finding, !reachedTarget, !upStates.contains(previous),
            live.zone != .inTarget, live.zone != .beyond
        {
            return .waitingForStart
        }
        switch (live.phase, live.zone) {
        case (.moving, .beyond?): return .pastTarget
        case (.moving, .inTarget?):
            if live.holdComplete { return .holdDone }
            return live.holdTargetSeconds > 0 ? .holding : .inBand
        case (.moving, _):
            let wasUp: Set<LiveFeedback> = [.inBand, .holding, .holdDone, .pastTarget, .returning]
            return live.holdComplete || reachedTarget || wasUp.contains(previous) ? .returning : .moving
        case (.atRest, _), (.waitingForRest, _):
            return .resting
        }
    }
}

/// What each feedback state says, worded for one exercise (its position, limb and direction): the
/// page gets the whole table once and shows the entry the server names.
public struct LiveFeedbackWording: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var state: LiveFeedback
        /// The one instruction on screen.
        public var message: String
        /// The state in a word or two, the largest text of the distance view ("Hold", "Ease back").
        public var word: String
        /// A symbol that reads without colour.
        public var symbol: String
        /// What the voice says on entering the state (opt-in cues); nil says nothing.
        public var spoken: String?
        public var tone: String { state.tone }
    }

    public var entries: [Entry]

    public init(exercise: Exercise, side: BodySide, camera: Bool) {
        let goal = MotionGoal(exercise: exercise, side: side)
        let short = ShortOfTargetWording(goal: goal)
        let lost =
            camera
            ? "I can't see you — \(CameraFraming.partsInViewWord(exercise.movement, side: side, position: exercise.position))"
            : "Tracking lost — check the sensor"
        entries = [
            Entry(
                state: .waitingForStart, message: Self.startPosition(exercise), word: "Get ready", symbol: "•",
                spoken: nil),
            Entry(
                state: .moving, message: short.words, word: goal.direction < 0 ? short.short : "Keep going",
                symbol: short.symbol, spoken: nil),
            Entry(
                state: .inBand, message: "In target — now return slowly", word: "Good", symbol: "✓",
                spoken: "Good. Return slowly."),
            Entry(state: .holding, message: "In target — hold it there", word: "Hold", symbol: "✓", spoken: "Hold"),
            Entry(
                state: .holdDone, message: "Hold done — return slowly", word: "Back slowly", symbol: "✓",
                spoken: "Done. Return slowly."),
            Entry(
                state: .pastTarget, message: "Past target — ease back", word: "Ease back", symbol: "!",
                spoken: "Ease back"),
            Entry(
                state: .returning, message: "Return slowly to the start", word: "Back slowly", symbol: "↩",
                spoken: nil),
            Entry(
                state: .resting, message: "Rest — start the next rep when ready", word: "Rest", symbol: "•",
                spoken: nil),
            Entry(state: .setDone, message: "Set done — well done", word: "Well done", symbol: "✓", spoken: "Set done"),
            Entry(
                state: .lost, message: lost, word: camera ? "Can't see you" : "Sensor lost", symbol: "?",
                spoken: "I can't see you"),
            Entry(state: .paused, message: "Paused — reconnecting…", word: "Paused", symbol: "⏸", spoken: nil),
        ]
    }

    public func entry(_ state: LiveFeedback) -> Entry {
        entries.first { $0.state == state } ?? entries[0]
    }

    /// "Lie back with your leg straight, then hold still." — the start position in the exercise's words.
    public static func startPosition(_ exercise: Exercise) -> String {
        let limb = SessionIntroScreen.limbWord(exercise.movement)
        let pose: String =
            switch exercise.movement {
            case .shoulderAbduction: "your arm relaxed by your side"
            case .trunkFlexion: "your back upright"
            case .ankleDorsiflexion: "your foot relaxed"
            case .wristExtension: "your hand relaxed"
            default: "your \(limb) \(Self.isStraight(exercise.restAngle) ? "straight" : "bent")"
            }
        let verb: String =
            switch exercise.position {
            case .lying: "Lie back"
            case .seated: "Sit tall"
            case .standing: "Stand tall"
            }
        return "\(verb) with \(pose), then hold still."
    }

    static func isStraight(_ restAngle: Double) -> Bool { abs(restAngle) <= 30 }
}

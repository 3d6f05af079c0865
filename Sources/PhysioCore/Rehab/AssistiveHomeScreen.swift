import Foundation

/// Assistive mode's home (the UI seed's third layer, for someone not at ease with apps): only the one
/// next thing to do, said in a persistent banner, with one big button for it.
///
/// The next step, in order: make a plan when there is none; else today's session that is due now
/// (the earliest, so two plans due at once go in time order); else the latest missed one, which can
/// still be done today; else the next one later today, which may be started early; else, when every
/// session of today is done, rest until tomorrow's first; else (plans with nothing asked today) the
/// first session tomorrow.
public struct AssistiveHomeScreen: Sendable, Equatable {
    public enum Step: String, Sendable, Equatable {
        /// No plan yet.
        case makePlan
        /// A session's time has come.
        case sessionDue
        /// A session's time passed without it; it can still be done today.
        case sessionMissed
        /// Nothing due now; the next session is later today.
        case sessionLater
        /// Every session of today is done.
        case doneForToday
        /// Plans, but nothing asked of the person today.
        case nothingToday
    }

    public var step: Step
    /// The banner's one sentence: what to do next.
    public var instruction: String
    /// The session the step is about ("Knee — bending"), when there is one.
    public var sessionName: String?
    /// "1:00 PM", when the step is about a session.
    public var sessionTime: String?
    /// "Heel slides, Quad sets".
    public var exercisesLabel: String?
    /// The big button's words and where it goes; nil when there is nothing to do now.
    public var actionLabel: String?
    public var actionPath: AppPath?
    /// The plan and session slot the step is about.
    public var planID: UUID?
    public var slotID: UUID?
    /// "Exercise 2 of 3 · Heel Slides": the exercise Start opens, in a session of several.
    public var exerciseLabel: String?

    /// Points Start at one exercise of the step's session (the first without a saved set today): its
    /// guided session, straight away, rather than the session's full guide. `done` are the session's
    /// exercises already saved today: when this is the only one left, the label says so ("Last one ·
    /// Mini Squats — the other 2 are done") rather than a plan position that reads as a first of three.
    public mutating func start(at exerciseID: String, of exerciseIDs: [String], done: Set<String> = []) {
        guard let planID, let slotID, let index = exerciseIDs.firstIndex(of: exerciseID) else { return }
        actionPath = .guidedSession(planID, slotID, exerciseID)
        let name = RehabLibrary.exercise(id: exerciseID)?.name
        exerciseLabel = Self.orderLabel(index: index, of: exerciseIDs, done: done, name: name)
    }

    /// "Exercise 2 of 3 · Heel Slides"; "Last one · Mini Squats — the other 2 are done"; just the name
    /// in a session of one.
    public static func orderLabel(index: Int, of exerciseIDs: [String], done: Set<String>, name: String?) -> String? {
        guard exerciseIDs.count > 1 else { return name }
        let others = Set(exerciseIDs).subtracting([exerciseIDs[index]])
        let named = name.map { " · \($0)" } ?? ""
        guard !others.isEmpty, others.isSubset(of: done) else {
            return "Exercise \(index + 1) of \(exerciseIDs.count)" + named
        }
        let rest = others.count == 1 ? "the other one is done" : "the other \(others.count) are done"
        return "Last one\(named) — \(rest)"
    }

    public init(schedule: DaySchedule) {
        guard !schedule.plans.isEmpty else {
            self.init(
                step: .makePlan, instruction: "Tap “Make my plan”, then answer two short questions about where it hurts.",
                actionLabel: "Make my plan", actionPath: AppPath.triage.path)
            return
        }
        let sessions = schedule.sessionsInTimeOrder
        let open = sessions.filter { $0.state != .done }
        let chosen: (ScheduledSession, Step)? =
            open.first { $0.state == .due && !$0.isMissed }.map { ($0, .sessionDue) }
            ?? open.last { $0.state == .due && $0.isMissed }.map { ($0, .sessionMissed) }
            ?? open.first { $0.state == .upcoming }.map { ($0, .sessionLater) }
        if let (session, step) = chosen,
           let plan = schedule.plans.first(where: { $0.plan.id == session.planID })?.plan {
            let time = session.slot.time.label
            let instruction = switch step {
            case .sessionDue: "It’s time for your \(time) exercises. Tap “Start”."
            case .sessionMissed: "Your \(time) exercises are not done yet. You can still do them now: tap “Start”."
            default: "Your next exercises are at \(time). Come back then, or tap “Start” to do them now."
            }
            self.init(
                step: step, instruction: instruction, sessionName: plan.name, sessionTime: time,
                exercisesLabel: RehabLibrary.exercisesLabel(plan.exerciseIDs), actionLabel: "Start",
                actionPath: .session(plan.id, session.slot.id))
            planID = plan.id
            slotID = session.slot.id
            return
        }
        let tomorrow = schedule.plans.compactMap(\.next).filter(\.isTomorrow).min { $0.scheduledAt < $1.scheduledAt }
        let then = tomorrow.map { " Your next exercises are tomorrow at \($0.slot.time.label)." } ?? ""
        if sessions.isEmpty {
            self.init(step: .nothingToday, instruction: "Nothing to do today.\(then)")
        } else {
            self.init(step: .doneForToday, instruction: "All done for today. Well done!\(then)")
        }
    }

    public init(
        step: Step, instruction: String, sessionName: String? = nil, sessionTime: String? = nil,
        exercisesLabel: String? = nil, actionLabel: String? = nil, actionPath: AppPath? = nil
    ) {
        self.step = step
        self.instruction = instruction
        self.sessionName = sessionName
        self.sessionTime = sessionTime
        self.exercisesLabel = exercisesLabel
        self.actionLabel = actionLabel
        self.actionPath = actionPath
    }
}

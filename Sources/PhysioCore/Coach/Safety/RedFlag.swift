import Foundation

/// A warning sign, or a question that isn't a coach's to answer. The safety check looks for these
/// before any coach (built-in or model) answers, and in a model's reply; each has one calm answer.
/// Signs follow common post-injury / post-operative advice (e.g. NHS "after surgery" and DVT pages).
public enum RedFlag: String, CaseIterable, Codable, Sendable, Hashable {
    /// Thoughts of self-harm or suicide.
    case selfHarm = "self_harm"
    case chestPain = "chest_pain"
    /// Breathlessness, or calf pain/swelling: possible clot signs.
    case breathless
    case calfPainOrSwelling = "calf"
    /// Swelling with heat or redness, a fever, or a leaking wound: possible infection.
    case infection
    /// New numbness or tingling.
    case numbness
    /// A pop or give-way followed by not being able to bear weight.
    case popNoWeight = "pop_no_weight"
    /// Severe or sudden pain.
    case severePain = "severe_pain"
    case fall
    /// A question about medicines or doses.
    case medication
    /// "Can I do more to heal faster?"
    case doingMore = "doing_more"

    /// How soon someone should be involved.
    public enum Urgency: Int, Comparable, Sendable {
        case askClinician, pharmacist, clinicianToday, emergency

        public static func < (lhs: Urgency, rhs: Urgency) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var urgency: Urgency {
        switch self {
        case .selfHarm, .chestPain, .breathless: .emergency
        case .calfPainOrSwelling, .infection, .numbness, .popNoWeight, .severePain, .fall: .clinicianToday
        case .medication: .pharmacist
        case .doingMore: .askClinician
        }
    }

    /// The short heading shown above the answer.
    public var heading: String {
        switch urgency {
        case .emergency: "Get help now"
        case .clinicianToday: "Stop and check with your clinician today"
        case .pharmacist: "A question for your pharmacist or clinician"
        case .askClinician: "Check with your clinician first"
        }
    }

    /// What to do, specifically; no diagnosis and no nudge to the next session.
    public var answer: String {
        switch self {
        case .selfHarm:
            "I’m really glad you told me. This is more than a coaching chat can help with safely, and you deserve real support right now: call your local emergency number or a crisis line now, or ask someone nearby to stay with you."
        case .chestPain:
            "Please stop the exercise now. Chest pain needs checking straight away: call your local emergency number now (for example 911, 999 or 112). Don’t wait to see whether it passes, and don’t drive yourself."
        case .breathless:
            "Please stop the exercise now. Sudden shortness of breath, especially after an injury or surgery, needs checking straight away: call your local emergency number now (for example 911, 999 or 112)."
        case .calfPainOrSwelling:
            "Please stop the exercises. Pain, swelling, warmth or tenderness in the calf after an injury or surgery should be checked the same day: contact your clinician today, or urgent care if you can’t reach them. If you also become short of breath or have chest pain, call your local emergency number now."
        case .infection:
            "Please stop the exercises for now. Swelling with heat or redness, a fever, or a wound that leaks should be looked at: contact your clinician or surgical team today. If you feel very unwell, go to urgent care."
        case .numbness:
            "Please stop the exercise. New numbness or tingling should be checked: contact your clinician today. If it comes with sudden weakness, a drooping face or trouble speaking, call your local emergency number now."
        case .popNoWeight:
            "Please stop and rest the leg. A pop or the joint giving way, followed by not being able to put weight on it, needs to be seen: contact your clinician today or go to urgent care. Don’t try the exercises again until someone has checked it."
        case .severePain:
            "Please stop the exercise. Severe or sudden pain is a signal to stop, not to push through: contact your clinician today and ask what to do next. If the pain is unbearable or you can’t move the joint, go to urgent care."
        case .fall:
            "Please stop the exercises for now. If you hit your head, can’t get up, or have severe pain, call your local emergency number. Otherwise rest, and tell your clinician about the fall today before you continue."
        case .medication:
            "I can’t advise on medicines or doses. Your pharmacist or clinician can, because they know your health and what else you take — a pharmacist can usually answer this today without an appointment."
        case .doingMore:
            "In rehab, more isn’t faster: doing extra can set healing back. Keep to your plan’s amounts, and ask your clinician before you add reps, sessions or load."
        }
    }
}

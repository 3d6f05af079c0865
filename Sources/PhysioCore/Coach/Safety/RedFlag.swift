import Foundation

/// A warning sign, or a question that isn't a coach's to answer. The safety check looks for these
/// before any coach (built-in or model) answers; each has one fixed, reviewed answer that names who to
/// contact and what to do meanwhile — never a dose, never a diagnosis. The signs and their urgency
/// follow NHS, NICE and AAOS red-flag guidance (docs/coach-safety.md). Raw values are stored with the
/// coach's messages: never rename one.
public enum RedFlag: String, CaseIterable, Codable, Sendable, Hashable {
    // Emergency now.
    /// A crisis: thoughts or plans of suicide, self-harm, intent to overdose, a goodbye note. Answered
    /// with the crisis line beside the emergency number.
    case selfHarm = "self_harm"
    /// Chest pain, pressure or tightness.
    case chestPain = "chest_pain"
    /// Breathlessness that isn't ordinary effort, pain on breathing in, coughing up blood.
    case breathless
    /// Fainting or collapsing; feeling faint with a racing heart, chest pain or breathlessness.
    case collapse
    /// Loss of bladder or bowel control, numbness around the bottom or genitals, both legs affected.
    case bladderBowelSaddle = "bladder_bowel_saddle"
    /// A limb cold and pale or blue, numb under a tight cast, or severe pain with numbness.
    case circulation
    /// A joint or bone out of place, misshapen, or bone through the skin.
    case deformity
    /// A knock to the head followed by vomiting, confusion, drowsiness or vision changes.
    case headInjury = "head_injury"
    /// A drooping face, slurred speech, a weak arm.
    case strokeSigns = "stroke_signs"
    /// Bleeding that won't stop.
    case heavyBleeding = "heavy_bleeding"
    /// Someone with diabetes confused, drowsy, unresponsive or very unwell (a very low or very high sugar).
    case diabetesEmergency = "diabetes_emergency"
    /// An infection with signs it has spread (sepsis, NHS): confusion, mottled skin, no urine, shaking.
    case sepsis
    /// A sudden, very severe headache: the worst ever, coming on in seconds like a blow (a thunderclap
    /// headache, NHS: a bleed on the brain until shown otherwise).
    case suddenHeadache = "sudden_headache"
    /// Too much of a medicine with drowsiness or slow breathing (an overdose taken by mistake; NHS:
    /// opioid or sedative overdose).
    case medicineOverdose = "medicine_overdose"

    // A clinician today.
    /// Pain, swelling, warmth or redness in the calf or behind the knee.
    case calfPainOrSwelling = "calf"
    /// Swelling with heat or redness, a fever, or a wound that leaks.
    case infection
    /// New numbness, tingling or weakness.
    case numbness
    /// Not being able to put weight on the leg, after a pop, a snap or a twist or not.
    case popNoWeight = "pop_no_weight"
    /// A joint that gives way or locks.
    case jointGivingWay = "joint_giving_way"
    /// Severe, sudden or worsening pain.
    case severePain = "severe_pain"
    /// New swelling of a limb or joint, or bruising that spreads or hurts.
    case swelling
    case fall
    /// Dizziness.
    case dizziness
    /// A heart that races, pounds or skips.
    case palpitations
    /// Skin of a limb turned pale, blue or purple.
    case colourChange = "colour_change"
    /// A knock to the head with no warning signs yet.
    case headKnock = "head_knock"
    /// A change or a question the clinician should hear about soon, not an emergency: weight lost without
    /// trying, pain that wakes you night after night, a joint going backwards though the exercises are
    /// done, "should I ring about it?", when to take up running again.
    case tellClinician = "tell_clinician"

    // A pharmacist or prescriber.
    /// A question about medicines or doses.
    case medication
    /// Stopping, skipping or doubling a medicine.
    case medicineChange = "medicine_change"

    /// Far past the prescription: many times the reps, sets or sessions, more to heal faster, or
    /// carrying on through pain.
    case doingMore = "doing_more"

    /// How soon someone should be involved.
    public enum Urgency: Int, Comparable, Sendable {
        case askClinician, pharmacist, clinicianToday, emergency

        public static func < (lhs: Urgency, rhs: Urgency) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var urgency: Urgency {
        switch self {
        case .selfHarm, .chestPain, .breathless, .collapse, .bladderBowelSaddle, .circulation, .deformity, .headInjury,
             .strokeSigns, .heavyBleeding, .diabetesEmergency, .sepsis, .suddenHeadache, .medicineOverdose:
            .emergency
        case .calfPainOrSwelling, .infection, .numbness, .popNoWeight, .jointGivingWay, .severePain, .swelling, .fall,
             .dizziness, .palpitations, .colourChange, .headKnock, .tellClinician:
            .clinicianToday
        case .medication, .medicineChange: .pharmacist
        case .doingMore: .askClinician
        }
    }

    /// The short heading shown above the answer.
    public var heading: String {
        if self == .selfHarm { return "You deserve support right now" }
        if self == .tellClinician { return "Worth telling your clinician" }
        return switch urgency {
        case .emergency: "Get help now"
        case .clinicianToday: "Stop and check with your clinician today"
        case .pharmacist: "A question for your pharmacist or prescriber"
        case .askClinician: "Check with your clinician first"
        }
    }

    /// The answer with no number chosen: "your local emergency number".
    public var answer: String { answer(calling: nil) }

    /// What to do, specifically, with `number` as the one to call (and, for a crisis, `crisisLine` as
    /// the one to talk to); no diagnosis, no dose and no nudge to the next session. Wording reviewed
    /// against the sources in docs/coach-safety.md.
    public func answer(calling number: EmergencyNumber?, crisisLine: CrisisLine? = nil) -> String {
        let call = number.map { "call \($0.digits) now" } ?? "call your local emergency number now"
        let callIf = number.map { "call \($0.digits)" } ?? "call your local emergency number"
        switch self {
        case .selfHarm:
            // NHS "Help for suicidal thoughts", Samaritans, 988 Lifeline: talk to someone now; emergency
            // services if you've acted or can't keep yourself safe; don't stay alone; means out of reach.
            let talk = crisisLine.map { "please call \($0.phrase) and talk to someone who is there to listen" }
                ?? "please call a crisis line in your country and talk to someone who is there to listen — or, if you can’t reach one, \(callIf)"
            return "I’m really glad you told me, and I’m so sorry you’re feeling this way. You don’t have to go through this on your own, and you deserve support from a person right now: \(talk). If you have hurt yourself or taken something, or you feel you can’t keep yourself safe, \(call). If you can, tell someone near you how you feel and stay with them, and put anything you could hurt yourself with out of reach."
        case .chestPain:
            return "Please stop the exercise now. Chest pain, pressure or tightness needs checking straight away: \(call). Meanwhile sit down and rest, unlock the door, and tell someone nearby. Don’t wait to see whether it passes, and don’t drive yourself."
        case .breathless:
            return "Please stop the exercise now. Sudden shortness of breath, pain when you breathe in, or coughing up blood needs checking straight away, especially after an injury, surgery or time off your feet: \(call). Meanwhile sit upright and rest, and don’t drive yourself."
        case .collapse:
            return "Please stop the exercise now. Fainting, or feeling faint with a racing or irregular heart, chest pain or breathlessness, needs checking straight away: \(call). Meanwhile sit or lie down where you can’t fall, tell someone nearby, and don’t drive."
        case .bladderBowelSaddle:
            return "Please stop the exercises. Changes in bladder or bowel control, numbness around your bottom, genitals or inner thighs, or numbness or weakness in both legs need to be seen urgently, the same hour — not at a routine appointment: \(call) or go to the emergency department (A&E) now."
        case .circulation:
            return "Please stop the exercise now. A hand or foot that turns cold, pale or blue, numbness under a cast or splint that feels too tight, or severe pain with numbness needs to be seen straight away: \(call) or go to the emergency department (A&E). Meanwhile keep the limb still and don’t put weight on it."
        case .deformity:
            return "Please stop now and keep still. A joint or bone that looks out of place or misshapen, or bone showing through the skin, needs to be seen straight away: \(call) or go to the emergency department (A&E). Don’t try to push it back or move it; support it as it is, and don’t eat or drink until you’ve been seen."
        case .headInjury:
            return "Please stop the exercises. After a knock to the head, being sick, feeling confused or very drowsy, blurred or double vision, or a headache that gets worse needs checking straight away: \(call) or go to the emergency department (A&E). Don’t stay on your own and don’t drive."
        case .sepsis:
            return "An infection with confusion or muddled speech, skin that looks blotchy, blue or pale, very little or no pee in a day, uncontrollable shivering or struggling to breathe can be sepsis, and needs help straight away: \(call). Don’t wait to see whether it settles."
        case .diabetesEmergency:
            return "Someone with diabetes who is confused, very drowsy, hard to wake or fitting, or who is being sick and breathing fast, needs help straight away: \(call). Stay with them, and if they have a plan from their diabetes team for a low or high sugar, follow it while you wait."
        case .suddenHeadache:
            return "Please stop the exercise now. A sudden, very severe headache — the worst you’ve had, coming on in seconds, perhaps with a stiff neck, being sick or light hurting your eyes — needs help straight away: \(call). Sit or lie down, tell someone nearby, and don’t drive."
        case .medicineOverdose:
            return "Too much of a medicine with feeling very sleepy or breathing slowly needs help straight away: \(call). Don’t take any more, stay with someone who can keep you awake, and have the packet to hand for the people who come."
        case .strokeSigns:
            return "A drooping face, an arm that goes weak, or slurred or muddled speech needs help straight away: \(call). Note the time it started, and don’t wait to see whether it passes."
        case .heavyBleeding:
            return "Press firmly on the wound with a clean cloth or pad and keep pressing. Bleeding that won’t stop needs help straight away: \(call)."
        case .calfPainOrSwelling:
            return "Please stop the exercises. Pain, swelling, warmth, redness or hardness in the calf or behind the knee, especially after surgery, an injury or a long journey, should be checked the same day: contact your clinician today, or urgent care (in the UK, NHS 111) if you can’t reach them. If you also become short of breath, have chest pain or cough up blood, \(call)."
        case .infection:
            return "Please stop the exercises for now. Swelling with heat or redness, a fever or shivers, or a wound that leaks, smells or opens should be looked at: contact your clinician or surgical team today, or urgent care (NHS 111 in the UK). If you feel very unwell, confused or breathless, \(callIf)."
        case .numbness:
            return "Please stop the exercise. New numbness, tingling or weakness should be checked: contact your clinician today. If it affects both legs, your bladder or bowels, or the skin around your bottom, or comes with a drooping face or trouble speaking, \(call)."
        case .popNoWeight:
            return "Please stop and rest the leg. Not being able to put weight on it — especially after a pop, a snap or a twist — needs to be seen: contact your clinician today or go to urgent care. Don’t try the exercises again until someone has checked it. If it looks out of place or the foot turns cold or pale, \(call)."
        case .jointGivingWay:
            return "Please stop the exercises for now. A joint that gives way, locks or won’t straighten should be checked before you carry on: contact your clinician today. If you can’t put weight on it or it looks out of place, go to urgent care."
        case .severePain:
            return "Please stop the exercise. Severe, sudden or worsening pain is a signal to stop, not to push through: contact your clinician today and ask what to do next. If the pain is unbearable or you can’t move the joint, go to urgent care."
        case .swelling:
            return "Please stop the exercises for now and rest the limb. New or growing swelling, or bruising that spreads or hurts, should be checked: contact your clinician today. If it is also hot and red, or you feel feverish, go to urgent care; if you become short of breath, \(callIf)."
        case .fall:
            return "Please stop the exercises for now. If you hit your head, can’t get up, or have severe pain, \(call). Otherwise rest, and tell your clinician about the fall today before you continue."
        case .dizziness:
            return "Please stop the exercise and sit or lie down until it passes. Dizziness during exercise should be checked: contact your clinician today, before you exercise again. If you faint, or it comes with chest pain, a racing heart or breathlessness, \(call)."
        case .palpitations:
            return "Please stop the exercise and rest. A heart that races, pounds or skips without settling should be checked: contact your clinician today. If it comes with chest pain, breathlessness or feeling faint, \(call)."
        case .colourChange:
            return "Please stop the exercise. Skin on a hand, foot or limb that turns pale, blue or purple should be checked today: contact your clinician or urgent care. If it is also cold, numb or very painful, \(call)."
        case .headKnock:
            return "Please stop the exercises for now and rest. After a knock to the head, watch for being sick, confusion, drowsiness, vision changes or a worsening headache — if any of these happen, \(call). Tell your clinician about it today, and don’t stay on your own tonight."
        case .tellClinician:
            return "This is one for your clinician or GP — it may well be fine, but it’s theirs to judge, not mine. Ring them today or tomorrow and tell them what’s going on and since when. If it suddenly gets worse, or you feel very unwell, contact them today or urgent care (NHS 111 in the UK)."
        case .medication:
            return "I can’t advise on medicines or doses. Your pharmacist or prescriber can, because they know your health and what else you take — a pharmacist can usually answer this today without an appointment."
        case .medicineChange:
            return "Please don’t stop, skip, double or swap a medicine without asking whoever prescribed it or your pharmacist first — some, like blood thinners, matter a lot after surgery or an injury. Ask them today; a pharmacist can usually answer without an appointment. I can’t advise on medicines or doses."
        case .doingMore:
            return "Please keep to what your clinician gave you — the numbers, the exercises, and any crutches, brace or sling — until they change it. In rehab, more isn’t faster: doing far more than prescribed, or carrying on through pain, can set healing back. If you’d like to progress, ask them first — write your question in the exercise’s note (Edit exercises on your plan), and it is printed in the Notes of your Report for my physio."
        }
    }
}

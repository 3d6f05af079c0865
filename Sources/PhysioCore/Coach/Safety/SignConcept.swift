import Foundation

/// One idea the safety check looks for in a message — a symptom, a body site, a severity or onset
/// word, a medicine — with the everyday words people use for it. Terms are words or phrases
/// ("pins and needles"); `*` ends a stem, `#` stands for a number. The lists follow published red-flag
/// guidance (NHS, NICE, AAOS; see docs/coach-safety.md) and are matched with typo tolerance.
enum SignConcept: CaseIterable, Hashable, Sendable {
    // Sites.
    case calf, backOfKnee, leg, foot, hand, arm, joint, back, head, chest, heart, saddleArea, bothSides, wound, trunk
    // Pain and how bad it is.
    case pain, severe, worsening, persistent, minimiser, sudden
    // Symptoms.
    case swelling, heat, redness, numbness, tingling, weakness, cold, pale, deformity, givingWay, locking, popOrSnap
    case oddFeeling, cannotBearWeight, fever, woundProblem, chestSymptom, breathless, mildBreathless, coughingBlood, collapse, dizzy
    case palpitation, headKnock, headWarning, strokeSign, bladderBowel, controlLoss, heavyBleeding, tightCast, fall
    case breathing, atRest, poppedOut, castOrSplint, blood, bruising
    /// Something wrong with a body part the person can't name: "my wrist is doing something odd".
    case unclearSymptom
    // A crisis (988 Lifeline, NHS, Samaritans, AFSP warning signs; see docs/coach-safety.md).
    case suicidal, noReasonToLive, selfHarmAct, crisisFarewell, crisisApology, hopeless, burden, stockpile
    // Medicines.
    case medicine, anticoagulant, medicineChange
    // What makes ordinary exercise talk ordinary.
    case exerciseContext, muscleContext

    /// Everyday words and phrases for the concept.
    var terms: [String] {
        switch self {
        case .calf: ["calf", "calves", "calfs", "calf muscle", "lower leg"]
        case .backOfKnee: ["back of my knee", "back of the knee", "back of knee", "behind my knee", "behind the knee", "behind knee"]
        case .leg: ["leg", "legs", "thigh", "thighs", "shin", "shins", "hamstring*", "quad", "quads", "groin", "achilles", "lower leg", "limb"]
        case .foot: ["foot", "feet", "toe", "toes", "ankle", "ankles", "heel", "heels", "sole", "big toe", "instep"]
        case .hand: ["hand", "hands", "finger", "fingers", "thumb", "thumbs", "wrist", "wrists", "palm"]
        case .arm: ["arm", "arms", "forearm*", "elbow", "elbows", "upper arm", "bicep*"]
        case .joint: [
            "knee", "knees", "kneecap", "knee cap", "hip", "hips", "shoulder", "shoulders", "joint", "joints", "elbow", "wrist",
            "ankle", "neck", "bone", "bones", "spine", "collarbone", "collar bone", "new hip", "new knee", "replacement",
        ]
        case .back: ["back", "lower back", "spine", "sciatica", "sciatic", "disc", "slipped disc", "lumbar", "backache"]
        case .head: ["head", "skull", "forehead", "temple"]
        case .chest: ["chest", "breastbone", "sternum", "ribs", "rib cage"]
        case .heart: ["heart", "heartbeat", "heart beat", "pulse", "heart rate"]
        case .saddleArea: [
            "groin", "genitals", "genital", "private parts", "privates", "down below", "crotch", "inner thigh", "inner thighs",
            "back passage", "anus", "bum", "buttock", "buttocks", "backside", "perineum", "saddle", "toilet paper", "between my legs",
            "around my bottom", "my bottom", "down there", "when i wipe",
        ]
        case .bothSides: ["both legs", "both feet", "both sides", "both my legs", "both of my legs", "both thighs", "both calves"]
        case .wound: [
            "wound", "wounds", "incision", "scar", "stitches", "stiches", "staples", "dressing", "op site", "surgical site", "cut",
            "graze", "sutures", "drain site", "pin site", "pin sites", "the op", "operation site",
        ]
        case .trunk: ["face", "eyes", "belly", "stomach", "tummy", "tum", "waist", "gut", "fingers after salty"]

        case .pain: [
            "pain", "painful", "pains", "hurt", "hurts", "hurting", "ache", "aches", "aching", "achy", "sore", "soreness", "tender",
            "tenderness", "throb*", "agony", "cramp", "cramping", "cramps", "twinge", "stinging", "killing me", "burning",
        ]
        case .severe: [
            "severe", "severely", "sharp", "unbearable", "excruciating", "agony", "agonising", "agonizing", "intense", "terrible",
            "horrible", "worst", "awful", "extreme", "extremely", "crippling", "stabbing", "shooting", "searing", "killing me",
            "out of proportion", "screaming", "incredibly", "unreal", "cant bear", "10 out of 10", "10 10", "9 out of 10", "9 10",
            "ten out of ten", "nine out of ten", "cant sleep", "keeps me up", "keeping me up", "kept me up", "wakes me",
            "woke me", "worse and worse", "horrendous", "immense", "brutal",
        ]
        case .worsening: [
            "worse", "worsening", "getting worse", "more and more", "increasing", "spreading", "worse every day", "not better",
            "not improving", "no better", "worse than",
        ]
        case .persistent: [
            "wont go away", "not going away", "isnt going away", "doesnt go away", "hasnt gone", "for days", "for a week",
            "all week", "still there", "keeps coming back", "even at rest", "at rest", "at night", "overnight", "since yesterday",
            "for # days", "# days", "since", "ever since", "every day", "all day",
        ]
        case .minimiser: ["a bit", "bit of", "a little", "little bit", "slightly", "slight", "mild", "mildly", "a touch", "tiny"]
        case .sudden: [
            "sudden", "suddenly", "all of a sudden", "out of nowhere", "out of the blue", "just now", "came on", "started",
        ]

        case .swelling: [
            "swell*", "swollen", "puffy", "puffed up", "ballooned", "balloon", "blown up", "fatter than the other",
            "bigger than the other", "puffing up", "puffs up", "puff up",
        ]
        case .heat: ["hot", "warm", "warmth", "heat", "burning hot", "on fire", "hot to touch", "warm to touch"]
        case .redness: ["red", "redness", "reddish", "redder", "inflamed", "pink", "red streak", "red streaks", "red line", "darker"]
        case .numbness: [
            "numb", "numbness", "numbed", "numbing", "cant feel", "cannot feel", "can not feel", "lost feeling", "lost the feeling",
            "no feeling", "loss of feeling", "lost sensation", "no sensation", "feels dead", "feel dead", "gone dead", "went dead",
            "dead leg", "not mine", "doesnt feel like mine",
        ]
        case .tingling: [
            "tingl*", "pins and needles", "prickling", "prickly", "electric shock*",
        ]
        case .oddFeeling: [
            "feels weird", "feel weird", "feels strange", "feel strange", "feels funny", "feel funny", "altered feeling",
            "electric", "buzzing", "fizzing", "feels different",
        ]
        case .weakness: [
            "weak", "weakness", "weaker", "cant lift", "cannot lift", "unable to lift", "slapping", "foot drop", "drop foot",
            "dragging", "cant grip", "heavy and weak", "gave up on me", "cant move",
        ]
        case .cold: ["cold", "ice cold", "icy", "freezing", "chilly", "stone cold", "colder than"]
        case .pale: [
            "pale", "white", "whiter", "blue", "bluish", "blueish", "grey", "gray", "greyish", "purple", "purplish", "mottled",
            "dusky", "lost colour", "lost color", "no colour", "no color", "waxy", "blotchy", "black",
        ]
        case .deformity: [
            "misshapen", "mis shapen", "deformed", "deformity", "out of place", "wrong shape", "odd shape", "weird shape",
            "funny shape", "strange shape", "funny angle", "weird angle", "odd angle", "strange angle", "wrong angle", "wrong way",
            "bent sideways", "bent backwards", "at an angle", "sticking out", "poking out", "poking through", "sticking through",
            "through the skin", "bone showing", "see bone", "see the bone", "dislocat*", "out of the socket", "out of socket",
            "out of joint", "popped out of", "come out of", "shifted to the side", "moved to the side", "looks wrong",
            "looks weird", "looks odd", "looks strange", "looks different", "looks broken", "obviously broken", "definitely broken",
            "looks like its broken", "a step in", "lump that wasnt there",
        ]
        case .givingWay: [
            "gave way", "give way", "gives way", "giving way", "giving out", "gave out", "gives out", "buckl*", "went from under me",
            "unstable", "collapsed under", "wont hold me",
        ]
        case .locking: [
            "locked", "locking", "locks", "locked up", "stuck", "catches", "catching", "cant straighten", "cannot straighten",
            "wont straighten", "cant bend", "wont bend", "cannot bend",
        ]
        case .popOrSnap: [
            "pop", "popped", "popping", "snap", "snapped", "snapping", "crack", "cracked", "went ping", "ping", "tore", "torn",
            "rip", "ripped", "twisted", "rolled", "went over on", "kicked me", "felt something go", "something went",
        ]
        case .cannotBearWeight: [
            "cant put weight", "cant put any weight", "cant bear weight", "cant weight bear", "cant weightbear", "cant stand on",
            "cant walk", "cant stand", "unable to walk", "unable to stand", "unable to bear", "cannot walk", "cannot stand",
            "cannot bear weight", "cannot put weight", "cant put my foot down", "barely walk", "can hardly walk",
            "hardly walk", "cant step on", "no weight", "cant stand on tiptoe", "cant go on tiptoe", "cant get up",
        ]
        case .fever: [
            "fever", "fevers", "feverish", "high temperature", "running a temperature", "temperature of", "a temperature",
            "temp of", "chills", "rigors", "hot and cold", "night sweats", "shivery", "shivering and", "flu like", "burning up",
            "temp is 38*", "temp is 39*", "temp is 40*", "temperature is 38*", "temperature is 39*", "the shivers", "38.*", "39.*",
        ]
        case .woundProblem: [
            "leak*", "ooz*", "pus", "discharge", "weep*", "seep*", "bleed*", "smell*", "stink*", "gaping", "gape",
            "opened up", "come apart", "came apart", "coming apart", "split open", "burst open", "burst", "yellow", "green",
            "greenish", "yellowish", "soaked", "crusty", "red around", "hot", "red", "redder", "redness", "angry", "swollen",
            "fluid coming out", "fluid leaking", "clear fluid", "fluid is coming",
        ]
        case .chestSymptom: [
            "pain", "painful", "hurt", "hurts", "hurting", "tight", "tightness", "tighter", "pressure", "crushing", "crushed",
            "squeezing", "squeezed", "heavy", "heaviness", "band", "weight on", "ache", "aches", "aching", "achy", "sore",
            "discomfort", "burning", "stabbing", "elephant", "fluttery", "fluttering", "clutching",
        ]
        case .breathless: [
            "breathless*", "short of breath", "shortness of breath", "cant breathe", "cant breath", "cannot breathe",
            "cant get my breath", "cant catch my breath", "cant get enough air", "hard to breathe", "struggling to breathe",
            "struggle to breathe", "difficulty breathing", "trouble breathing", "gasping for air", "gasping for breath",
            "fighting for breath", "breathing is hard", "cant get air", "hurts to breathe", "hurts when i breathe",
            "can hardly breathe", "can barely breathe", "hardly breathe", "barely breathe", "hardly breathing", "barely breathing",
        ]
        case .breathing: [
            "when i breathe", "breathe in", "breathing in", "breathe deeply", "deep breath", "deep breaths", "to breathe", "breathing",
        ]
        case .atRest: [
            "at rest", "resting", "sitting", "sat", "lying", "in bed", "doing nothing", "not doing anything", "still", "wont settle",
            "isnt settling", "not settling", "hasnt settled", "wont go", "even when", "for no reason", "talking", "getting worse",
            "sudden", "suddenly", "worse",
        ]
        case .poppedOut: ["popped out", "pops out", "came out", "slipped out", "popped out of place", "went out of place"]
        case .castOrSplint: ["cast", "plaster", "splint", "brace", "boot", "bandage", "bandages", "sling", "dressing"]
        case .blood: ["blood", "bleed*", "bloody"]
        case .bruising: ["bruis*", "black and blue", "all down", "spreading"]
        case .mildBreathless: [
            "out of breath", "puffed", "puffed out", "winded", "huffing", "puffing", "panting", "breathing heavily", "breathing heavy",
            "breathing hard",
            "gasping", "blowing hard",
        ]
        case .coughingBlood: [
            "coughing blood", "coughing up blood", "coughed up blood", "coughed blood", "cough up blood", "coughed up some blood",
            "blood when i cough", "spitting blood", "bringing up blood",
        ]
        case .collapse: [
            "fainted", "passed out", "pass out", "blacked out", "black out", "blackout", "collapsed", "collapse",
            "lost consciousness", "knocked out", "knocked myself out", "keeled over", "nearly fainted", "almost fainted",
            "nearly passed out", "almost passed out", "unconscious", "came round on the floor", "isnt responding", "not responding",
            "unresponsive", "wont respond", "wont wake up", "cant wake him", "cant wake her", "went down and", "not waking up",
            "not waking", "wont wake", "cant wake", "cant rouse", "not coming round", "wont come round", "not coming to",
        ]
        case .dizzy: [
            "dizzy", "dizziness", "lightheaded", "light headed", "woozy", "faint", "feel faint", "feeling faint", "giddy",
            "room spinning", "spinning", "vertigo", "going to pass out", "about to pass out", "going to faint", "dizzy spells",
        ]
        case .palpitation: [
            "palpitation*", "racing", "pounding", "hammering", "fluttering", "fluttery", "flutters", "skipping", "skipped",
            "skips", "irregular", "thumping", "going crazy", "beating fast", "beating really fast", "jumping", "missing beats",
            "extra beats", "all over the place",
        ]
        case .headKnock: [
            "hit my head", "banged my head", "bumped my head", "knocked my head", "bashed my head", "smacked my head",
            "whacked my head", "cracked my head", "hit the back of my head", "head injury", "concussion", "concussed",
            "hit my head on", "landed on my head", "knocked myself out", "head on the", "knock to the head", "knock on the head",
            "blow to the head", "hit in the head", "kicked in the head", "hit her head", "hit his head", "hit head", "banged her head",
            "banged his head", "bumped her head", "bumped his head",
        ]
        case .headWarning: [
            "vomit*", "threw up", "throwing up", "been sick", "being sick", "was sick", "confus*", "drows*", "sleepy",
            "blurred", "blurry", "double vision", "cant remember", "memory", "seizure", "fit", "knocked out", "clear fluid",
            "terrible headache", "bad headache", "headache getting worse", "worst headache", "slurr*", "cant stay awake",
            "thrown up", "not sure what day", "dont know what day", "dont know where i am", "seeing double", "pupil", "pupils",
        ]
        case .strokeSign: [
            "face drooping", "drooping face", "face is drooping", "face droop*", "face has dropped", "face dropped", "droop*",
            "slurred", "slurring", "speech went funny", "speech is funny", "cant speak", "cant get my words out",
            "words coming out wrong", "arm went weak", "one side weak", "weak on one side", "numb on one side",
            "one side of my face", "cant lift my arms",
            "half my face", "half of my face", "coming out all wrong", "words are coming out wrong", "words are all wrong",
            "words are jumbled", "words came out wrong", "talking gibberish", "speech is slurred", "slurring my words", "slurr*",
            "talking funny", "speech is funny", "cant lift her arm", "cant lift his arm", "cant lift her right arm", "cant lift her left arm",
            "cant lift his right arm", "cant lift his left arm", "cant raise her arm", "cant raise his arm", "mouth is drooping", "mouth drooping", "side of my face has gone", "face has gone numb", "face went numb",
        ]
        case .bladderBowel: [
            "bladder", "bowel", "bowels", "pee", "peeing", "peed", "wee", "weeing", "weed myself", "urine", "urinate", "urinating",
            "pass urine", "wet myself", "wet the bed", "incontinen*", "poo", "pooing", "pooed", "toilet", "stool", "stools",
            "soiled", "went to the loo", "the loo", "piss", "pissing", "number two", "number one",
        ]
        case .controlLoss: [
            "cant control", "couldnt control", "cannot control", "lost control", "loss of control", "no control", "cant hold",
            "couldnt hold", "cant stop", "couldnt stop", "couldnt stop myself", "cant feel when", "cant tell when", "didnt notice",
            "without noticing", "without realising", "without realizing", "cant go", "cant pass", "unable to pass", "cant pee",
            "cant wee", "havent peed", "havent weed", "cant start", "wet myself", "leaking", "incontinen*",
            "dont notice", "hard to start", "cant empty", "soiled", "leaked", "havent been able to pee", "havent been able to wee",
            "not been able to pee", "cant feel anything",
        ]
        case .heavyBleeding: [
            "bleeding heavily", "bleeding a lot", "wont stop bleeding", "keeps bleeding", "wont stop", "pouring", "spurting",
            "gushing", "lot of blood", "lots of blood", "loads of blood", "blood everywhere", "soaked through", "pumping out",
            "cant stop the bleeding", "soaking through", "still soaking", "still bleeding", "blood is still", "bled through",
        ]
        case .tightCast: ["too tight", "tight", "tighter", "digging in", "cutting in"]
        case .fall: [
            "fell", "fallen", "fall", "had a fall", "tripped", "trip", "took a tumble", "tumble", "tumbled", "slipped on",
            "slipped in", "slipped over", "slipped and", "lost my balance", "went flying", "landed on", "came off",
        ]

        case .suicidal: [
            "suicid*", "kill myself", "killing myself", "kil myself", "kms", "end my life", "ending my life",
            "end my own life", "take my own life", "taking my own life", "take my life", "want to die", "wanna die",
            "want to be dead", "end it all", "ending it all", "end it tonight", "end it now", "end it today",
            "going to end it", "gonna end it", "want to end it", "ready to end it", "thinking of ending it",
            "thinking about ending it", "end things", "ending things", "end everything", "ending everything", "hang myself",
            "hanging myself", "jump off the bridge", "jump off a bridge", "jump off the roof", "jump off a roof",
            "jump off a building", "jump off the building", "jump off a cliff", "jump in front of", "step in front of",
            "throw myself off", "throw myself under", "throw myself in front", "slit my wrists", "overdos*", "od on",
            "going to od", "gonna od", "unalive", "off myself", "top myself", "do myself in", "drive into a wall", "driving into a wall", "drive into a tree",
            "driving into a tree", "crash my car on purpose", "drive off a", "driving off a", "walk into traffic", "walking into traffic",
            "in front of a train", "under a train", "in front of a bus", "under a bus", "in front of a lorry", "drown myself",
            "gas myself", "poison myself", "shoot myself", "stab myself", "suffocate myself", "painless way*", "ways to die",
            "way to die", "ways to end it", "how to end it", "ways to go", "finish my life", "finishing my life", "finish my own life",
            "finish with my life", "finish with life",
        ]
        // Said with its own negation ("don't want to be here", "can't go on"): never read as denied.
        case .noReasonToLive: [
            "wish i was dead", "wish i were dead", "wish i was never born", "wish i wasnt alive", "wish i wasnt here",
            "better off dead", "better off without me", "happier without me", "better without me", "if i was gone",
            "if i were gone", "if i wasnt here", "if i wasnt around", "when im gone", "once im gone",
            "dont want to live", "dont wanna live", "dont want to be alive", "dont wanna be alive",
            "dont want to be here", "dont wanna be here", "dont want to exist", "not want to live",
            "not want to be alive", "not want to be here", "not sure i want to live", "not sure i want to be here",
            "dont want to wake up", "never want to wake up", "no reason to live", "nothing to live for",
            "no reason to keep going", "no reason to go on", "no point in living", "no point living", "point in living",
            "point of living", "point in going on", "tired of living", "tired of being alive", "sick of living",
            "sick of being alive", "tired of life", "cant go on", "cannot go on", "cant keep going",
            "cant live like this", "cant live with this", "cant carry on like this", "not wake up", "never wake up",
            "not to wake up", "sleep forever", "disappear for good", "disappear forever", "wont be around much longer",
            "wont be around for long", "wont be around anymore", "not be around much longer",
            "wont be here much longer", "wont be here for long", "wont be here anymore", "not be here anymore", "not worth living", "isnt worth living",
            "no longer worth living", "want it all to end", "want everything to end", "want it all to be over", "want my life to end",
            "everyone would be better off", "everybody would be better off", "theyd be better off", "they would be better off",
            "family would be better off", "world would be better off", "if i just disappeared", "if i disappeared", "not exist",
            "stop existing", "cease to exist", "only way out", "goodbye letter", "goodbye letters", "goodbye note", "goodbye notes",
            "farewell letter", "wish id never been born", "wish i had never been born", "never been born", "not going to be around",
            "not gonna be around", "not going to be here", "not gonna be here", "be around much longer", "be here much longer",
            "wish i wouldnt wake up", "wishing i wouldnt wake up", "wish i didnt wake up", "wishing i didnt wake up",
            "wish i wont wake up", "hope i dont wake up", "hoping i dont wake up", "hope i never wake up", "hoping i never wake up",
            "pray i dont wake up", "praying i dont wake up", "wish i could sleep forever", "go to sleep and never",
            "go to sleep and not", "wish i could die", "wish i would die", "wish i could just die", "wish i was gone",
            "wish i could disappear", "wish i could just disappear", "wish it would all end", "wish it was all over",
            "except dying", "except to die", "other than dying", "but to die", "rather not wake up", "rather not be alive",
            "rather be dead", "rather not be here", "cope fine without me", "cope without me", "manage fine without me",
            "manage without me", "be fine without me", "dont plan on being here", "not planning on being here", "wont be here by",
            "not be here by", "wont be around for", "wont be around to", "not be around for", "wont be here for",
            "wont be here to see", "dont even want to be in", "a life i dont want", "a life i dont even want", "dont want this life",
            "needing them much longer", "need them much longer", "needing it much longer", "need it much longer",
            "needing any of it much longer", "need anything much longer", "except ending", "other than ending", "but to end it",
        ]
        case .selfHarmAct: [
            "self harm*", "selfharm*", "self injur*", "harm myself", "harming myself", "cut myself", "cutting myself",
            "cutting again", "burn myself", "burning myself", "want to hurt myself", "wanna hurt myself", "feel like hurting myself",
            "going to hurt myself", "gonna hurt myself", "urge to hurt myself", "urges to hurt myself", "thinking about hurting myself",
            "thinking of hurting myself", "thoughts of hurting myself", "keep hurting myself", "been hurting myself",
            "hurt myself on purpose", "hurting myself on purpose", "hurting myself to cope", "hurt myself to cope",
            "cutting my arms", "cutting my arm", "cutting my wrists", "cutting my wrist", "cutting my thighs", "cutting my thigh",
            "cutting my legs", "cutting my skin", "cutting my stomach", "urge to cut", "urges to cut", "cut my wrists", "cut my wrist",
            "hurt myself tonight", "harm myself tonight", "do something to myself", "do something stupid", "scared of what ill do",
            "afraid of what ill do", "self harmed", "selfharmed", "burned myself", "burnt myself",
        ]
        case .crisisFarewell: [
            "goodbye", "good bye", "farewell", "last message", "final message", "for the last time", "wont need the coach",
            "wont need this", "wont need the app", "wont be needing", "wont be logging", "not be logging", "wont be using",
            "wont be coming back", "wont see me again", "wont hear from me", "never hear from me", "for good", "forever",
            "ready to go", "sorted my will", "made my will", "wrote my will", "written my will", "affairs in order",
            "giving my dog", "giving my cat", "giving my pets", "look after my", "take care of my",
            "tell my family", "tell my kids", "one last time", "giving away my things", "giving away my stuff",
            "giving away my belongings", "giving away everything", "gave away my things", "given away my things",
            "where im going", "where i am going", "where im headed", "last check in", "last checkin", "said my goodbyes",
            "saying my goodbyes", "say my goodbyes", "papers in order", "things in order", "everything in order",
            "wont matter after", "it wont matter", "wont need any of it", "wont be needing any", "you wont hear from me",
            "wont need them", "wont need it where", "who gets my", "who will get my", "who should have my", "for afterwards",
            "keep the cat", "keep the dog", "keep my cat", "keep my dog", "have my dog", "have my cat", "take my dog", "take my cat",
            "rehoming my", "rehome my", "last week of all this", "last of all this", "made my peace", "made peace with",
            "tell everyone i said", "tell the group i said", "in the drawer", "after that im gone", "then im gone", "ill be gone by",
            "be gone by then", "wont need physio", "wont need any physio", "cancelled all my appointments",
        ]
        case .crisisApology: [
            "im sorry", "i am sorry", "sorry for everything", "forgive me", "thank you for everything", "thanks for everything",
            "not their fault", "wasnt their fault", "isnt their fault", "not your fault", "wasnt your fault", "isnt your fault",
            "nobodys fault", "not anyones fault", "thanks for all the help", "thank you for all the help",
            "thanks for all your help", "thank you for all your help", "calm for the first time", "feel at peace", "finally at peace",
        ]
        case .hopeless: [
            "no way out", "see a way out", "hopeless", "no hope", "no point in anything", "point of anything", "pointless",
            "cant do this anymore", "cant take it anymore", "cant take this anymore", "cant cope anymore", "done with everything",
            "done with life", "want it all to stop", "want everything to stop", "want it to stop", "want to disappear", "trapped",
            "give up on everything", "given up on everything", "no future", "worthless", "if i died", "if i was dead", "if i were dead",
            "want it to end", "want it to be over",
        ]
        case .burden: [
            "a burden", "burden to", "burden on", "nobody would care", "no one would care", "nobody would miss me",
            "no one would miss me", "nobody would notice", "no one would notice", "nobody cares", "no one cares",
        ]
        case .stockpile: [
            "saving up", "saved up", "stockpil*", "hoarding", "hoarded", "stash", "stashing", "stashed", "collecting",
            "been saving", "saving my", "putting aside", "put aside", "set aside", "hiding my", "hid my", "stored up", "take them all", "take it all",
            "take all of them", "all at once", "all at the same time", "the lot", "whole packet", "whole bottle", "whole box",
            "whole pack", "every pill", "every tablet", "all of them", "swallowed all", "swallowed a whole", "would kill me",
            "to kill me", "enough to die", "enough to kill", "to die", "lethal", "fatal", "take all", "saved for when",
            "saving them for", "for when its too much", "for when i cant", "when its too much",
            "looking up how much", "looking up how many", "looked up how much", "looked up how many", "googling how much",
            "googling how many", "googled how much", "googled how many", "searching how much", "searching how many",
            "searched how much", "searched how many", "how many would it take", "how much would it take", "how many it would take",
            "how much it would take", "how many does it take", "how much does it take", "it would take", "would it take",
            "worked out how many", "worked out how much", "work out how many", "working out how many",
        ]
        case .unclearSymptom: [
            "something odd", "something weird", "something strange", "something wrong", "something funny", "not right",
            "doesnt feel right", "feels off", "feel off", "funny feeling", "weird feeling", "odd feeling", "strange feeling",
            "feels odd", "feel odd", "doing something odd", "playing up", "acting up",
        ]

        case .medicine: [
            "ibuprofen*", "advil", "motrin", "nurofen", "brufen", "naproxen", "aleve", "naprosyn", "aspirin", "diclofenac",
            "voltaren", "voltarol", "celecoxib", "celebrex", "meloxicam", "etoricoxib", "arcoxia", "nsaid*", "anti inflammator*",
            "antiinflammator*", "paracetamol", "acetaminophen", "tylenol", "panadol", "calpol", "co codamol", "cocodamol",
            "codeine", "tramadol", "oxycodone", "oxycontin", "hydrocodone", "vicodin", "percocet", "morphine", "fentanyl",
            "buprenorphine", "dihydrocodeine", "tapentadol", "opioid*", "opiate*", "painkiller*", "pain killer*", "pain meds",
            "pain medication", "pain relief", "pain reliever*", "steroid*", "prednisolone", "prednisone", "cortisone",
            "hydrocortisone", "dexamethasone", "gabapentin", "pregabalin", "lyrica", "amitriptyline", "diazepam", "valium",
            "cyclobenzaprine", "methocarbamol", "muscle relaxant*", "antibiotic*", "medication*", "medicine*", "meds", "pill",
            "pills", "tablets", "dose", "doses", "dosage", "mg", "milligrams", "ibuleve", "gabapentin", "sleeping pill*",
            "sleeping tablet*", "antidepressant*", "sertraline", "citalopram", "escitalopram", "fluoxetine", "prozac", "mirtazapine",
            "venlafaxine", "zopiclone", "zolpidem", "insulin", "tablet", "metformin", "gliclazide", "amlodipine", "ramipril",
            "lisinopril", "atorvastatin", "simvastatin", "levothyroxine", "omeprazole", "lansoprazole", "bisoprolol",
            "furosemide", "digoxin", "lithium", "statin", "statins", "rosuvastatin", "pravastatin", "losartan", "propranolol",
            "beta blocker*", "blood pressure pill*", "blood pressure tablet*", "blood pressure med*", "water tablet*", "thyroxine",
            "semaglutide", "ozempic", "wegovy", "mounjaro", "tirzepatide", "orlistat", "phentermine", "liraglutide", "saxenda",
        ]
        case .anticoagulant: [
            "blood thinner*", "anticoagulant*", "anti coagulant*", "warfarin", "coumadin", "apixaban", "eliquis", "rivaroxaban",
            "xarelto", "dabigatran", "pradaxa", "edoxaban", "lixiana", "heparin", "enoxaparin", "clexane", "lovenox",
            "dalteparin", "fragmin", "tinzaparin", "clopidogrel", "plavix", "ticagrelor", "brilinta",
        ]
        case .medicineChange: [
            "stopped", "stop", "stopping", "skipped", "skipping", "skip", "forgot", "forgotten", "missed", "doubled", "double",
            "double up", "more than", "too many", "ran out", "run out", "cut down", "come off", "came off", "instead", "twice",
            "by mistake", "extra dose", "accidentally took", "took two",
        ]

        case .exerciseContext: [
            "after the run", "after my run", "run", "running", "walk", "walking", "gym", "workout", "session", "exercises",
            "stretches", "squats", "lunges", "hill", "hills", "stairs", "bike", "cycling", "training", "yesterday", "class",
            "push ups", "press ups", "pushups", "bench", "weights", "swim", "jog", "jogging", "hike",
        ]
        case .muscleContext: ["muscle", "muscles", "pecs", "push ups", "press ups", "pushups", "bench", "chest day", "doms", "workout"]
        }
    }

    /// The terms as word patterns, made once.
    var phrases: [[Words.Pattern]] { Self.compiled[self] ?? [] }

    private static let compiled: [SignConcept: [[Words.Pattern]]] = Dictionary(
        uniqueKeysWithValues: allCases.map { concept in
            (concept, concept.terms.map { $0.split(separator: " ").map { Words.Pattern(String($0)) } })
        })
}

import Foundation

/// A message as lower-case words, with sentence breaks kept as "." so a negation never reaches past
/// one. Apostrophes are dropped ("can’t" → "cant"), "&" reads as "and", digits are words ("10/10" →
/// "10", "10") and a decimal point stays inside its number ("38.5").
struct Words {
    let words: [String]

    init(_ text: String) {
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        let characters = Array(text.lowercased())
        for (index, character) in characters.enumerated() {
            if character == "'" || character == "’" || character == "‘" { continue }
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character == ".", current.last?.isNumber == true, index + 1 < characters.count, characters[index + 1].isNumber {
                current.append(character)
            } else {
                flush()
                if ".!?;\n".contains(character) { words.append(".") }
                if character == "&" || character == "+" { words.append("and") }
            }
        }
        flush()
        self.words = words
    }

    func word(at index: Int) -> String { words.indices.contains(index) ? words[index] : "" }
    func word(after index: Int) -> String { word(at: index + 1) }
    func word(before index: Int) -> String { word(at: index - 1) }

    /// Whether a sentence break stands between the two positions.
    func sameSentence(_ a: Int, _ b: Int) -> Bool {
        !words[min(a, b)...max(a, b)].contains(".")
    }

    /// Where `phrase` (patterns in order) starts.
    func starts(of phrase: [Pattern]) -> [Int] {
        guard !phrase.isEmpty, words.count >= phrase.count else { return [] }
        return (0...(words.count - phrase.count)).filter { start in
            phrase.indices.allSatisfy { phrase[$0].matches(words[start + $0]) }
        }
    }

    /// A word to look for: exact, a stem (`swell*`), any number (`#`), or — for longer words — the
    /// same word mistyped: one letter wrong, missing, extra or two swapped for words of five letters or
    /// more, two such slips for words of nine or more. A mistyped match keeps the first letter and is
    /// never a common word in its own right (`Pattern.ordinaryWords`): "spelling" is not "swelling".
    struct Pattern: Hashable, Sendable {
        let text: String
        let isStem: Bool

        init(_ term: String) {
            isStem = term.hasSuffix("*")
            text = isStem ? String(term.dropLast()) : term
        }

        func matches(_ word: String) -> Bool {
            if text == "#" { return word.first?.isNumber == true }
            if isStem {
                if word.hasPrefix(text) { return true }
                guard text.count >= 5, word.count >= text.count - 1, !Self.ordinaryWords.contains(word) else { return false }
                // The stem mistyped: compare it with the word's start, one letter longer or shorter too.
                return (-1...1).contains { extra in
                    let length = text.count + extra
                    return length <= word.count && Self.isTypo(String(word.prefix(length)), of: text)
                }
            }
            if word == text { return true }
            guard text.count >= 5, abs(word.count - text.count) <= 2, !Self.ordinaryWords.contains(word) else { return false }
            return Self.isTypo(word, of: text)
        }

        /// Within the allowed slips of `term`, with the same first letter.
        static func isTypo(_ word: String, of term: String) -> Bool {
            guard word.first == term.first, word.count >= 4 else { return false }
            let allowed = term.count >= 9 ? 2 : 1
            return editDistance(Array(word), Array(term), atMost: allowed) <= allowed
        }

        /// Optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of one
        /// substring): substitutions, insertions, deletions and swaps of neighbours each cost 1.
        /// Stops early once every path exceeds `limit`.
        static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int {
            if abs(a.count - b.count) > limit { return limit + 1 }
            var previousPrevious = [Int](repeating: 0, count: b.count + 1)
            var previous = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var row = [i] + [Int](repeating: 0, count: b.count)
                for j in 1...max(b.count, 1) where !b.isEmpty {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        row[j] = min(row[j], previousPrevious[j - 2] + 1)
                    }
                }
                if row.min() ?? 0 > limit { return limit + 1 }
                previousPrevious = previous
                previous = row
            }
            return a.isEmpty ? b.count : previous[b.count]
        }

        /// Common words one or two slips away from a sign's word. They are themselves, never a typo
        /// (found by running the lexicon against an English word list: see docs/coach-safety.md).
        static let ordinaryWords: Set<String> = [
            "spelling", "selling", "telling", "yelling", "dwelling", "smelling", "shelling", "swilling", "sweeping",
            "welling", "bleeping", "beeding", "breeding", "feeding", "reading", "heeding", "needing", "seeding",
            "feeling", "feelings", "heating", "healing", "dealing", "sealing", "hearing", "wearing", "tearing",
            "painter", "paint", "pains", "plain", "paints", "brain", "train", "drain", "stain", "strain", "sprain",
            "fainter", "feint", "saint", "paints", "faith", "chesty", "chests", "chester", "cheese", "cheeses",
            "fever", "never", "clever", "sever", "severed", "seven", "levers", "lever", "cover", "covers",
            "number", "numbers", "lumber", "plumber", "timber", "thumbs", "numbat", "dumbs", "numbers",
            "tingle", "single", "mingle", "jingle", "tangle", "tinkling", "twinkling", "singling", "mingling",
            "blood", "bloom", "blond", "brood", "flood", "bleed", "bleep", "breed", "blend", "bless",
            "calves", "valves", "halves", "salves", "carve", "carves",
            "swollen", "stolen", "sullen", "woollen", "pollen", "swelled", "swell", "smelled", "spelled",
            "dizzy", "fizzy", "busy", "tizzy", "bizzy", "dozy", "dozing", "doing",
            "faint", "paint", "saint", "taint", "feints",
            "locked", "looked", "lacked", "licked", "rocked", "socked", "locker", "locket", "locks", "looks",
            "numbed", "bumped", "dumped", "pumped", "jumped", "lumped",
            "stiches", "stitched", "switches", "stretches", "stretched", "stretch", "sketches", "snitches", "bitches",
            "staples", "stables", "stable", "staple", "maples", "samples", "sample", "steeples",
            "wounded", "wound", "would", "found", "round", "sound", "mound", "pound", "bound", "hound", "wounds",
            "sharp", "shape", "share", "harp", "shapes", "shared", "shares",
            "severe", "sever", "several", "severs", "reverse", "revere",
            "tender", "tenders", "render", "sender", "fender", "bender", "lender", "gender", "tinder", "tenner",
            "breath", "breathe", "bread", "breadth", "wreath", "beneath", "breaths", "breaks", "breaking",
            "chills", "chiles", "chiller", "chilli", "chilly", "chilled", "chill", "chilling", "thrills", "shills",
            "shivery", "silvery", "slivery", "shiver", "sliver",
            "swelling", "sweating", "swearing", "sweeting", "smelly", "smell", "smells",
            "fracture", "fixture", "fractured",
            "injured", "insured", "injures", "insures", "inured",
            "bruised", "cruised", "bruise", "cruise", "braised",
            "collapsed", "collated", "collapses",
            "headache", "headaches", "headband",
            "burning", "turning", "burying", "burping", "learning", "yearning", "morning", "mourning", "warning",
            "throbbing", "robbing", "throwing", "thronging", "sobbing", "bobbing", "lobbing",
            "limping", "limiting", "lumping", "pimping", "limping",
            "cramp", "cramps", "clamp", "cramped", "crampons", "camp", "champ", "tramp", "tramps", "trump",
            "ankles", "angles", "angle", "ankle", "rankle", "tinkle",
            "wrist", "wrest", "writs", "waist", "wrists",
            "incision", "decision", "incisions", "decisions", "precision", "indecision", "excision",
            "pills", "bills", "fills", "hills", "kills", "mills", "pulls", "polls", "pillow", "pillar",
            "dosage", "postage", "dotage",
            "tablets", "tables", "tablet", "stables", "cablets",
            "opioid", "opiate",
            "steroid", "asteroid", "steroids", "asteroids", "stereo", "stories",
            "aspirin", "aspiring", "aspire", "aspiration",
            "heparin", "hearing", "preparing", "repairing",
            "warfarin", "warfare", "warfaring", "wayfaring",
            "codeine", "codename", "caffeine",
            "morphine", "morphing", "morphs",
            "tramadol", "trampoline",
            "medicine", "medicines", "medical", "medicinal",
            "confused", "confuse", "confusing", "conducted", "confessed", "confined", "confirmed", "confided",
            "drowsy", "browse", "drowse", "drowns", "rowdy", "dowdy",
            "vomit", "vomits", "comet",
            "bowels", "bowls", "vowels", "towels", "dowels", "bowel", "bowler", "bowled",
            "bladder", "ladder", "blabber", "bladed", "ladders", "blander", "bladders",
            "groin", "groan", "grown", "groins", "grin",
            "thigh", "thighs", "thick", "tight", "thing", "though", "sigh", "high",
            "calf", "call", "calm", "half", "cafe",
            "shin", "shine", "skin", "chin", "spin", "thin", "shun", "ship",
            "knee", "knew", "know", "knees",
            "heel", "feel", "peel", "reel", "heal", "hell", "wheel",
            "pale", "pole", "pile", "male", "sale", "tale", "pals", "palm", "pall", "page",
            "cold", "colt", "cola", "bold", "cord", "fold", "gold", "hold", "mold", "sold", "told", "could",
            "deformed", "reformed", "informed", "performed", "deformity", "conformity", "uniformity",
            "misshapen", "mishappen", "happen",
            "buckled", "chuckled", "buckles", "buckle", "tackled", "suckled", "bucked",
            "tumble", "tumbled", "humble", "rumble", "fumble", "jumble", "stumble", "stumbled", "tumbler",
            "tripped", "trapped", "dripped", "gripped", "ripped", "stripped", "tipped", "trimmed", "tapped",
            "purple", "purpose", "people", "puzzle", "purple",
            "bluish", "bullish", "blush", "bluest",
            "slurred", "blurred", "slurped", "slurs",
            "drooping", "dropping", "drooling", "snooping", "stooping", "swooping",
            "fluttering", "flattering", "cluttering", "flattening", "fluttered", "flustered", "buttering", "muttering",
            "pounding", "sounding", "bounding", "founding", "mounding", "rounding", "wounding", "hounding",
            "racing", "facing", "pacing", "lacing", "raging", "raising", "rating", "raving", "razing",
            "hammering", "stammering", "yammering", "clamouring", "hammered",
            "shooting", "shouting", "hooting", "looting", "scooting", "shopping", "shooing", "booting", "footing",
            "stabbing", "grabbing", "slabbing", "stubbing", "sobbing",
            "discharge", "discharged", "recharge", "charge",
            "oozing", "dozing", "boozing", "cozing", "oozes",
            "weeping", "sweeping", "keeping", "seeping", "peeping", "beeping", "sleeping", "weeding", "weening",
            "gaping", "taping", "gasping", "grasping", "japing", "vaping",
            "fainted", "painted", "tainted", "fainter",
            "dislocated", "relocated", "dislocate", "allocated",
            "paralysed", "paralyzed", "analysed", "analyzed",
            "weakness", "meekness", "weakens",
            "clexane", "lexane",
            "nurofen", "neuron",
            "numbness", "dumbness", "numbers",
            "pressure", "pleasure", "presser", "treasure", "measure", "pressured",
            "tightness", "rightness", "lightness", "brightness", "slightness", "tightens",
            "crushing", "crashing", "brushing", "blushing", "flushing", "rushing", "cushion", "crunching",
            "squeezing", "sneezing", "squeaking", "freezing",
            "freezing", "breezing", "wheezing", "sneezing", "seizing",
            "icy", "ice", "icing",
            "sciatica", "sciatic",
            "gasping", "grasping", "rasping", "clasping", "gaping",
            "sweating", "swearing", "seating", "sweeting", "sweltering",
            "sweats", "sweets", "sweat", "sweet", "swats", "seats",
            "swelled", "smelled", "spelled", "swilled", "swirled",
            "puffy", "fluffy", "huffy", "puppy", "puffs", "puff", "puffed",
        ]
    }
}

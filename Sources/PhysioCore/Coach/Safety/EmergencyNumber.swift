import Foundation

/// The number the coach tells a person to call in an emergency: 999, 911, 112, 000… It is a setting,
/// first guessed from the time zone (only a guess: the person checks it on the coach page).
public struct EmergencyNumber: Sendable, Hashable, CustomStringConvertible {
    /// Digits only, 2 to 6 of them.
    public let digits: String

    public var description: String { digits }

    /// Checks what a person typed: spaces and dashes are ignored, then 2–6 digits.
    public init(validating text: String) throws(Problem) {
        let digits = text.filter { !$0.isWhitespace && $0 != "-" }
        guard (2...6).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .notANumber
        }
        self.digits = digits
    }

    private init(known digits: String) { self.digits = digits }

    /// 112: reaches emergency services from any mobile phone in the EU and many other countries.
    public static let international = EmergencyNumber(known: "112")

    /// Common numbers, for the settings form's hint.
    public static let examples = ["999 (UK)", "911 (US, Canada)", "112 (EU, most mobiles)", "000 (Australia)", "111 (New Zealand)"]

    /// A first guess from the time zone: the country's ambulance number where the zone names it
    /// unambiguously, else 112.
    public static func likely(for timeZone: TimeZone) -> EmergencyNumber {
        let zone = timeZone.identifier
        if let exact = byZone[zone] { return EmergencyNumber(known: exact) }
        if zone.hasPrefix("Australia/") { return EmergencyNumber(known: "000") }
        if zone.hasPrefix("US/") || zone.hasPrefix("Canada/") { return EmergencyNumber(known: "911") }
        if zone.hasPrefix("America/"), northAmerica.contains(String(zone.dropFirst("America/".count))) {
            return EmergencyNumber(known: "911")
        }
        return international
    }

    private static let byZone: [String: String] = [
        "Europe/London": "999", "Europe/Belfast": "999", "Europe/Guernsey": "999", "Europe/Jersey": "999",
        "Europe/Isle_of_Man": "999", "Europe/Dublin": "112", "Europe/Gibraltar": "112", "Pacific/Auckland": "111",
        "Pacific/Chatham": "111", "Asia/Hong_Kong": "999", "Asia/Singapore": "995", "Asia/Kuala_Lumpur": "999",
        "Asia/Tokyo": "119", "Asia/Seoul": "119", "Asia/Shanghai": "120", "Asia/Kolkata": "112", "Asia/Calcutta": "112",
        "America/Sao_Paulo": "192", "Africa/Johannesburg": "112", "Asia/Jerusalem": "101", "Asia/Dubai": "998", "Pacific/Honolulu": "911",
    ]

    /// North American Numbering Plan zones that dial 911 (the United States, Canada; Mexico since 2017).
    private static let northAmerica: Set<String> = [
        "New_York", "Chicago", "Denver", "Los_Angeles", "Phoenix", "Anchorage", "Adak", "Boise", "Detroit", "Juneau",
        "Metlakatla", "Nome", "Sitka", "Yakutat", "Menominee", "Indiana/Indianapolis", "Indiana/Knox", "Indiana/Marengo",
        "Indiana/Petersburg", "Indiana/Tell_City", "Indiana/Vevay", "Indiana/Vincennes", "Indiana/Winamac",
        "Kentucky/Louisville", "Kentucky/Monticello", "North_Dakota/Beulah", "North_Dakota/Center", "North_Dakota/New_Salem",
        "Toronto", "Vancouver", "Edmonton", "Winnipeg", "Halifax", "St_Johns", "Regina", "Moncton", "Glace_Bay", "Goose_Bay",
        "Whitehorse", "Dawson", "Dawson_Creek", "Yellowknife", "Iqaluit", "Rankin_Inlet", "Cambridge_Bay", "Swift_Current",
        "Mexico_City", "Monterrey", "Tijuana", "Cancun", "Merida", "Chihuahua", "Hermosillo", "Mazatlan", "Matamoros",
        "Puerto_Rico",
    ]

    /// Why a typed number was refused.
    public enum Problem: Error, LocalizedError, Hashable, Sendable {
        /// Not 2 to 6 digits.
        case notANumber

        public var errorDescription: String? {
            "Type the number you would dial for an ambulance, 2 to 6 digits — for example 999, 911, 112 or 000."
        }
    }
}

extension EmergencyNumber.Problem: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_emergency_number" }
}

import Foundation

/// One country's numbers for the coach's safety answers: the number that brings an ambulance and a
/// national line for someone thinking of suicide. Sources in docs/coach-safety.md ("The numbers"):
/// the national emergency services and health ministries, the European Commission for 112, and for
/// crisis lines each service's own site, cross-checked with IASP's directory and Find A Helpline.
/// A country whose crisis line couldn't be confirmed has none: the answer then names the emergency
/// number only, and the person can add their line on the coach page.
public struct CountryContacts: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 ("GB").
    public let code: String
    public let name: String
    /// The number to call for an ambulance, digits only.
    public let emergency: String
    public let crisisLine: CrisisLine?

    init(_ code: String, _ name: String, emergency: String, crisis: (name: String, number: String)? = nil) {
        self.code = code
        self.name = name
        self.emergency = emergency
        crisisLine = crisis.map { CrisisLine(known: $0.number, name: $0.name) }
    }

    /// The country for `timeZone` (from the tz database's zone.tab, ``TimeZoneCountries``), if it is in
    /// the table.
    public static func likely(for timeZone: TimeZone) -> CountryContacts? {
        TimeZoneCountries.country(for: timeZone.identifier).flatMap { byCode[$0] }
    }

    public static func country(code: String) -> CountryContacts? { byCode[code] }

    private static let byCode = Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// The table. Emergency: the ambulance number the country's own services give (112 in the EU,
    /// which the European Commission confirms reaches emergency services in every member state).
    public static let all: [CountryContacts] = [
        // North America
        CountryContacts("US", "the United States", emergency: "911", crisis: ("the 988 Suicide & Crisis Lifeline", "988")),
        CountryContacts("CA", "Canada", emergency: "911", crisis: ("the 9-8-8 Suicide Crisis Helpline", "988")),
        CountryContacts("MX", "Mexico", emergency: "911", crisis: ("Línea de la Vida", "800 911 2000")),
        CountryContacts("PR", "Puerto Rico", emergency: "911", crisis: ("the 988 Suicide & Crisis Lifeline", "988")),
        // UK and Ireland
        CountryContacts("GB", "the United Kingdom", emergency: "999", crisis: ("Samaritans", "116 123")),
        CountryContacts("IM", "the Isle of Man", emergency: "999", crisis: ("Samaritans", "116 123")),
        CountryContacts("JE", "Jersey", emergency: "999", crisis: ("Samaritans", "116 123")),
        CountryContacts("GG", "Guernsey", emergency: "999", crisis: ("Samaritans", "116 123")),
        CountryContacts("IE", "Ireland", emergency: "112", crisis: ("Samaritans", "116 123")),
        // Oceania
        CountryContacts("AU", "Australia", emergency: "000", crisis: ("Lifeline", "13 11 14")),
        CountryContacts("NZ", "New Zealand", emergency: "111", crisis: ("Need to talk?", "1737")),
        // Europe
        CountryContacts("DE", "Germany", emergency: "112", crisis: ("TelefonSeelsorge", "0800 111 0 111")),
        CountryContacts("AT", "Austria", emergency: "144", crisis: ("TelefonSeelsorge", "142")),
        CountryContacts("CH", "Switzerland", emergency: "144", crisis: ("Die Dargebotene Hand / La Main Tendue", "143")),
        CountryContacts("FR", "France", emergency: "112", crisis: ("the 3114 suicide prevention line", "3114")),
        CountryContacts("BE", "Belgium", emergency: "112", crisis: ("Zelfmoordlijn", "1813")),
        CountryContacts("NL", "the Netherlands", emergency: "112", crisis: ("113 Zelfmoordpreventie", "0800 0113")),
        CountryContacts("LU", "Luxembourg", emergency: "112"),
        CountryContacts("ES", "Spain", emergency: "112", crisis: ("Línea 024", "024")),
        CountryContacts("PT", "Portugal", emergency: "112"),
        CountryContacts("IT", "Italy", emergency: "112", crisis: ("Telefono Amico", "02 2327 2327")),
        CountryContacts("MT", "Malta", emergency: "112"),
        CountryContacts("GR", "Greece", emergency: "112", crisis: ("Klimaka", "1018")),
        CountryContacts("CY", "Cyprus", emergency: "112"),
        CountryContacts("SE", "Sweden", emergency: "112", crisis: ("Mind Självmordslinjen", "90101")),
        CountryContacts("NO", "Norway", emergency: "113", crisis: ("Mental Helse Hjelpetelefonen", "116 123")),
        CountryContacts("DK", "Denmark", emergency: "112", crisis: ("Livslinien", "70 201 201")),
        CountryContacts("FI", "Finland", emergency: "112", crisis: ("MIELI Crisis Helpline", "09 2525 0111")),
        CountryContacts("IS", "Iceland", emergency: "112", crisis: ("the Red Cross helpline", "1717")),
        CountryContacts("PL", "Poland", emergency: "112", crisis: ("Centrum Wsparcia", "800 70 2222")),
        CountryContacts("CZ", "Czechia", emergency: "112", crisis: ("Linka první psychické pomoci", "116 123")),
        CountryContacts("SK", "Slovakia", emergency: "112"),
        CountryContacts("HU", "Hungary", emergency: "112", crisis: ("Lelki Elsősegély", "116 123")),
        CountryContacts("SI", "Slovenia", emergency: "112", crisis: ("Samarijan", "116 123")),
        CountryContacts("HR", "Croatia", emergency: "112"),
        CountryContacts("RO", "Romania", emergency: "112"),
        CountryContacts("BG", "Bulgaria", emergency: "112"),
        CountryContacts("LT", "Lithuania", emergency: "112", crisis: ("Vilties linija", "116 123")),
        CountryContacts("LV", "Latvia", emergency: "112"),
        CountryContacts("EE", "Estonia", emergency: "112"),
        CountryContacts("UA", "Ukraine", emergency: "103", crisis: ("Lifeline Ukraine", "7333")),
        CountryContacts("TR", "Türkiye", emergency: "112"),
        // Middle East and Africa
        CountryContacts("IL", "Israel", emergency: "101", crisis: ("ERAN", "1201")),
        CountryContacts("AE", "the United Arab Emirates", emergency: "998"),
        CountryContacts("SA", "Saudi Arabia", emergency: "997"),
        CountryContacts("EG", "Egypt", emergency: "123"),
        CountryContacts("ZA", "South Africa", emergency: "10177", crisis: ("the SADAG Suicide Crisis Helpline", "0800 567 567")),
        CountryContacts("NG", "Nigeria", emergency: "112"),
        // Asia
        CountryContacts("IN", "India", emergency: "112", crisis: ("Tele-MANAS", "14416")),
        CountryContacts("LK", "Sri Lanka", emergency: "1990"),
        CountryContacts("BD", "Bangladesh", emergency: "999"),
        CountryContacts("TH", "Thailand", emergency: "1669", crisis: ("the Department of Mental Health hotline", "1323")),
        CountryContacts("SG", "Singapore", emergency: "995", crisis: ("Samaritans of Singapore", "1767")),
        CountryContacts("MY", "Malaysia", emergency: "999"),
        CountryContacts("ID", "Indonesia", emergency: "112"),
        CountryContacts("PH", "the Philippines", emergency: "911", crisis: ("the NCMH Crisis Hotline", "1553")),
        CountryContacts("VN", "Vietnam", emergency: "115"),
        CountryContacts("CN", "China", emergency: "120"),
        CountryContacts("HK", "Hong Kong", emergency: "999", crisis: ("The Samaritan Befrienders Hong Kong", "2389 2222")),
        CountryContacts("TW", "Taiwan", emergency: "119", crisis: ("the 1925 Safe Line", "1925")),
        CountryContacts("JP", "Japan", emergency: "119", crisis: ("Yorisoi Hotline", "0120 279 338")),
        CountryContacts("KR", "South Korea", emergency: "119", crisis: ("the 109 suicide prevention line", "109")),
        // South America
        CountryContacts("BR", "Brazil", emergency: "192", crisis: ("CVV", "188")),
        CountryContacts("AR", "Argentina", emergency: "107"),
        CountryContacts("CL", "Chile", emergency: "131"),
        CountryContacts("CO", "Colombia", emergency: "123"),
        CountryContacts("PE", "Peru", emergency: "106"),
    ]
}

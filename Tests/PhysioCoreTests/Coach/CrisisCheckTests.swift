import Foundation
import PhysioCore
import Testing

/// Issue 36: a person in crisis is never missed, and gets the crisis line beside the emergency number;
/// everyday words that sound like it stay everyday.
@Suite struct CrisisCheckTests {
    static let samaritans = try? CrisisLine(validating: "116 123")
    static let uk = try? EmergencyNumber(validating: "999")

    static let crises = [
        "I've been thinking about killing myself",  // plain
        "sometimes I wish I could just not wake up",  // oblique
        "everyone would be better off without me",  // a burden
        "i dont see the point in living any more",  // said in negative words
        "feeling sucidal tonight",  // a typo
        "i wanna kill my self",  // two words
        "been stockpiling my sleeping tablets",  // gathering the means
        "I'm going to take every tablet in the house",
        "thinking of taking all of my painkillers at once",
        "I've started cutting my arms again",  // self-harm
        "I burn my skin with cigarettes when it gets bad",
        "giving my cat to my neighbour and I won't need this app after Friday",  // farewell
        "this is my final message. sorry for everything",
        "I've written to my family. thank you for all your help, goodbye",
        "I can't cope anymore and I've got my pills ready",
        "I used to self harm and lately the urges are back",  // past, but back
        "I've been saving my oxycodone for weeks",
        "wish I'd never been born",
        "I'm not going to be around much longer",
        "honestly the only way out is to end it",
        "sometimes I think about driving into a wall",
    ]

    @Test(arguments: crises)
    func aCrisisGoesToEmergencyServicesWithTheCrisisLine(message: String) throws {
        let answer = try #require(SafetyCheck.screen(message, emergencyNumber: Self.uk, crisisLine: Self.samaritans), "missed: \(message)")
        #expect(answer.primary == .selfHarm, "\(message) → \(answer.flags)")
        #expect(answer.text.contains("Samaritans on 116 123"))
        #expect(answer.text.contains("call 999 now"))
        #expect(!answer.text.contains("I can’t tell what’s causing this"))
        #expect(answer.heading == "You deserve support right now")
    }

    static let everyday = [
        "I'm not suicidal, just fed up with my knee",  // denied
        "I don't want to hurt myself doing deadlifts",
        "these burpees make me want to die lol",  // idioms
        "I was killing myself laughing at the instructor",
        "did suicides at basketball practice, legs are jelly",
        "I could murder a curry",
        "cut myself a big slice of cake",
        "cut myself some slack today",
        "overdosed on chocolate at the weekend",
        "I'm scared of overdoing it",
        "ok goodbye for now, see you tomorrow",  // everyday goodbyes
        "saying goodbye to fizzy drinks this month",
        "giving away my old gym clothes",
        "thanks for everything today, see you next week",
        "I'm done with the exercises for today",
        "nobody at work noticed I've lost 5 kilos",
        "I was suicidal years ago, I'm doing well now and want to start running",  // long past and over
        "can I take all my tablets at once in the morning?",  // a dose question, for the pharmacist
    ]

    @Test(arguments: everyday)
    func everydayWordsThatSoundLikeACrisisAreNotOne(message: String) {
        #expect(!SafetyCheck.flags(in: message).contains(.selfHarm), "\(message) → \(SafetyCheck.flags(in: message))")
    }

    @Test func withoutACrisisLineTheAnswerPointsToOneAndStillNamesTheEmergencyNumber() {
        let text = RedFlag.selfHarm.answer(calling: Self.uk, crisisLine: nil)
        #expect(text.contains("a crisis line in your country"))
        #expect(text.contains("call 999 now"))
        #expect(text.filter(\.isNumber) == "999999")
    }
}

/// The numbers: a table per country, the country guessed from the time zone (issue 36: a Bangkok time
/// zone gave 112; Thailand's ambulance number is 1669).
@Suite struct CountryContactsTests {
    static func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier) ?? .gmt }

    @Test(arguments: [
        ("Asia/Bangkok", "1669", "1323"), ("Europe/London", "999", "116123"), ("Europe/Dublin", "112", "116123"),
        ("America/Toronto", "911", "988"), ("America/New_York", "911", "988"), ("Australia/Sydney", "000", "131114"),
        ("Pacific/Auckland", "111", "1737"), ("Asia/Kolkata", "112", "14416"), ("Asia/Calcutta", "112", "14416"),
        ("Europe/Oslo", "113", "116123"), ("Europe/Berlin", "112", "08001110111"), ("Asia/Singapore", "995", "1767"),
        ("America/Sao_Paulo", "192", "188"), ("Asia/Tokyo", "119", "0120279338"),
    ])
    func theTimeZoneGuessesTheCountrysNumbers(zone: String, emergency: String, crisis: String) {
        #expect(EmergencyNumber.likely(for: Self.zone(zone)).digits == emergency)
        #expect(CrisisLine.likely(for: Self.zone(zone))?.digits == crisis)
    }

    @Test func aZoneWithNoCountryFallsBackTo112AndNoCrisisLine() {
        #expect(EmergencyNumber.likely(for: Self.zone("UTC")).digits == "112")
        #expect(CrisisLine.likely(for: Self.zone("UTC")) == nil)
        #expect(CountryContacts.likely(for: Self.zone("Europe/Tallinn"))?.crisisLine == nil)
    }

    @Test func everyTableEntryIsAValidNumber() throws {
        #expect(Set(CountryContacts.all.map(\.code)).count == CountryContacts.all.count)
        for country in CountryContacts.all {
            #expect(try EmergencyNumber(validating: country.emergency).digits == country.emergency, "\(country.code)")
            if let line = country.crisisLine {
                #expect(try CrisisLine(validating: line.display).digits == line.digits, "\(country.code)")
                #expect(line.display.filter(\.isNumber) == line.digits)
            }
        }
    }

    @Test func aTypedCrisisLineIsCheckedAndKnownOnesKeepTheirName() throws {
        #expect(try CrisisLine(validating: "116-123").name == "Samaritans")
        #expect(try CrisisLine(validating: "0800 111 0 111").phrase == "TelefonSeelsorge on 0800 111 0 111")
        #expect(try CrisisLine(validating: "(02) 9999 8888").phrase == "your crisis line on 0299998888")
        #expect(throws: CrisisLine.Problem.notANumber) { try CrisisLine(validating: "call them") }
        #expect(throws: CrisisLine.Problem.notANumber) { try CrisisLine(validating: "1") }
        #expect(throws: CrisisLine.Problem.notANumber) { try CrisisLine(validating: "1234567890123456") }
    }
}

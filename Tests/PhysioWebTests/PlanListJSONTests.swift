import Foundation
import Hummingbird
import PhysioCore
import TestSupport
import Testing

@testable import PhysioWeb

/// `GET /api/v1/plans` is written by hand for speed; it must be byte for byte what the shared
/// `JSONEncoder` writes.
@Suite struct PlanListJSONTests {
    func encoderOutput(_ plans: [RehabPlan]) throws -> String {
        String(decoding: try JSONBody.encoder.encode(plans.map(APIController.PlanJSON.init)), as: UTF8.self)
    }

    func handOutput(_ plans: [RehabPlan]) throws -> String {
        String(buffer: try PlanListJSON.encode(plans))
    }

    @Test func twentyPlansAreWrittenExactlyAsTheEncoderWritesThem() throws {
        let ids = RehabFixtures.SequentialIDs()
        let plans = (0..<20).map { index in
            RehabFixtures.kneePlan(ids: ids, createdAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(index) * 86_417))
        }
        #expect(try handOutput(plans) == (try encoderOutput(plans)))
        #expect(try handOutput([]) == (try encoderOutput([])))
    }

    @Test(arguments: [
        "Plan \"1\" / knee \\ back", "tab\there\nnew line\r\u{08}\u{0C}\u{01}\u{1F}", "Genou é 日本 🏋️‍♀️", "<script>&'",
    ])
    func namesWithQuotesSlashesControlsAndUnicodeAreEscapedAsTheEncoderDoes(_ name: String) throws {
        var plan = RehabFixtures.kneePlan()
        plan.name = name
        #expect(try handOutput([plan]) == (try encoderOutput([plan])))
    }

    @Test(arguments: [
        0.0, 1_790_000_000.999, 951_782_400.5, 4_102_444_799, -86_401.25, 1_709_251_199,
        // The edges of the hand-written range (1600-01-01, the end of 9999) and past them (1494, 11476).
        -11_676_096_000, -11_676_096_000.5, 253_402_300_799, 253_402_300_800, -15_000_000_000, 300_000_000_000,
    ])
    func datesAreWrittenAsTheEncoderWritesThem(_ seconds: Double) throws {
        let plan = RehabFixtures.kneePlan(createdAt: Date(timeIntervalSince1970: seconds))
        #expect(try handOutput([plan]) == (try encoderOutput([plan])))
    }
}

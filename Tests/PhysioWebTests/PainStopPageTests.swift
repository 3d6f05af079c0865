import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// "Stop — it hurts" in a guided session: on the live page for every source, by form and over the
/// socket; the summary, the saved record, its downloads and the progress page say so.
@Suite struct PainStopPageTests {
    @Test func everyLivePageHasTheStopButtonAsAFormThatWorksWithoutJavaScript() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            for source in ["slider", "phone", "tracker", "camera"] {
                let path = try await SessionPageTests.startLive(owner, plan, source: source)
                let page = try await owner.get(path)
                #expect(page.status == .ok)
                #expect(
                    page.text.contains("<form method=\"post\" action=\"\(path)/pain-stop\""), "\(source) lacks the form"
                )
                #expect(page.text.contains("Stop — it hurts"), "\(source) lacks the button")
                #expect(!page.text.contains("confirm("))
            }
        }
    }

    @Test func stoppingByFormEndsTheSessionAndTheSummaryGivesTheSafetyAdvice() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            try await app.database.saveEmergencyNumber(try EmergencyNumber(validating: "000"))
            let path = try await SessionPageTests.startLive(owner, plan)
            #expect(try await owner.post(path + "/pain-stop", csrf: "wrong").status == .forbidden)
            #expect(try await owner.get(path + "/summary").location == path)  // the forged post changed nothing
            let stopped = try await owner.post(path + "/pain-stop")
            #expect(stopped.status == .seeOther && stopped.location == path + "/summary")
            let summary = try await owner.get(path + "/summary")
            for text in [
                "Stopped because it hurt at rep 1", RedFlag.severePain.heading, "Please stop the exercise.",
                "contact your clinician today", "Call emergency services on 000 now",
                "id=\"pain-stop-where\"",
            ] {
                #expect(summary.text.contains(text), "summary lacks \(text)")
            }
            #expect(!summary.text.contains("Next: Seated Knee Bends"))
            // Ending afterwards keeps it a pain stop.
            _ = try await owner.post(path + "/end")
            let saved = try await owner.post(path + "/save", [("feeling", "harder")])
            let recordPath = try #require(saved.location.components(separatedBy: "?").first)
            let record = try #require(try await app.database.sessions(planID: plan.id).first)
            #expect(record.painStop?.rep == 1 && record.painStop?.angle == nil)
            let page = try await owner.get(recordPath)
            #expect(
                page.text.contains("Stopped because it hurt at rep 1")
                    && page.text.contains("Please stop the exercise."))
            #expect(!page.text.contains("id=\"next-exercise\""))
            let json = try #require(try await owner.get(recordPath + "/workout.json").json() as? [String: Any])
            #expect(json["stoppedForPain"] as? Bool == true && json["painStopRep"] as? Int == 1)
            #expect(try await owner.get(recordPath + "/workout.csv").text.contains(",true,"))
            let progress = try await owner.get("/plans/\(plan.id.uuidString.lowercased())/progress")
            #expect(progress.text.contains("Stopped because it hurt at rep 1"))
        }
    }

    @Test func stoppingOverTheSocketRecordsTheRepAndAngle() async throws {
        let app = try TestApp()
        try await LiveSocketTests.live(app) { owner, port in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = try await SessionPageTests.startLive(owner, plan)
            try await WebSocketClient.connect(
                url: "ws://127.0.0.1:\(port)\(path)/ws",
                configuration: .init(additionalHeaders: [.authorization: "Bearer \(owner.token)"]),
                logger: Logger(label: "pain-stop-test")
            ) { inbound, outbound, _ in
                var replies = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                #expect(LiveSocketTests.decode(try await replies.next())?["type"] as? String == "state")
                // Up from rest to 72°, short of the 80–95° band, then "it hurts".
                for (index, degrees) in [10.0, 30, 50, 65, 72, 72, 72, 72].enumerated() {
                    try await outbound.write(
                        .text(
                            #"{"type":"angle","t":\#(Double(index) * 0.2),"seq":\#(index + 1),"degrees":\#(degrees)}"#))
                    while let object = LiveSocketTests.decode(try await replies.next()) {
                        if object["ack"] as? Int == index + 1 { break }
                    }
                }
                try await outbound.write(.text(#"{"type":"pain"}"#))
                while let object = LiveSocketTests.decode(try await replies.next()) {
                    if object["type"] as? String == "ended" {
                        #expect(object["summary"] as? String == path + "/summary")
                        break
                    }
                }
            }
            let summary = try await owner.get(path + "/summary")
            #expect(summary.text.contains("Stopped because it hurt at rep 1, 7"))  // about 72°, smoothed
            #expect(summary.text.contains("Please stop the exercise."))
            // The form after the socket already stopped it changes nothing.
            #expect(try await owner.post(path + "/pain-stop").location == path + "/summary")
            _ = try await owner.post(path + "/save", [("feeling", "same")])
            let stop = try #require(try await app.database.sessions(planID: plan.id).first?.painStop)
            #expect(stop.rep == 1 && stop.zone == .below)
            #expect(stop.angle.map { (65...75).contains($0) } == true)
            #expect(stop.secondsIntoSession >= 0)
        }
    }
}

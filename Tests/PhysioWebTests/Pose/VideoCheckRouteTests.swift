import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioWeb
import Testing

/// "Check a recorded set" through the router, with the real pose worker on a real clip.
@Suite(.serialized) struct VideoCheckRouteTests {
    static func upload(
        _ owner: OwnerClient, _ uri: String, _ bytes: [UInt8], csrf: Bool = true
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.cookie: owner.cookie, .contentType: "video/mp4", .accept: "application/json"]
        if csrf { headers[HTTPField.Name("X-CSRF-Token")!] = owner.csrf }
        return try await owner.client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: bytes))
    }

    static func location(_ response: TestResponse) throws -> String {
        let body = try #require(try response.json() as? [String: Any])
        return try #require(body["location"] as? String)
    }

    /// Polls the job's status until it leaves "running" (a condition, with a generous deadline).
    static func waitForEnd(_ owner: OwnerClient, _ job: String) async throws -> String {
        let deadline = ContinuousClock.now.advanced(by: .seconds(240))
        while ContinuousClock.now < deadline {
            let status = try await owner.get("\(job)/status", accept: "application/json")
            #expect(status.isJSON)
            let state = try #require(try status.json() as? [String: Any])["state"] as? String
            if state != "running" { return state ?? "" }
            try await Task.sleep(for: .milliseconds(250))
        }
        Issue.record("the check didn't finish in time")
        return "running"
    }

    @Test func theExerciseGuideOffersToCheckARecordedSet() async throws {
        try await TestApp().run { owner in
            let guide = try await owner.get("/exercises/mini-squats")
            #expect(guide.text.contains("href=\"/exercises/mini-squats/check\""))
            let form = try await owner.get("/exercises/mini-squats/check")
            #expect(form.status == .ok && form.isHTML)
            #expect(form.text.contains("Check a recorded set"))
            #expect(form.text.contains("up to 200 MB and 10 minutes"))
            #expect(form.text.contains("id=\"video-file\""))
            #expect(!form.text.contains("check-unavailable"))
        }
    }

    @Test func anUploadedClipIsAnalysedInTheBackgroundThenShowsRepsChartAndKeyFramesAndSaves() async throws {
        let clip = try PoseWorkerTests.bytes("squats-3-mediapipe.mp4")
        try await TestApp().run { owner in
            let created = try await Self.upload(owner, "/exercises/mini-squats/check", clip)
            #expect(created.status == .created && created.isJSON)
            let job = try Self.location(created)
            #expect(job.hasPrefix("/checks/"))
            #expect(try await Self.waitForEnd(owner, job) == "done")

            let page = try await owner.get(job)
            #expect(page.status == .ok && page.isHTML)
            let html = page.text
            #expect(html.contains("Mini Squats:"))
            #expect(html.contains("id=\"angle-chart\"") && html.contains("<polyline class=\"angle-chart-line\""))
            #expect(html.contains("role=\"img\" aria-label=\"Angle over 6 seconds"))
            #expect(html.contains("class=\"key-frame-bone\""))
            let frame = try await owner.get("\(job)/frames/0.jpg")
            #expect(frame.status == .ok && frame.headers[.contentType] == "image/jpeg")
            #expect(Array(frame.body.readableBytesView.prefix(2)) == [0xFF, 0xD8])
            #expect(try await owner.get("\(job)/frames/9.jpg").status == .notFound)

            let saved = try await owner.post("\(job)/save")
            #expect(
                saved.status == .seeOther && saved.location.hasPrefix("/sessions/")
                    && saved.location.hasSuffix("?saved=1"))
            let again = try await owner.post("\(job)/save")
            #expect(again.location == String(saved.location.dropLast("?saved=1".count)))  // saved once only
            let record = try await owner.get(saved.location)
            #expect(record.status == .ok && record.text.contains("Mini Squats"))
        }
    }

    @Test func aFileThatIsNotAVideoEndsWithAClearMessage() async throws {
        try await TestApp().run { owner in
            let created = try await Self.upload(owner, "/exercises/mini-squats/check", Array("just some text".utf8))
            let job = try Self.location(created)
            #expect(try await Self.waitForEnd(owner, job) == "failed")
            let page = try await owner.get(job)
            #expect(page.text.contains("That file isn&#39;t a video. Choose an MP4, MOV or WebM video"))
            #expect(page.text.contains("Choose another video"))
            #expect(try await owner.post("\(job)/save").status == .conflict)
        }
    }

    @Test func uploadsNeedTheAntiForgeryTokenAndAMeasurableExercise() async throws {
        try await TestApp().run { owner in
            let forged = try await Self.upload(owner, "/exercises/mini-squats/check", [1, 2, 3], csrf: false)
            #expect(forged.status == .forbidden)
            let wrist = try #require(RehabLibrary.exercises.first { !JointAngle.isLandmarkBased($0.movement) })
            let refused = try await Self.upload(owner, "/exercises/\(wrist.id)/check", [1, 2, 3])
            #expect(refused.status == .badRequest)
            #expect(try await owner.get("/exercises/\(wrist.id)/check").text.contains("check-unavailable"))
            #expect(try await owner.get("/checks/\(UUID().uuidString.lowercased())").status == .notFound)
        }
    }
}

import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
@testable import PhysioWeb
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

    /// What a browser without JavaScript posts: the form's fields in order, the video as a file part.
    static func multipart(
        _ fields: [(name: String, value: String)], video: [UInt8], filename: String = "set.mp4", boundary: String = "----pp7MA4YWxkTrZu0gW"
    ) -> [UInt8] {
        var body: [UInt8] = []
        for field in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field.name)\"\r\n\r\n\(field.value)\r\n".utf8)
        }
        body += Array(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"video\"; filename=\"\(filename)\"\r\nContent-Type: video/mp4\r\n\r\n".utf8)
        body += video
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        return body
    }

    static func postForm(_ owner: OwnerClient, _ uri: String, _ body: [UInt8]) async throws -> TestResponse {
        let headers: HTTPFields = [
            .cookie: owner.cookie, .contentType: "multipart/form-data; boundary=----pp7MA4YWxkTrZu0gW",
            .accept: "text/html",
        ]
        return try await owner.client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body))
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
        let app = try TestApp()
        try await app.run { owner in
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
            // "Count wrong?" inside the save form, with the count found.
            #expect(html.contains("<summary>Count wrong?</summary>"))
            // Prefilled with the full reps found (Mini Squats' band is shallow: these deep squats go past it).
            let found = try #require(
                html.firstRange(of: /name="reps" value="(\d+)"/).flatMap { Int(html[$0].split(separator: "\"")[3]) })
            let refused = try await owner.post("\(job)/save", [("reps", "three")])
            #expect(refused.status == .badRequest && refused.text.contains("Reps you did must be a whole number"))

            let saved = try await owner.post("\(job)/save", [("reps", "\(found + 4)")])
            #expect(
                saved.status == .seeOther && saved.location.hasPrefix("/sessions/")
                    && saved.location.hasSuffix("?saved=1"))
            let again = try await owner.post("\(job)/save")
            #expect(again.location == String(saved.location.dropLast("?saved=1".count)))  // saved once only
            let record = try await owner.get(saved.location)
            #expect(record.status == .ok && record.text.contains("Mini Squats"))
            // Its own source, "video", in the history and in both downloads.
            #expect(record.text.contains("Mini Squats · From a video"))
            let key = String(saved.location.dropFirst("/sessions/".count).dropLast("?saved=1".count))
            let json = try await owner.get("/sessions/\(key)/workout.json")
            #expect(json.text.replacingOccurrences(of: " ", with: "").contains("\"source\":\"video\""))
            let csv = try await owner.get("/sessions/\(key)/workout.csv")
            #expect(csv.text.contains(",video,"))
            // The person's count, after a refused save had stored nothing; the count found beside it.
            let stored = try await app.database.session(id: try #require(UUID(uuidString: key)))
            #expect(stored?.correctedReps == found + 4 && stored?.metrics.reps == found)
            #expect(record.text.contains("You counted \(found + 4); measured \(found)"))
        }
    }

    @Test func withoutJavaScriptThePlainFormUploadsTheVideoAndTheProgressPageRefreshesItself() async throws {
        let clip = try PoseWorkerTests.bytes("squats-3-mediapipe.mp4")
        try await TestApp().run { owner in
            let form = try await owner.get("/exercises/mini-squats/check")
            // The token is the form's first field, so it is checked before the video is read.
            let formStart = try #require(form.text.range(of: "id=\"video-check-form\""))
            let firstField = try #require(form.text.range(of: "<input", range: formStart.upperBound..<form.text.endIndex))
            #expect(form.text[firstField.lowerBound...].hasPrefix("<input type=\"hidden\" name=\"_csrf\""))
            #expect(form.text.contains("enctype=\"multipart/form-data\""))

            let posted = try await Self.postForm(
                owner, "/exercises/mini-squats/check", Self.multipart([("_csrf", owner.csrf)], video: clip))
            #expect(posted.status == .seeOther)
            let job = posted.location
            #expect(job.hasPrefix("/checks/") && job.count == "/checks/".count + 36)
            let progress = try await owner.get(job)
            if progress.text.contains("id=\"video-check-progress\"") {
                #expect(progress.text.contains("<noscript><meta http-equiv=\"refresh\" content=\"3\">"))
            }
            #expect(try await Self.waitForEnd(owner, job) == "done")
            let page = try await owner.get(job)
            #expect(page.text.contains("Mini Squats:") && page.text.contains("class=\"key-frame-bone\""))
            #expect(!page.text.contains("http-equiv=\"refresh\""))  // done: no more refreshing
        }
    }

    @Test func thePlainFormIsRefusedWithoutTheTokenFirstOrWithAWrongOne() async throws {
        let video = [UInt8](repeating: 7, count: 50_000)
        try await TestApp().run { owner in
            let wrong = try await Self.postForm(
                owner, "/exercises/mini-squats/check", Self.multipart([("_csrf", "not-the-token")], video: video))
            #expect(wrong.status == .forbidden)
            let missing = try await Self.postForm(owner, "/exercises/mini-squats/check", Self.multipart([], video: video))
            #expect(missing.status == .forbidden)
            let late = try await Self.postForm(
                owner, "/exercises/mini-squats/check", Self.multipart([("note", "x"), ("_csrf", owner.csrf)], video: video))
            #expect(late.status == .forbidden)
            // With the token but no file chosen (a browser sends an empty file part): a clear message.
            let empty = try await Self.postForm(
                owner, "/exercises/mini-squats/check", Self.multipart([("_csrf", owner.csrf)], video: [], filename: ""))
            #expect(empty.status == .badRequest && empty.text.contains("No video arrived"))
        }
    }

    @Test func aStreamedFormBodySplitAnywhereGivesBackExactlyTheFile() async throws {
        // Bytes that look like parts of the boundary, CRLFs and dashes, across many small chunks.
        var file: [UInt8] = []
        for index in 0..<20_000 { file.append(UInt8(truncatingIfNeeded: index &* 31 &+ index >> 3)) }
        file += Array("\r\n------pp7MA4YWxkTrZu0g\r\n--\r\n".utf8) + file.prefix(777)
        let body = Self.multipart([("_csrf", "t"), ("note", "hello")], video: file)
        for chunkSize in [1, 7, 64, 1000, body.count] {
            let chunks = stride(from: 0, to: body.count, by: chunkSize).map {
                ByteBuffer(bytes: body[$0..<min(body.count, $0 + chunkSize)])
            }
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("multipart-\(UUID().uuidString)")
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            defer { try? FileManager.default.removeItem(at: url) }
            let handle = try FileHandle(forWritingTo: url)
            let size = try await MultipartUpload.writeFile(
                named: "video", from: RequestBody(asyncSequence: Chunks(chunks: chunks)), boundary: "----pp7MA4YWxkTrZu0gW",
                to: handle, limit: 1 << 20, overLimit: { PoseWorkerError.tooLarge(limitMegabytes: 1) })
            try handle.close()
            #expect(size == file.count)
            #expect([UInt8](try Data(contentsOf: url)) == file, "chunks of \(chunkSize)")
            #expect(MultipartUpload.firstField(in: body, boundary: "----pp7MA4YWxkTrZu0gW")! == ("_csrf", "t"))
        }
        // Over the limit: refused while streaming.
        let handle = FileHandle(forWritingAtPath: "/dev/null")!
        await #expect(throws: PoseWorkerError.tooLarge(limitMegabytes: 0)) {
            _ = try await MultipartUpload.writeFile(
                named: "video", from: RequestBody(buffer: ByteBuffer(bytes: body)), boundary: "----pp7MA4YWxkTrZu0gW",
                to: handle, limit: 1000, overLimit: { PoseWorkerError.tooLarge(limitMegabytes: 0) })
        }
        // Cut off inside the file (no closing boundary): refused, not a shorter file.
        await #expect(throws: MultipartUpload.CutOff()) {
            _ = try await MultipartUpload.writeFile(
                named: "video", from: RequestBody(buffer: ByteBuffer(bytes: body.prefix(body.count / 2))),
                boundary: "----pp7MA4YWxkTrZu0gW", to: handle, limit: 1 << 20,
                overLimit: { PoseWorkerError.tooLarge(limitMegabytes: 1) })
        }
        #expect(MultipartUpload.boundary(of: "multipart/form-data; boundary=\"abc\"") == "abc")
        #expect(MultipartUpload.boundary(of: "video/mp4") == nil)
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

/// A body arriving in the given chunks.
private struct Chunks: AsyncSequence, Sendable {
    let chunks: [ByteBuffer]

    struct AsyncIterator: AsyncIteratorProtocol {
        let chunks: [ByteBuffer]
        var index = 0

        mutating func next() async -> ByteBuffer? {
            guard index < chunks.count else { return nil }
            defer { index += 1 }
            return chunks[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(chunks: chunks) }
}

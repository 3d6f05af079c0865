import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// "Check a recorded set": upload a phone video of one set, watch the analysis progress, see reps,
/// peaks, the angle over time and key frames, and save the result as a session.
struct VideoCheckController {
    let renderer: Renderer
    let time: AppTime
    let pose: PoseWorkerPool
    let checks: PersonVideoChecks

    /// The upload's answer to the page's script: where the job's page is.
    struct Created: Encodable { var location: String }

    /// The job's state for the progress page to poll.
    struct Status: Encodable {
        var state: VideoCheckState
        var percent: Int?
    }

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.exerciseCheck) { request, context, exerciseID in
            let exercise = try exercise(exerciseID)
            let options = pose.options
            let unavailable: String? =
                !JointAngle.isLandmarkBased(exercise.movement)
                ? "The \(exercise.name) angle can't be measured from a video yet; use the live session instead."
                : await pose.isAvailable
                    ? nil
                    : PoseWorkerError.notInstalled(command: PoseWorkerOptions.installCommand).message
            let uploadPath = AppPath.videoCheck(
                exerciseID: exercise.id, plan: request.uuidQuery("plan"), slot: request.uuidQuery("slot"))
            return renderer.page(title: "Check a recorded set", context: context) { chrome in
                VideoCheckUploadView(
                    exerciseName: exercise.name, uploadPath: uploadPath, backPath: AppPath.exercise(exercise.id),
                    maxMegabytes: options.maxVideoBytes >> 20,
                    maxMinutes: Int(clamping: options.maxVideoSeconds / 60, to: 0...100_000, rule: .towardZero),
                    unavailable: unavailable, csrfField: chrome.csrfField
                ).html
            }
        }
        router.post(AppPath.exerciseCheck) { request, context, exerciseID in
            let exercise = try exercise(exerciseID)
            let jobs = try checks.jobs(of: try context.subject.id)
            guard JointAngle.isLandmarkBased(exercise.movement) else {
                throw AppError.badRequest(
                    "The \(exercise.name) angle can't be measured from a video yet.", code: "not_measurable")
            }
            guard await pose.isAvailable else {
                throw PoseWorkerError.notInstalled(command: PoseWorkerOptions.installCommand)
            }
            let id = UUID()
            let path = try await receiveVideo(request, to: jobs.uploadPath(id))
            do {
                // Checked against the plan's numbers when the check is for a plan's session.
                var measured = exercise
                if let planID = request.uuidQuery("plan"), let plan = try await context.store.plan(id: planID),
                    let prescribed = plan.exercise(id: exercise.id)
                {
                    measured = prescribed
                }
                try await jobs.start(
                    id: id, video: path, exercise: measured, planID: request.uuidQuery("plan"),
                    slotID: request.uuidQuery("slot"), at: time.now, pool: pose)
            } catch {
                try? FileManager.default.removeItem(atPath: path)
                throw error
            }
            if MultipartUpload.boundary(of: request.headers[.contentType] ?? "") != nil {
                // The plain form (no JavaScript): on to the progress page, which refreshes itself.
                return Response.redirect(to: AppPath.videoCheckJob(id).value, type: .normal)
            }
            return try JSONBody.response(Created(location: AppPath.videoCheckJob(id).value), status: .created)
        }
        router.get(AppPath.videoCheckJob) { _, context, jobID in
            let job = try await job(jobID, context)
            return renderer.page(title: "Check a recorded set", context: context) { chrome in
                page(job, chrome: chrome)
            }
        }
        router.get(AppPath.videoCheckStatus) { _, context, jobID in
            let job = try await job(jobID, context)
            let status: Status =
                switch job.state {
                case .running(let percent): Status(state: .running, percent: percent)
                case .failed: Status(state: .failed)
                case .done: Status(state: .done, percent: 100)
                }
            return try JSONBody.response(status)
        }
        router.get(AppPath.videoCheckFrame) { _, context, ids in
            let (jobID, index) = ids
            let job = try await job(jobID, context)
            guard case .done(_, let stills) = job.state, stills.indices.contains(index) else {
                throw AppError.notFound("That key frame isn't here.")
            }
            return Response(
                status: .ok, headers: [.contentType: "image/jpeg", .cacheControl: "private, max-age=3600"],
                body: .init(byteBuffer: ByteBuffer(bytes: stills[index])))
        }
        router.post(AppPath.videoCheckSave) { request, context, jobID in
            let form = try await FormData.from(request)
            let job = try await job(jobID, context)
            let jobs = try checks.jobs(of: try context.subject.id)
            if let saved = job.savedRecordID {
                return Response.redirect(to: AppPath.sessionRecord(saved).value, type: .normal)
            }
            guard case .done(let report, _) = job.state else {
                throw AppError(
                    .conflict, code: "check_not_done", "This check hasn't finished, so there is nothing to save yet.")
            }
            // The record keeps the engine's metrics, and says they came from a video.
            let record = SessionRecord(
                id: UUID(), planID: job.planID, slotID: job.slotID, exerciseID: job.exercise.id, source: .video,
                day: time.today, startedAt: job.createdAt, endedAt: job.createdAt.addingTimeInterval(report.duration),
                feeling: nil, metrics: report.metrics,
                prescription: Prescription.doneUnder(job.exercise, side: nil, set: nil),
                correctedReps: try form.decode(CountCorrectionForm.self).correction(measured: report.metrics.reps))
            try record.validate(path: "session")
            // Counts towards the slot only with a rep (SlotDoneRule), the person's own count if they gave one.
            try await context.store.saveSession(record, completingSlot: job.slotID != nil, at: time.now)
            await jobs.markSaved(job.id, record: record.id)
            return Response.redirect(to: AppPath.sessionRecord(record.id).query("saved", "1").value, type: .normal)
        }
    }

    private func page(_ job: VideoCheckJobs.Job, chrome: PageChrome) -> HTML {
        let retry = AppPath.videoCheck(exerciseID: job.exercise.id, plan: job.planID, slot: job.slotID)
        switch job.state {
        case .running(let percent):
            return VideoCheckProgressView(
                exerciseName: job.exercise.name, percent: percent, statusPath: AppPath.videoCheckStatus(job.id),
                retryPath: retry,
                failure: nil
            ).html
        case .failed(let message):
            return VideoCheckProgressView(
                exerciseName: job.exercise.name, percent: nil, statusPath: AppPath.videoCheckStatus(job.id), retryPath: retry,
                failure: message
            ).html
        case .done(let report, _):
            return VideoCheckResultView(
                report: report, framePaths: report.keyFrames.indices.map { AppPath.videoCheckFrame(job.id, $0) },
                saveAction: AppPath.videoCheckSave(job.id), retryPath: retry, csrfField: chrome.csrfField
            ).html
        }
    }

    private func exercise(_ id: String) throws -> Exercise {
        guard let exercise = RehabLibrary.exercise(id: id) else {
            throw AppError.notFound("That exercise isn't in the library.")
        }
        return exercise
    }

    /// The request's person's check `id` (another person's is not found).
    private func job(_ id: UUID, _ context: AppRequestContext) async throws -> VideoCheckJobs.Job {
        guard let job = await (try checks.jobs(of: try context.subject.id)).job(id) else {
            throw AppError.notFound(
                "This check isn't here. Upload the video again.")
        }
        return job
    }

    /// Streams the request body (the video itself) to a temporary file, refusing more than the limit.
    private func receiveVideo(_ request: Request, to url: URL) async throws -> String {
        let limit = pose.options.maxVideoBytes
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw PoseWorkerError.tooLarge(limitMegabytes: limit >> 20)
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url.path)
        else {
            throw AppError(.internalServerError, code: "upload_failed", "The video couldn't be stored for checking.")
        }
        var received = 0
        // A body that ends early (the connection closed, the chunks stopped, fewer bytes than its
        // Content-Length) is no video: it is discarded, never analysed (issue 38).
        let cutOff = AppError.badRequest(
            "The video didn't arrive whole: the upload was cut off. Nothing was kept; upload it again.",
            code: "upload_incomplete")
        do {
            defer { try? handle.close() }
            if let boundary = MultipartUpload.boundary(of: request.headers[.contentType] ?? "") {
                // The plain form's body: the `video` field's file, streamed to disk.
                received =
                    try await MultipartUpload.writeFile(
                        named: "video", from: request.body, boundary: boundary, to: handle, limit: limit,
                        overLimit: { PoseWorkerError.tooLarge(limitMegabytes: limit >> 20) }, cutOff: { cutOff }) ?? 0
            } else {
                for try await buffer in request.body {
                    received += buffer.readableBytes
                    guard received <= limit else { throw PoseWorkerError.tooLarge(limitMegabytes: limit >> 20) }
                    try handle.write(contentsOf: Data(buffer.readableBytesView))
                }
            }
            if let length = request.headers[.contentLength].flatMap({ StrictInput.whole($0) }), received != length,
                MultipartUpload.boundary(of: request.headers[.contentType] ?? "") == nil
            {
                throw cutOff
            }
        } catch {
            try? FileManager.default.removeItem(at: url)
            // The body's stream failing (the connection cut it off) gets the same answer as an early end.
            if error is AppError || error is any UserFacingError { throw error }
            throw cutOff
        }
        guard received > 0 else {
            try? FileManager.default.removeItem(at: url)
            throw AppError.badRequest("No video arrived. Choose a video and try again.", code: "empty_upload")
        }
        return url.path
    }
}

extension Request {
    /// A UUID query parameter, nil when absent or malformed.
    func uuidQuery(_ name: String) -> UUID? { query(name).flatMap(UUID.init(uuidString:)) }
}

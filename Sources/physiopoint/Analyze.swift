import ArgumentParser
import Foundation
import PhysioCore

/// `physiopoint analyze`: counts reps and measures angles in a recorded session.
struct Analyze: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Count reps and measure joint angles in a recording (CSV, see docs/recordings.md) or a video.",
        discussion: """
            Give either --exercise, or --joint with --target. Rest is where the recording starts unless \
            --rest says otherwise; with no --side, the side the recording has (or that moved most) is used.
            """)

    @Argument(help: "The recording: CSV with t and <joint>.x/.y[/.z][/.c] columns, or t,angle; or a video (mp4, mov, webm).")
    var file: String

    @OptionGroup var video: VideoOptions

    @Option(help: "An exercise from the library, e.g. heel-slides.")
    var exercise: String?

    @Option(help: "knee_flexion, hip_flexion, elbow_flexion or shoulder_abduction (others need t,angle files).")
    var joint: String?

    @Option(help: "The target band LO-HI in degrees, e.g. 80-95.")
    var target: String?

    @Option(help: "Seconds to hold in the band for a rep to count (with --joint; default 0).")
    var hold: Double?

    @Option(help: "The rest angle in degrees (default: the exercise's, else where the recording starts).")
    var rest: Double?

    @Option(help: "left or right.")
    var side: String?

    @Option(name: .customLong("frame-size"), help: ArgumentHelp(
        "The video frame's size WxH in pixels, e.g. 1280x720, for normalized image landmarks (x, y in 0…1, as MediaPipe writes them).",
        valueName: "WxH"))
    var frameSize: String?

    @Flag(help: "Print the metrics as JSON.")
    var json = false

    func validate() throws {
        switch (exercise, joint) {
        case (nil, nil): throw ValidationError("Give --exercise ID, or --joint NAME with --target LO-HI.")
        case (.some, .some): throw ValidationError("Give --exercise or --joint, not both.")
        case (let id?, nil):
            guard RehabLibrary.exercise(id: id) != nil else {
                throw ValidationError("No exercise `\(id)`. Known: \(RehabLibrary.exercises.map(\.id).joined(separator: ", ")).")
            }
            if target != nil || hold != nil { throw ValidationError("--target and --hold go with --joint; an exercise has its own.") }
        case (nil, let name?):
            guard JointMovement(rawValue: name) != nil else {
                throw ValidationError("No joint movement `\(name)`. Use knee_flexion, hip_flexion, elbow_flexion or shoulder_abduction.")
            }
            guard let target else { throw ValidationError("--joint needs --target LO-HI, e.g. --target 80-95.") }
            guard let band = AngleRange(parsing: target) else {
                throw ValidationError("--target `\(target)` is not LO-HI in degrees, e.g. 80-95.")
            }
            guard JointAngle.range.contains(band.lower), JointAngle.range.contains(band.upper) else {
                throw ValidationError("--target must lie within \(JointAngle.range.allowed).")
            }
        }
        if let hold, !SessionMetrics.secondsRange.contains(hold) {
            throw ValidationError("--hold must be \(SessionMetrics.secondsRange.allowed).")
        }
        if let rest, !JointAngle.range.contains(rest) { throw ValidationError("--rest must be \(JointAngle.range.allowed).") }
        if let side, BodySide(rawValue: side) == nil { throw ValidationError("--side must be left or right.") }
        if let frameSize, FrameSize(parsing: frameSize) == nil {
            throw ValidationError("--frame-size `\(frameSize)` is not WxH in pixels, e.g. 1280x720.")
        }
    }

    func run() async throws {
        let recording: Recording
        if VideoOptions.isVideo(file) {
            recording = try await video.recording(of: file)
        } else {
            let text: String
            do {
                text = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw AnalyzeFailure("Cannot read \(file): \(error.localizedDescription)")
            }
            do {
                recording = try RecordingParser.parse(text, frameSize: frameSize.flatMap(FrameSize.init(parsing:)))
            } catch {
                throw AnalyzeFailure("\(file): \(error)")
            }
        }
        let metrics: SessionMetrics
        do {
            metrics = try analyze(recording)
        } catch let error as RecordingAnalyzer.AnalysisError {
            throw AnalyzeFailure("\(file): \(error)")
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(AnalyzeOutput(metrics: metrics)), as: UTF8.self))
        } else {
            print(metrics.report)
        }
    }

    private func analyze(_ recording: Recording) throws -> SessionMetrics {
        let chosenSide = side.flatMap(BodySide.init(rawValue:))
        if let id = exercise, let exercise = RehabLibrary.exercise(id: id) {
            return try RecordingAnalyzer.analyze(
                recording, movement: exercise.movement, target: exercise.target, restAngle: rest ?? exercise.restAngle,
                holdSeconds: Double(exercise.holdSeconds), reps: exercise.reps, side: chosenSide)
        }
        guard let name = joint, let movement = JointMovement(rawValue: name),
              let band = target.flatMap(AngleRange.init(parsing:))
        else { throw AnalyzeFailure("--joint and --target are required without --exercise.") }
        return try RecordingAnalyzer.analyze(
            recording, movement: movement, target: band, restAngle: rest, holdSeconds: hold ?? 0, reps: 0,
            side: chosenSide)
    }
}

/// A failure of `analyze` with a message a person can act on.
struct AnalyzeFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `analyze --json`: the metrics (with `cycleEstimate`, the second opinion, and `cycleRhythmSpread`, how
/// sure it is), `countMayBeOff`, whatever the reason (``SessionMetrics/countMayBeOff``), and
/// `countsDisagree`, whether the second opinion is a reason (``SessionMetrics/countsDisagree``).
private struct AnalyzeOutput: Encodable {
    var metrics: SessionMetrics

    private enum Key: String, CodingKey { case countMayBeOff, countsDisagree }

    func encode(to encoder: any Encoder) throws {
        try metrics.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(metrics.countMayBeOff, forKey: .countMayBeOff)
        try container.encode(metrics.countsDisagree, forKey: .countsDisagree)
    }
}

import ArgumentParser
import Foundation
import PhysioCore
import PhysioWeb

/// `analyze VIDEO`: the pose worker turns a phone video into a recording for the engine.
struct VideoOptions: ParsableArguments {
    @Option(
        name: .customLong("pose-python"),
        help: "The pose worker's Python (default: the venv scripts/install-pose-worker makes).")
    var posePython: String?

    @Option(help: "For videos: `image` (2-D landmarks in pixels, film side-on to the joint) or `world` (3-D, metres).")
    var landmarks: VideoPoseTrack.Landmarks = .image

    static let extensions: Set<String> = ["mp4", "m4v", "mov", "webm", "mkv"]

    static func isVideo(_ path: String) -> Bool {
        extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Runs the video through one pose worker, printing progress to standard error.
    func recording(of path: String) async throws -> Recording {
        let pool = PoseWorkerPool(options: PoseWorkerOptions(python: posePython))
        do {
            let track = try await pool.analyzeVideo(at: path) { progress in
                guard let fraction = progress.fraction else { return }
                FileHandle.standardError.write(
                    Data("\rAnalysing \(URL(fileURLWithPath: path).lastPathComponent): \(Int(clamping: fraction * 100, to: 0...100, rule: .towardZero))%".utf8))
            }
            FileHandle.standardError.write(Data("\n".utf8))
            await pool.shutdown()
            return track.recording(landmarks: landmarks)
        } catch {
            await pool.shutdown()
            throw AnalyzeFailure("\(path): \(error.message)")
        }
    }
}

extension VideoPoseTrack.Landmarks: ExpressibleByArgument {}

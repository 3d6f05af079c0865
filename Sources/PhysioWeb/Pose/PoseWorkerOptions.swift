import Foundation

/// Where the pose worker lives and the limits it runs under.
public struct PoseWorkerOptions: Sendable {
    /// The command that installs the worker's Python environment.
    public static let installCommand = "./scripts/install-pose-worker"

    /// The venv's Python (`serve --pose-python`, `PHYSIOPOINT_POSE_PYTHON`, else the installer's place).
    public var python: String
    /// The worker script shipped in the web module's resources.
    public var script: URL
    /// At most this many worker processes: one per core.
    public var maxWorkers: Int
    /// Time allowed to start a worker and load the model.
    public var startLimit: Duration = .seconds(60)
    /// Time allowed for one camera frame (decode, inference, answer; a stream's first frame also builds
    /// MediaPipe's graph, ~0.5 s). Generous because the machine may be busy; a hung worker still goes.
    public var frameLimit: Duration = .seconds(5)
    /// Longest silence allowed from a worker that is analysing a video (it reports every frame).
    public var videoStallLimit: Duration = .seconds(20)
    /// Videos larger than this are refused before any decoding.
    public var maxVideoBytes: Int = 200 * 1024 * 1024
    /// Videos longer than this are refused.
    public var maxVideoSeconds: Double = 600
    /// Frames per second analysed in a video (a phone's 30 or 60 fps is sampled down; reps are slower).
    public var videoSampleRate: Double = 15

    public init(python: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.python = python ?? environment["PHYSIOPOINT_POSE_PYTHON"] ?? Self.defaultPython(environment: environment)
        self.script = WebResources.directory.appendingPathComponent("pose/pose_worker.py")
        self.maxWorkers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// `${PHYSIOPOINT_POSE_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/physiopoint/pose-venv}/bin/python`, as the installer uses.
    public static func defaultPython(environment: [String: String]) -> String {
        if let venv = environment["PHYSIOPOINT_POSE_VENV"], !venv.isEmpty { return venv + "/bin/python" }
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return cache + "/physiopoint/pose-venv/bin/python"
    }

    /// Whether the worker's Python is there to run.
    public var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: python) && FileManager.default.fileExists(atPath: script.path)
    }
}

import ArgumentParser
import Foundation
import Hummingbird
import NIOCore
import NIOPosix
import PhysioCore
import PhysioStore
import PhysioWeb

/// `physiopoint serve`: runs the web app until Ctrl-C.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Start the PhysioPoint web app.")

    @OptionGroup var data: DataOptions
    @OptionGroup var coach: CoachCommandOptions
    @OptionGroup var tls: TLSOptions

    @Option(
        help: "Address to listen on (default: every address, so phones on your home network reach it over HTTPS; this computer also by plain http://127.0.0.1).")
    var host: String?

    @Flag(name: .customLong("local-only"), help: "Listen on this computer only (127.0.0.1): no phone can reach it.")
    var localOnly = false

    /// Where the server listens: every address by default (HTTPS to the home network), loopback with
    /// `--local-only`.
    var listenHost: String { host ?? (localOnly ? "127.0.0.1" : "0.0.0.0") }

    @Option(help: "Port to listen on (0 picks a free one).")
    var port = 8080

    @Option(name: .customLong("time-zone"), help: "Your time zone, e.g. America/Toronto (default: this machine's).")
    var timeZoneName: String?

    @Option(
        name: .customLong("start-time"),
        help: ArgumentHelp("Pretend the clock read this ISO 8601 time at start-up (demos and tests).", visibility: .hidden))
    var startTime: String?

    @Option(
        name: .customLong("pose-python"),
        help: "The pose worker's Python (default: the venv ./scripts/install-pose-worker makes).")
    var posePython: String?

    @Flag(
        name: .customLong("scripted-pose"),
        help: ArgumentHelp(
            "Answer camera frames with a scripted pose instead of MediaPipe (browser tests of the camera page).",
            visibility: .hidden))
    var scriptedPose = false

    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp("Close a connection idle this many seconds (default 30; tests).", visibility: .hidden))
    var idleTimeout: Double?

    @Option(
        name: .customLong("body-window"),
        help: ArgumentHelp(
            "Close a connection whose request body brings under 4 KB in this many seconds (default 15; tests).",
            visibility: .hidden))
    var bodyWindow: Double?

    @Option(
        name: .customLong("max-connections"),
        help: ArgumentHelp("Open connections at most (default 512, or half of ulimit -n; tests).", visibility: .hidden))
    var maxConnections: Int?

    func validate() throws {
        if localOnly, let host, !NetworkAddress.isLoopback(host) {
            throw ValidationError("--local-only listens on 127.0.0.1: leave out --host \(host), or --local-only.")
        }
        for (name, seconds) in [("--idle-timeout", idleTimeout), ("--body-window", bodyWindow)] {
            if let seconds, !(0.1...3600).contains(seconds) {
                throw ValidationError("\(name) must be between 0.1 and 3600 seconds.")
            }
        }
        if let maxConnections, !(1...100_000).contains(maxConnections) {
            throw ValidationError("--max-connections must be between 1 and 100000.")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        if let timeZoneName, TimeZone(identifier: timeZoneName) == nil {
            throw ValidationError("Unknown time zone “\(timeZoneName)”. Use a name like Europe/London.")
        }
        if let startTime, Self.parseDate(startTime) == nil {
            throw ValidationError("--start-time must look like 2026-11-22T08:30:00Z.")
        }
    }

    func run() async throws {
        // Swift concurrency runs on the server's own event-loop threads, so a request is not handed
        // from an I/O thread to the concurrency pool and back (two thread hops per request). Done
        // first, before any task of ours starts; blocking work (pose workers, big imports) already
        // runs on threads of its own.
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        let household = try data.openHousehold()
        let clock: any AppClock = startTime.flatMap(Self.parseDate).map { ShiftedClock(startingAt: $0) } ?? SystemClock()
        let timeZone = timeZoneName.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
        let token = household.token(of: household.owner.id) ?? ""
        let host = listenHost
        let secure = try tls.resolve(host: host, dataDirectory: data.directory, now: Date())
        var configuration = AppConfiguration(host: host, port: port, timeZone: timeZone, clock: clock)
        configuration.coach = coach.coachOptions
        if scriptedPose { configuration.poseEstimator = ScriptedPoseEstimator() }
        configuration.tls = secure.tls
        configuration.connect = secure.connect
        configuration.publicHost = NetworkAddress.publicHost(for: host)
        let scheme = secure.connect.scheme
        configuration.pose = PoseWorkerOptions(python: posePython)
        configuration.limits = configuration.limits.changing(
            idleTimeoutSeconds: idleTimeout, bodyWindowSeconds: bodyWindow, maximumConnections: maxConnections)
        if !configuration.pose.isInstalled {
            let line = "Pose estimation (camera and recorded videos) is off: \(configuration.pose.python) is missing. Run \(PoseWorkerOptions.installCommand) once to turn it on; the live page uses the other sources meanwhile.\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        let app = try await buildApplication(
            household: household,
            configuration: configuration,
            onServerRunning: { port in
                let base = "\(scheme)://\(NetworkAddress.displayHost(for: host)):\(port)"
                // On this computer, loopback answers plain HTTP: its own browser needs no certificate.
                let here = NetworkAddress.isWildcard(host) ? "http://127.0.0.1:\(port)" : base
                var lines = "PhysioPoint is running: open \(here)\(LoginLink.path(token: token)) to sign in (Ctrl-C stops it).\n"
                if NetworkAddress.isWildcard(host) {
                    lines += "From a phone on your network: \(base)\(LoginLink.path(token: token)), "
                        + "or scan a person's code under Settings → Household"
                } else {
                    lines += "Connect a phone: open Settings → Household, or \(base)\(AppPath.connect.value)"
                }
                lines += secure.connect.security == .localAuthority ? " (trust the certificate first: \(base)\(AppPath.connectTrust.value))\n" : "\n"
                // Unbuffered, so a script reading the pipe sees the lines at once.
                FileHandle.standardOutput.write(Data(lines.utf8))
            })
        try await app.runService()
    }

    static func parseDate(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }
}

import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOSSL
import PhysioCore
import PhysioStore
import PhysioTLS

/// How the server runs: where it listens, whose clock and time zone it uses.
public struct AppConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// The person's time zone: "today" and session times are read in it.
    public var timeZone: TimeZone
    public var clock: any AppClock
    public var logLevel: Logger.Level
    /// The coach's model server choice and limits (`serve --coach …`).
    public var coach = CoachOptions()
    /// Estimates poses in the live page's camera frames (MediaPipe in supervised workers); nil when
    /// it isn't set up, and the live page then offers the other sources.
    public var poseEstimator: (any PoseEstimating)?
    /// HTTPS (with plain HTTP on the same port redirected) when set; plain HTTP otherwise.
    public var tls: TLSConfiguration?
    /// How a phone reaches this server, for "Connect a phone".
    public var connect = ConnectSetup.loopbackOnly
    /// The host a phone types (this machine's network address for a wildcard listen address).
    public var publicHost: String?
    /// Where the pose worker (MediaPipe) is and its limits (`serve --pose-python …`).
    public var pose = PoseWorkerOptions()
    /// Where uploaded videos wait for their check: `serve` uses the data dir's `video-checks`; nil (tests)
    /// a fresh temporary folder per application.
    public var videoCheckDirectory: URL?
    /// Idle and slow-body timeouts, the header size limit and the connection cap.
    public var limits = ServerLimits()

    public init(
        host: String = "127.0.0.1", port: Int = 8080, timeZone: TimeZone, clock: any AppClock = SystemClock(),
        logLevel: Logger.Level = .warning
    ) {
        self.host = host
        self.port = port
        self.timeZone = timeZone
        self.clock = clock
        self.logLevel = logLevel
    }
}

/// Every route of the application with its middleware: what `buildApplication` serves, and what a
/// test can list (`routes`) to open every page.
func buildRouter(
    database: AppDatabase, configuration: AppConfiguration, listening: ListeningPort
) async throws -> Router<AppRequestContext> {
    let resources = WebResources.directory
    let assets = try StaticAssets(
        directory: resources.appendingPathComponent("public"), stylesheets: resources.appendingPathComponent("css"))
    // What the controllers are built from; each takes only the parts it uses.
    let renderer = Renderer(assetVersion: assets.version, assistiveMode: AssistiveModeSetting(database: database))
    let time = AppTime(clock: configuration.clock, timeZone: configuration.timeZone)
    let owner = OwnerCredentials(loginToken: try await LoginLink.token(for: database))
    // MediaPipe Pose workers for camera frames and recorded videos (started on first use).
    let pose = PoseWorkerPool(options: configuration.pose)

    let router = Router(context: AppRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: ErrorMiddleware(renderer: renderer))
    let devices = DeviceActivity()
    router.add(middleware: AuthMiddleware(database: database, owner: owner, clock: configuration.clock, devices: devices))
    router.add(middleware: IdempotencyMiddleware(database: database, clock: configuration.clock))

    router.get(RouterPath(AppPath.healthCheck.value)) { _, _ in "ok" }
    router.get("/static/:name") { _, context in
        guard let response = assets.response(for: try context.parameters.require("name")) else {
            throw AppError.notFound()
        }
        return response
    }
    AuthController(database: database, renderer: renderer, time: time, owner: owner, devices: devices)
        .addRoutes(to: router)
    OfflineController(database: database, renderer: renderer, time: time, assets: assets).addRoutes(to: router)
    HomeController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    TriageController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    ScheduleController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    GuideController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    PlanEditorController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    ClinicianReportController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    CoachController(
        database: database, renderer: renderer, time: time, options: configuration.coach
    ).addRoutes(to: router)
    RemindersController(
        database: database, renderer: renderer, time: time, configuration: configuration
    ).addRoutes(to: router)
    LiveController(
        database: database, renderer: renderer, time: time, pose: pose, configuration: configuration
    ).addRoutes(to: router)
    SessionRecordController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    LiveCuesController(database: database).addRoutes(to: router)
    let videoChecks = VideoCheckJobs(
        database: database,
        directory: configuration.videoCheckDirectory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("physiopoint-video-checks")
            .appendingPathComponent(UUID().uuidString.lowercased()))
    await videoChecks.recover(pool: pose)
    VideoCheckController(database: database, renderer: renderer, time: time, pose: pose, jobs: videoChecks)
        .addRoutes(to: router)
    APIController(database: database, time: time).addRoutes(to: router.group("api/v1"))
    TodayController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    HelpController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    HistoryController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    SettingsController(database: database, renderer: renderer, time: time, devices: devices).addRoutes(to: router)
    AssistiveModeController(database: database).addRoutes(to: router)
    HabitsAPIController(database: database, time: time).addRoutes(to: router.group("api/v1"))
    PlannerController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    PlannerWorkoutController(database: database, renderer: renderer, time: time).addRoutes(to: router)
    PlannerAPIController(database: database, renderer: renderer, time: time).addRoutes(to: router.group("api/v1"))
    ConnectController(
        renderer: renderer, owner: owner, listening: listening, configuration: configuration
    ).addRoutes(to: router)
    return router
}

/// Builds the whole web application, for the `serve` command and for tests alike.
public func buildApplication(
    database: AppDatabase, configuration: AppConfiguration,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    var logger = Logger(label: "physiopoint") { DeferredMetadataLogHandler(StreamLogHandler.standardError(label: $0)) }
    logger.logLevel = configuration.logLevel
    let listening = ListeningPort()
    let router = try await buildRouter(database: database, configuration: configuration, listening: listening)

    // Frames up to a camera frame's size: browsers send each message as one frame.
    let limits = configuration.limits
    let webSocket = HTTP1WebSocketUpgradeChannel.Configuration(
        http1: .init(
            idleTimeout: limits.idleTimeout,
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: limits.maximumHeaderBytes, maxHeaderListSize: limits.maximumHeaderBytes,
                maxHeaderFieldCount: 100)),
        ws: .init(maxFrameSize: LiveController.maximumMessageBytes))
    // A refused upgrade answers with the router's status, not the library's bare 400 (WebSocketRefusal.swift).
    let webSocketResponder = WebSocketRefusalResponder(base: router.buildResponder())
    let connections = ConnectionRegistry(maximum: limits.maximumConnections)
    let tls = configuration.tls
    // Every connection guarded (see `GuardedChildChannel`), HTTPS with plain HTTP redirected when set.
    let server = HTTPServerBuilder { responder in
        let http = HTTP1WebSocketUpgradeChannel(
            responder: responder, webSocketResponder: webSocketResponder, configuration: webSocket)
        guard let tls else { return GuardedChildChannel(base: http, limits: limits, registry: connections) }
        return GuardedChildChannel(
            base: try TLSWithPlainHTTPRedirectChannel(http, tlsConfiguration: tls), limits: limits, registry: connections)
    }
    return Application(
        router: router,
        server: server,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
        // Stale live drafts pruned and their space given back hourly, not only when a session starts.
        services: [LiveDraftJanitor(database: database, clock: configuration.clock)],
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? configuration.port
            listening.set(port)
            await onServerRunning(port)
        },
        logger: logger)
}

/// The owner's sign-in link.
public enum LoginLink {
    /// The owner's sign-in token, created on first use.
    public static func token(for database: AppDatabase) async throws -> String {
        try await database.loginToken(generate: Tokens.make)
    }

    /// The path that signs the owner in.
    public static func path(token: String) -> String { AppPath.login.query("token", token).value }
}

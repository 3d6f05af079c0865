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
/// test can list (`routes`, and the ``RouteTable`` every route was added to) to open every page.
func buildRouter(
    household: Household, configuration: AppConfiguration, listening: ListeningPort, table: RouteTable = RouteTable(),
    plain: PlainConnections = PlainConnections()
) async throws -> Router<AppRequestContext> {
    let resources = WebResources.directory
    let assets = try StaticAssets(
        directory: resources.appendingPathComponent("public"), stylesheets: resources.appendingPathComponent("css"))
    // What the controllers are built from; each takes only the parts it uses.
    let renderer = Renderer(assetVersion: assets.version, household: household, assistiveMode: AssistiveModeSetting())
    let time = AppTime(clock: configuration.clock, timeZone: configuration.timeZone)
    // MediaPipe Pose workers for camera frames and recorded videos (started on first use).
    let pose = PoseWorkerPool(options: configuration.pose)

    let router = Router(context: AppRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware(https: configuration.tls != nil, plain: plain))
    router.add(middleware: ErrorMiddleware(renderer: renderer))
    let devices = DeviceActivity()
    let auth = AuthMiddleware(household: household, clock: configuration.clock, devices: devices, routes: table)
    router.add(middleware: auth)
    router.add(middleware: IdempotencyMiddleware(clock: configuration.clock))
    let routes = AppRouter(router: router, household: household, table: table)

    routes.get(AppPath.healthCheck) { _, _ in Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "ok"))) }
    routes.get(AppPath.staticFile) { _, _, name in
        guard let response = assets.response(for: name) else { throw AppError.notFound() }
        return response
    }
    let connect = ConnectController(
        household: household, renderer: renderer, listening: listening, configuration: configuration)
    connect.addRoutes(to: routes)
    AuthController(household: household, renderer: renderer, time: time, devices: devices).addRoutes(to: routes)
    OfflineController(renderer: renderer, time: time, assets: assets).addRoutes(to: routes)
    HomeController(household: household, renderer: renderer, time: time).addRoutes(to: routes)
    TriageController(renderer: renderer, time: time).addRoutes(to: routes)
    ScheduleController(renderer: renderer, time: time).addRoutes(to: routes)
    GuideController(renderer: renderer, time: time).addRoutes(to: routes)
    PlanEditorController(renderer: renderer, time: time).addRoutes(to: routes)
    ClinicianReportController(renderer: renderer, time: time).addRoutes(to: routes)
    CoachController(renderer: renderer, time: time, options: configuration.coach).addRoutes(to: routes)
    RemindersController(household: household, renderer: renderer, time: time, configuration: configuration)
        .addRoutes(to: routes)
    LiveController(
        renderer: renderer, time: time, pose: pose, configuration: configuration,
        stillSignedIn: { context in auth.stillSignedIn(context) }
    ).addRoutes(to: routes)
    SessionRecordController(renderer: renderer, time: time).addRoutes(to: routes)
    LiveCuesController().addRoutes(to: routes)
    let videoChecks = PersonVideoChecks(household: household, temporary: configuration.videoCheckDirectory)
    await videoChecks.recover(pool: pose)
    VideoCheckController(renderer: renderer, time: time, pose: pose, checks: videoChecks).addRoutes(to: routes)
    APIController(time: time).addRoutes(to: routes)
    TodayController(renderer: renderer, time: time).addRoutes(to: routes)
    HelpController(renderer: renderer, time: time).addRoutes(to: routes)
    HistoryController(renderer: renderer, time: time).addRoutes(to: routes)
    HabitSettingsController(renderer: renderer, time: time).addRoutes(to: routes)
    SettingsController(household: household, renderer: renderer, time: time, devices: devices).addRoutes(to: routes)
    HouseholdController(household: household, renderer: renderer, time: time, connect: connect).addRoutes(to: routes)
    AssistiveModeController().addRoutes(to: routes)
    HabitsAPIController(time: time).addRoutes(to: routes)
    PlannerController(renderer: renderer, time: time).addRoutes(to: routes)
    PlannerWorkoutController(renderer: renderer, time: time).addRoutes(to: routes)
    PlannerAPIController(renderer: renderer, time: time).addRoutes(to: routes)
    return router
}

/// Builds the whole web application, for the `serve` command and for tests alike.
public func buildApplication(
    household: Household, configuration: AppConfiguration,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    var logger = Logger(label: "physiopoint") { DeferredMetadataLogHandler(StreamLogHandler.standardError(label: $0)) }
    logger.logLevel = configuration.logLevel
    let listening = ListeningPort()
    // This computer's plain connections to the HTTPS port: requests on them aren't secure.
    let plain = PlainConnections()
    let router = try await buildRouter(
        household: household, configuration: configuration, listening: listening, plain: plain)

    // Frames up to a camera frame's size: browsers send each message as one frame.
    let limits = configuration.limits
    let webSocket = HTTP1WebSocketUpgradeChannel.Configuration(
        http1: .init(
            idleTimeout: limits.idleTimeout,
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: limits.maximumHeaderBytes, maxHeaderListSize: limits.maximumHeaderBytes,
                maxHeaderFieldCount: 100)),
        ws: .init(maxFrameSize: LiveController.maximumMessageBytes, autoPing: .enabled(timePeriod: limits.webSocketPing)))
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
            base: try TLSWithPlainHTTPRedirectChannel(http, tlsConfiguration: tls, plain: plain), limits: limits,
            registry: connections)
    }
    return Application(
        router: router,
        server: server,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
        // Stale live drafts pruned and their space given back hourly, not only when a session starts.
        services: [LiveDraftJanitor(household: household, clock: configuration.clock)],
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? configuration.port
            listening.set(port)
            await onServerRunning(port)
        },
        logger: logger)
}

/// A person's sign-in link.
public enum LoginLink {
    /// The path that signs in whoever `token` belongs to.
    public static func path(token: String) -> String { AppPath.login.query("token", token).value }

    /// A new, unguessable sign-in token.
    public static func makeToken() -> String { Tokens.make() }
}

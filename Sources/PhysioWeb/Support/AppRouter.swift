import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import PhysioCore
import PhysioStore
import Synchronization

/// The one way routes are added: from an ``AppRoute`` (the same value pages print links from), so a
/// pattern is never written as a string twice. Each handler gets the route's typed value; a
/// parameter that doesn't parse is a missing page. The route's access decides the rest:
///
/// - `.owner` routes answer 403 to anyone but the household's owner;
/// - `.helpable` routes are also added under `/people/:person`, where the signed-in person works on
///   the data of someone who lets them help (anyone else's id is a missing page, never a 403), and
///   the page prints its helpable links under the same prefix;
/// - every route is recorded in ``table``, which tests walk.
struct AppRouter {
    let router: Router<AppRequestContext>
    let household: Household
    let table: RouteTable

    typealias Handler<Value> = @Sendable (Request, AppRequestContext, Value) async throws -> Response

    func get<Value>(_ route: AppRoute<Value>, _ handler: @escaping Handler<Value>) {
        on(route, .get, handler)
    }

    func post<Value>(_ route: AppRoute<Value>, _ handler: @escaping Handler<Value>) {
        on(route, .post, handler)
    }

    func put<Value>(_ route: AppRoute<Value>, _ handler: @escaping Handler<Value>) {
        on(route, .put, handler)
    }

    func delete<Value>(_ route: AppRoute<Value>, _ handler: @escaping Handler<Value>) {
        on(route, .delete, handler)
    }

    /// A route without parameters: its handler takes no value.
    func get(_ route: AppRoute<Void>, _ handler: @escaping @Sendable (Request, AppRequestContext) async throws -> Response) {
        on(route, .get) { request, context, _ in try await handler(request, context) }
    }

    func post(_ route: AppRoute<Void>, _ handler: @escaping @Sendable (Request, AppRequestContext) async throws -> Response) {
        on(route, .post) { request, context, _ in try await handler(request, context) }
    }

    func put(_ route: AppRoute<Void>, _ handler: @escaping @Sendable (Request, AppRequestContext) async throws -> Response) {
        on(route, .put) { request, context, _ in try await handler(request, context) }
    }

    func on<Value>(_ route: AppRoute<Value>, _ method: HTTPRequest.Method, _ handler: @escaping Handler<Value>) {
        table.add(method, route)
        let access = route.access, household = household
        router.on(RouterPath(route.pattern), method: method) { request, context in
            let value = try Self.value(of: route, context)
            if access == .owner, context.person?.isOwner != true { throw HouseholdError.ownerOnly }
            return try await handler(request, context, value)
        }
        guard access == .helpable else { return }
        router.on(RouterPath(PersonScopeRoute.prefix + route.pattern), method: method) { request, context in
            let value = try Self.value(of: route, context)
            let scoped = try Self.helpingScope(context, household)
            let person = try scoped.subject
            return try await AppPath.$personScope.withValue(PersonScopeRoute.path(person.id)) {
                try await handler(request, scoped, value)
            }
        }
    }

    /// A WebSocket route: `shouldUpgrade` refuses with an error (its status is the answer), then
    /// `onUpgrade` pumps the socket.
    func ws<Value>(
        _ route: AppRoute<Value>,
        shouldUpgrade: @escaping @Sendable (Request, AppRequestContext, Value) async throws -> Void,
        onUpgrade: @escaping @Sendable (WebSocketInboundStream, WebSocketOutboundWriter, AppRequestContext, Value) async throws
            -> Void
    ) {
        table.add(.get, route)
        router.ws(
            RouterPath(route.pattern),
            shouldUpgrade: { request, context in
                try await shouldUpgrade(request, context, try Self.value(of: route, context))
                return .upgrade([:])
            },
            onUpgrade: { inbound, outbound, context in
                let value = try Self.value(of: route, context.requestContext)
                try await onUpgrade(inbound, outbound, context.requestContext, value)
            })
    }

    static func value<Value>(of route: AppRoute<Value>, _ context: AppRequestContext) throws -> Value {
        guard let value = route.value(parameters: { name in context.parameters.get(name).map { Substring($0) } }) else {
            throw AppError.notFound()
        }
        return value
    }

    /// The context of a `/people/:person/…` request: the person's data, if the signed-in person may
    /// help them now; a missing page otherwise (whoever it is, nothing about them is revealed).
    static func helpingScope(_ context: AppRequestContext, _ household: Household) throws -> AppRequestContext {
        guard let helper = context.person,
            let id = context.parameters.get(PersonScopeRoute.parameter).flatMap(UUID.init(uuidString:)),
            household.canHelp(helper.id, id), let person = household.person(id: id)
        else { throw AppError.notFound() }
        var scoped = context
        scoped.scope = PersonScope(person: person, store: try household.store(for: id), helper: helper)
        return scoped
    }
}

/// The prefix a helper's view of someone's pages lives under: `/people/<id>/plans/…`.
enum PersonScopeRoute {
    static let parameter = "person"
    static let prefix = "/people/:\(parameter)"

    static func path(_ id: UUID) -> String { "/people/" + AppPath.id(id) }
}

/// Every route added, with its method: what the route tests walk (each printed link must be matched
/// by the route it came from; a second person must not reach the first one's data through any).
final class RouteTable: Sendable {
    struct Entry: Sendable, Hashable {
        var method: HTTPRequest.Method
        var route: AnyAppRoute
    }

    private let entries = Mutex<(all: [Entry], open: [AnyAppRoute])>(([], []))

    func add<Value>(_ method: HTTPRequest.Method, _ route: AppRoute<Value>) {
        entries.withLock { entries in
            entries.all.append(Entry(method: method, route: AnyAppRoute(route)))
            if route.access == .open { entries.open.append(AnyAppRoute(route)) }
        }
    }

    var all: [Entry] { entries.withLock { $0.all } }

    /// True when `path` is one of the routes open without signing in (checked on every request:
    /// only the few open routes are compared).
    func isOpen(_ path: String) -> Bool {
        let path = Substring(path)
        return entries.withLock { entries in entries.open.contains { $0.matches(path) } }
    }
}

import Foundation

/// One address of PhysioPoint, written once: the router is registered from it and every link,
/// form action and redirect is printed from it, so the two can't drift (the isowords way: one value
/// that both matches and prints). A route is its fixed segments and typed parameters in order:
///
///     static let planEdit = plan / "edit"          // AppRoute<UUID>, "/plans/:plan/edit"
///     AppPath.planEdit(plan.id)                     // "/plans/3f…/edit"
///     router.get(AppPath.planEdit) { request, context, planID in … }
///
/// A route a helper may open for the person they help (``Access/helpable``) prints, while a page is
/// drawn for that person, under their prefix (`/people/<id>/plans/…`; see ``AppPath/personScope``).
public struct AppRoute<Value: Sendable>: Sendable {
    public typealias Segment = RouteSegment
    public typealias Access = RouteAccess

    public let segments: [Segment]
    public let access: Access
    let parse: @Sendable ([Substring]) -> Value?
    let print: @Sendable (Value) -> [String]

    init(
        segments: [Segment], access: Access, parse: @escaping @Sendable ([Substring]) -> Value?,
        print: @escaping @Sendable (Value) -> [String]
    ) {
        self.segments = segments
        self.access = access
        self.parse = parse
        self.print = print
    }

    /// The names of the parameters, in path order.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The pattern a router registers: `/plans/:plan/edit`.
    public var pattern: String {
        "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name): ":" + name
            }
        }.joined(separator: "/")
    }

    /// The same route, reachable by someone helping its person (see ``Access/helpable``).
    public var helpable: AppRoute { with(access: .helpable) }
    /// The same route, for the household's owner only.
    public var ownerOnly: AppRoute { with(access: .owner) }
    /// The same route, open without signing in.
    public var open: AppRoute { with(access: .open) }
    /// The same route, for its signed-in person only (below a helpable one, say).
    public var personal: AppRoute { with(access: .personal) }

    private func with(access: Access) -> AppRoute {
        AppRoute(segments: segments, access: access, parse: parse, print: print)
    }

    /// The value of the parameters a router captured (by name, in path order); nil when one of them
    /// doesn't parse (a malformed id is a missing page).
    public func value(parameters: (String) -> Substring?) -> Value? {
        var captured: [Substring] = []
        for name in parameterNames {
            guard let text = parameters(name) else { return nil }
            captured.append(text)
        }
        return parse(captured)
    }

    /// The value a path (without its query) names, if this route matches it.
    public func match(_ path: String) -> Value? {
        let pieces = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard path.hasPrefix("/"), pieces.count == max(segments.count, 1) else { return nil }
        if segments.isEmpty { return pieces.first == "" ? parse([]) : nil }
        var captured: [Substring] = []
        for (segment, piece) in zip(segments, pieces) {
            switch segment {
            case .literal(let text): guard piece == text else { return nil }
            case .parameter: captured.append(Substring(piece.removingPercentEncoding ?? String(piece)))
            }
        }
        return parse(captured)
    }

    /// The path of `value`, under the person scope when the route is helpable and a page is being
    /// drawn for someone's helper.
    public func callAsFunction(_ value: Value) -> AppPath {
        var text = access == .helpable ? (AppPath.personScope ?? "") : ""
        var values = print(value).makeIterator()
        if segments.isEmpty { text += "/" }
        for segment in segments {
            text += "/"
            switch segment {
            case .literal(let literal): text += literal
            case .parameter: text += AppPath.percentEncoded(values.next() ?? "", alsoAllowing: false)
            }
        }
        return AppPath(printed: text)
    }

    public func callAsFunction<A, B>(_ a: A, _ b: B) -> AppPath where Value == (A, B) { callAsFunction((a, b)) }

    public func callAsFunction<A, B, C>(_ a: A, _ b: B, _ c: C) -> AppPath where Value == (A, B, C) {
        callAsFunction((a, b, c))
    }

    // MARK: Building routes

    /// The route one more fixed segment down.
    public static func / (route: AppRoute, literal: String) -> AppRoute {
        AppRoute(segments: route.segments + [.literal(literal)], access: route.access, parse: route.parse, print: route.print)
    }
}

/// A route without parameters reads as its path wherever it is written into text
/// (`"\(base)\(AppPath.connect)"` is ".../connect", never the route's debug description).
extension AppRoute: CustomStringConvertible where Value == Void {
    public var description: String { value }
}

extension AppRoute where Value == Void {
    /// "/", the start of every route.
    public static var root: AppRoute<Void> {
        AppRoute(segments: [], access: .personal, parse: { $0.isEmpty ? () : nil }, print: { _ in [] })
    }

    /// The path (a route without parameters).
    public var path: AppPath { self(()) }
    public var value: String { path.value }

    public func query(_ name: String, _ value: String?) -> AppPath { path.query(name, value) }
    public func query(_ items: [(String, String?)]) -> AppPath { path.query(items) }
    public func fragment(_ fragment: String) -> AppPath { path.fragment(fragment) }
    public func appending(_ segment: String) -> AppPath { path.appending(segment) }

    /// A route with its first parameter after these segments.
    public static func / <A>(route: AppRoute<Void>, parameter: PathParameter<A>) -> AppRoute<A> {
        AppRoute<A>(
            segments: route.segments + [.parameter(parameter.name)], access: route.access,
            parse: { captured in captured.count == 1 ? parameter.parse(captured[0]) : nil },
            print: { [parameter.print($0)] })
    }
}

extension AppRoute {
    /// A route with a second parameter.
    public static func / <B>(route: AppRoute<Value>, parameter: PathParameter<B>) -> AppRoute<(Value, B)>
    where Value: Sendable {
        AppRoute<(Value, B)>(
            segments: route.segments + [.parameter(parameter.name)], access: route.access,
            parse: { captured in
                guard let last = captured.last, let first = route.parse(Array(captured.dropLast())),
                    let second = parameter.parse(last)
                else { return nil }
                return (first, second)
            },
            print: { route.print($0.0) + [parameter.print($0.1)] })
    }

    /// A route with a third parameter (after two).
    public static func / <A, B, C>(route: AppRoute<(A, B)>, parameter: PathParameter<C>) -> AppRoute<(A, B, C)>
    where Value == (A, B) {
        AppRoute<(A, B, C)>(
            segments: route.segments + [.parameter(parameter.name)], access: route.access,
            parse: { captured in
                guard let last = captured.last, let first = route.parse(Array(captured.dropLast())),
                    let third = parameter.parse(last)
                else { return nil }
                return (first.0, first.1, third)
            },
            print: { route.print(($0.0, $0.1)) + [parameter.print($0.2)] })
    }
}

/// A piece of a route's path: fixed text, or the parameter with this name.
public enum RouteSegment: Sendable, Hashable {
    case literal(String)
    case parameter(String)
}

/// Who may open a route.
public enum RouteAccess: Sendable, Hashable {
    /// Anyone, signed in or not (sign-in, the health check, assets, the trust instructions).
    case open
    /// A signed-in person, on their own data.
    case personal
    /// A signed-in person on their own data, or someone they let help them, under `/people/<id>`.
    case helpable
    /// The household's owner only (people, server-wide settings).
    case owner
}

/// A route with its value erased: what a router registers and what tests walk.
public struct AnyAppRoute: Sendable, Hashable, CustomStringConvertible {
    public let segments: [RouteSegment]
    public let access: RouteAccess

    public init<Value>(_ route: AppRoute<Value>) {
        segments = route.segments
        access = route.access
    }

    public var pattern: String {
        "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name): ":" + name
            }
        }.joined(separator: "/")
    }

    public var description: String { pattern }

    /// The route's shape as a regular expression over a path (JavaScript's and Foundation's syntax
    /// alike): fixed segments as they are, a parameter as one segment.
    public var regex: String {
        guard !segments.isEmpty else { return "^/$" }
        let body = segments.map { segment in
            switch segment {
            case .literal(let text):
                text.map { "\\^$.|?*+()[]{}/".contains($0) ? "\\\($0)" : String($0) }.joined()
            case .parameter: "[^/]+"
            }
        }.joined(separator: "/")
        return "^/" + body + "$"
    }

    /// True when `path` (without its query) has this route's shape: the same fixed segments, and
    /// something in each parameter's place.
    public func matches(_ path: Substring) -> Bool {
        let pieces = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard path.hasPrefix("/"), pieces.count == max(segments.count, 1) else { return false }
        if segments.isEmpty { return pieces.first == "" }
        for (segment, piece) in zip(segments, pieces) {
            switch segment {
            case .literal(let text): if piece != text { return false }
            case .parameter: if piece.isEmpty { return false }
            }
        }
        return true
    }
}

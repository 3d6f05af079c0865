import Mustache
import Synchronization

/// Turns a presentation model into plain dictionaries and arrays once per render.
///
/// swift-mustache reads a struct's fields with `Mirror` on every `{{name}}` lookup, at every level of
/// the context stack: a 20-plan home page took ~30 ms that way. Reflecting each value once and handing
/// the template `[String: Any]` (which swift-mustache reads by key) makes rendering cheap.

enum MustacheBox {
    static func box(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class:
            // Types that answer lookups themselves (see the planner's view models) are already fast.
            if answersLookups(value) { return value }
            var fields: [String: Any] = [:]
            fields.reserveCapacity(Int(mirror.children.count))
            for child in mirror.children {
                guard let label = child.label, let boxed = unwrap(child.value) else { continue }
                fields[label] = box(boxed)
            }
            return fields
        case .collection, .set:
            return mirror.children.map { box($0.value) }
        case .optional:
            return unwrap(value).map(box) ?? value
        default:
            return value
        }
    }

    /// Whether `value`'s type conforms to `MustacheParent`, remembered per type: on Linux a protocol
    /// cast that fails is slow enough (tens of µs) to dominate a page with a few hundred values.
    private static func answersLookups(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = conformance.withLock({ $0[type] }) { return known }
        let answers = value is any MustacheParent
        conformance.withLock { $0[type] = answers }
        return answers
    }

    private static let conformance = Mutex<[ObjectIdentifier: Bool]>([:])

    /// The wrapped value of an optional, nil for `nil`, or the value itself when it isn't optional.
    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map(\.value)
    }
}

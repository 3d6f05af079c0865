import Foundation

/// A typed parameter of a route: its name in the pattern, how its text is read and how it is
/// printed. A value that doesn't read (a malformed id) makes the route not match: the address is a
/// missing page. Each parameter names what it holds (`plan`, `slot`, `record`), so one route never
/// has two of the same name and a test can fill every parameter by what it names.
public struct PathParameter<Value: Sendable>: Sendable {
    public let name: String
    let parse: @Sendable (Substring) -> Value?
    let print: @Sendable (Value) -> String

    public init(
        _ name: String, parse: @escaping @Sendable (Substring) -> Value?, print: @escaping @Sendable (Value) -> String
    ) {
        self.name = name
        self.parse = parse
        self.print = print
    }

    /// A UUID, printed lower case (``AppPath/id(_:)``), read in either case.
    public static func uuid(_ name: String) -> PathParameter<UUID> {
        PathParameter<UUID>(name, parse: { UUID(uuidString: String($0)) }, print: AppPath.id)
    }

    /// A short text id (an exercise, a condition): 1–100 characters, nothing to trim.
    public static func text(_ name: String, maximumLength: Int = 100) -> PathParameter<String> {
        PathParameter<String>(
            name, parse: { $0.isEmpty || $0.count > maximumLength ? nil : String($0) }, print: { $0 })
    }

    /// A value of a string enum, by its raw value.
    public static func rawValue<E: RawRepresentable & Sendable>(_ name: String, _ type: E.Type) -> PathParameter<E>
    where E.RawValue == String {
        PathParameter<E>(name, parse: { E(rawValue: String($0)) }, print: { $0.rawValue })
    }

    /// A calendar day, "2026-03-08", within the supported range.
    public static func date(_ name: String) -> PathParameter<LocalDate> {
        PathParameter<LocalDate>(
            name, parse: { LocalDate(iso: String($0)).flatMap { $0.isSupported ? $0 : nil } }, print: \.iso)
    }

    /// A whole number from `range`, written in plain digits ("3", never "03", "+3" or "3.0").
    public static func number(_ name: String, in range: ClosedRange<Int>, suffix: String = "") -> PathParameter<Int> {
        PathParameter<Int>(
            name,
            parse: { text in
                guard text.hasSuffix(suffix) else { return nil }
                let digits = text.dropLast(suffix.count)
                guard let number = Int(digits), String(number) == digits, range.contains(number) else { return nil }
                return number
            },
            print: { "\($0)\(suffix)" })
    }
}

import Foundation

/// Decodes a form (or a query string) into a `Decodable` type, so a form's field names are written
/// once: as the type's `CodingKeys`, which the views print into `name="…"` and the server reads back
/// (issue 37). Values are read the one strict way (``StrictInput``): a number is plain decimal digits, a
/// choice one of its exact values, and anything else is an ``InputValueError`` naming the field.
///
/// How a form's text becomes each type:
/// - `String`: the text as sent; an absent field is "" (a text box left empty sends "" anyway).
///   `String?`: nil when absent.
/// - `Int`, `Double`: ``StrictInput/whole(_:)`` and ``StrictInput/decimal(_:)``; absent or empty is
///   an error for a required number, nil for an optional one.
/// - `Bool`: a checkbox: present ("on", "1", "true", "yes") is true, absent is false; "off", "0",
///   "false", "no" are false; anything else is refused.
/// - A ``FormChoice`` (an enum of strings): one of its raw values exactly; absent or empty is nil
///   for an optional one.
/// - Arrays: every value of a repeated field (`part=rehab&part=habits`), in order; empty ones skipped.
/// - `UUID` and other `Decodable` values made from one string: refused with the field's name when the
///   text isn't one.
public struct FormDecoder: Sendable {
    public init() {}

    /// `T` from `pairs`, the form's (name, value) pairs in the order sent (names may repeat).
    public func decode<T: Decodable>(_ type: T.Type, from pairs: [(String, String)]) throws(InputValueError) -> T {
        do {
            return try T(from: FieldsDecoder(fields: FormFields(pairs), codingPath: []))
        } catch let error as InputValueError {
            throw error
        } catch {
            // Only a value this decoder couldn't make (a `Decodable` of the type's own that refused the
            // text) lands here; name the field it was for.
            throw InputValueError(
                field: Self.field(of: error) ?? "form", expected: "a value this form offers", value: Self.value(of: error))
        }
    }

    static func field(of error: any Error) -> String? {
        guard let error = error as? DecodingError else { return nil }
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.codingPath.last(where: { $0.intValue == nil })?.stringValue
        case .keyNotFound(let key, _):
            return key.stringValue
        @unknown default:
            return nil
        }
    }

    static func value(of error: any Error) -> String {
        guard case .dataCorrupted(let context)? = error as? DecodingError else { return "" }
        return context.debugDescription
    }
}

/// An enum a form offers as a choice (a radio group, a select, a checkbox list): read from its raw
/// value exactly, refused with the list of values otherwise.
public protocol FormChoice {
    static func formChoice(_ text: String, field: String) throws(InputValueError) -> Self
}

extension FormChoice where Self: RawRepresentable & CaseIterable, RawValue == String {
    public static func formChoice(_ text: String, field: String) throws(InputValueError) -> Self {
        try StrictInput.choice(text, field: field, as: Self.self)
    }
}

/// The form's pairs by name.
struct FormFields {
    private var values: [String: [String]] = [:]

    init(_ pairs: [(String, String)]) {
        for (name, value) in pairs { values[name, default: []].append(value) }
    }

    func all(_ name: String) -> [String] { values[name] ?? [] }
    func contains(_ name: String) -> Bool { values[name] != nil }
    var names: [String] { Array(values.keys) }
}

/// The top level: a keyed container over the form's fields.
private struct FieldsDecoder: Decoder {
    let fields: FormFields
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(FieldsContainer<Key>(fields: fields, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: codingPath, debugDescription: "A form is a set of named fields."))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            Any.self, .init(codingPath: codingPath, debugDescription: "A form is a set of named fields."))
    }
}

private struct FieldsContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: FormFields
    var codingPath: [any CodingKey]

    var allKeys: [Key] { fields.names.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { fields.contains(key.stringValue) }

    /// Absent, or sent empty: an optional field's "nothing".
    func decodeNil(forKey key: Key) throws -> Bool {
        fields.all(key.stringValue).allSatisfy(\.isEmpty)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let values = fields.all(key.stringValue)
        return try FieldValue(field: key.stringValue, values: values, codingPath: codingPath + [key]).decode(T.self)
    }

    // The standard library has an overload per primitive type, whose defaults would read an empty
    // text field as nil: each is written out here.
    private func value(_ key: Key) -> FieldValue {
        FieldValue(field: key.stringValue, values: fields.all(key.stringValue), codingPath: codingPath + [key])
    }
    private func given(_ key: Key) -> Bool { !fields.all(key.stringValue).allSatisfy(\.isEmpty) }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { value(key).text }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).decode(Int.self) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decode(Double.self) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decode(Bool.self) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        fields.contains(key.stringValue) ? value(key).text : nil
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        given(key) ? try value(key).decode(Int.self) : nil
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        given(key) ? try value(key).decode(Double.self) : nil
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        given(key) ? try value(key).decode(Bool.self) : nil
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let values = fields.all(key.stringValue)
        // A text field sent empty is "" (what the person left); any other empty field is "not given".
        if values.isEmpty { return nil }
        if values.allSatisfy(\.isEmpty), T.self != String.self { return nil }
        return try FieldValue(field: key.stringValue, values: values, codingPath: codingPath + [key]).decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw DecodingError.typeMismatch(
            [String: Any].self, .init(codingPath: codingPath + [key], debugDescription: "A form field holds text."))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        FieldValues(values: fields.all(key.stringValue).filter { !$0.isEmpty }, field: key.stringValue, codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { FieldsDecoder(fields: fields, codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder { FieldsDecoder(fields: fields, codingPath: codingPath + [key]) }
}

/// One field's values, decoded as one value (the first) or as an array (all of them).
private struct FieldValue: Decoder, SingleValueDecodingContainer {
    let field: String
    let values: [String]
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var text: String { values.first ?? "" }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type: return text as! T
        case is Int.Type: return try required { try StrictInput.whole($0, field: field) } as! T
        case is Double.Type: return try required { try StrictInput.decimal($0, field: field) } as! T
        case is Bool.Type: return try checkbox() as! T
        default:
            if let choice = T.self as? any FormChoice.Type {
                return try required { try choice.formChoice($0, field: field) } as! T
            }
            return try T(from: self)
        }
    }

    private func required<V>(_ read: (String) throws -> V) throws -> V {
        guard !text.isEmpty else { throw InputValueError(field: field, expected: "filled in", value: "") }
        return try read(text)
    }

    private func checkbox() throws -> Bool {
        guard let value = values.first else { return false }
        switch value.lowercased() {
        case "on", "1", "true", "yes": return true
        case "", "off", "0", "false", "no": return false
        default: throw InputValueError(field: field, expected: "on or off", value: value)
        }
    }

    // Decoder
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DecodingError.typeMismatch(
            [String: Any].self, .init(codingPath: codingPath, debugDescription: "A form field holds text."))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        FieldValues(values: values.filter { !$0.isEmpty }, field: field, codingPath: codingPath)
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // SingleValueDecodingContainer
    func decodeNil() -> Bool { text.isEmpty }
    func decode(_ type: String.Type) throws -> String { text }
    func decode(_ type: Bool.Type) throws -> Bool { try checkbox() }
    func decode(_ type: Int.Type) throws -> Int { try required { try StrictInput.whole($0, field: field) } }
    func decode(_ type: Double.Type) throws -> Double { try required { try StrictInput.decimal($0, field: field) } }
}

/// A repeated field's values, one after another.
private struct FieldValues: UnkeyedDecodingContainer {
    let values: [String]
    let field: String
    var codingPath: [any CodingKey]
    var currentIndex = 0

    init(values: [String], field: String, codingPath: [any CodingKey]) {
        self.values = values
        self.field = field
        self.codingPath = codingPath
    }

    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "No more values."))
        }
        defer { currentIndex += 1 }
        return try FieldValue(field: field, values: [values[currentIndex]], codingPath: codingPath).decode(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw DecodingError.typeMismatch(
            [String: Any].self, .init(codingPath: codingPath, debugDescription: "A form field holds text."))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "A form field holds text."))
    }
    mutating func superDecoder() throws -> any Decoder {
        FieldValue(field: field, values: [values[currentIndex]], codingPath: codingPath)
    }
}

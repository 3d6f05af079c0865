import Foundation
import Hummingbird
import PhysioCore

/// A request's named text values: the query string (`Request.queryFields`; a form body is decoded into
/// its type with `FormData.decode`). Numbers and choices go through the same strict helpers
/// (``StrictInput``) as a form's, so `weeks=4.0` is a 400 naming the field wherever it comes from.
protocol InputFields {
    /// The value sent for `name`, nil when absent or empty.
    func value(_ name: String) -> String?
}

extension InputFields {
    /// A whole number (nil when the field is absent or empty), within `range` when given.
    func whole(_ name: String, in range: FieldRange<Int>? = nil) throws(InputValueError) -> Int? {
        guard let text = value(name) else { return nil }
        return try StrictInput.whole(text, field: name, in: range)
    }

    /// A decimal number (nil when the field is absent or empty), within `range` when given.
    func decimal(_ name: String, in range: FieldRange<Double>? = nil) throws(InputValueError) -> Double? {
        guard let text = value(name) else { return nil }
        return try StrictInput.decimal(text, field: name, in: range)
    }

    /// One of `T`'s values (nil when the field is absent or empty).
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type) throws(InputValueError) -> T?
    where T.RawValue == String {
        guard let text = value(name) else { return nil }
        return try StrictInput.choice(text, field: name, as: type)
    }
}

/// The query string's values, read like a form's.
struct QueryFields: InputFields {
    let request: Request

    func value(_ name: String) -> String? { request.query(name) }
}

extension Request {
    /// The query string's values, for the strict number and choice helpers.
    var queryFields: QueryFields { QueryFields(request: self) }
}

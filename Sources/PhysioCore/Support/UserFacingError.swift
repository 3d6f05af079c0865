import Foundation

/// What kind of refusal an error is, so one place can answer it (a page, or the API's JSON error):
/// `invalid` → 400, `forbidden` → 403, `notFound` → 404, `conflict` → 409, `tooLarge` → 413,
/// `unavailable` → 503.
public enum ErrorKind: Sendable, Equatable {
    /// The input can't be accepted as it is; the person can fix it.
    case invalid
    /// The person signed in may not do this (only the household's owner may). Never for another
    /// person's data: that is `notFound`, so nobody learns what another person has.
    case forbidden
    /// The thing asked for isn't there (any more).
    case notFound
    /// The request clashes with the current state (a done workout, a taken day).
    case conflict
    /// The input is larger than PhysioPoint accepts.
    case tooLarge
    /// A part PhysioPoint needs isn't running or installed right now.
    case unavailable
}

/// An error a person can act on. Every core and store error that can reach a person conforms, and
/// the web layer's one error middleware maps it — no per-feature catch blocks.
public protocol UserFacingError: Error, Sendable {
    /// Decides the answer's status.
    var kind: ErrorKind { get }
    /// A stable machine-readable code, e.g. `plan_not_found`.
    var code: String { get }
    /// What happened and what to do, in the person's words.
    var message: String { get }
}

extension UserFacingError where Self: LocalizedError {
    public var message: String { errorDescription ?? "That can't be done." }
}

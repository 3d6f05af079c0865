import Foundation
import PhysioCore

/// The page for a refusal or a failure: what happened and the way home.
public struct ErrorView: Sendable {
    public var heading: String
    public var message: String

    public init(heading: String, message: String) {
        self.heading = heading
        self.message = message
    }

    /// The heading a person reads for each kind of answer.
    public static func heading(forStatus status: Int) -> String {
        switch status {
        case 404: "We couldn't find that"
        case 401, 403: "Not allowed"
        case 500...: "Something went wrong"
        default: "Please check that"
        }
    }

    public var html: HTML {
        """
        <section class="card error-card" aria-labelledby="error-title">
          <h1 id="error-title">\(heading)</h1>
          <p>\(message)</p>
          <a class="button primary big" href="\(AppPath.home)">Go to Home</a>
        </section>
        """
    }
}

import Foundation
import Hummingbird
import PhysioStore
import PhysioViews

/// Draws pages with the typed views of PhysioViews: the chrome (title, tab, token, notice) is made
/// here from the request's session, the view draws the body.
struct Renderer: Sendable {
    let assetVersion: String
    /// Signed-in pages draw in assistive mode while it is on; nil (tests of a view alone) never.
    var assistiveMode: AssistiveModeSetting? = nil

    /// A page drawn by a typed view: the chrome (title, tab, token, notice) is made here, the view
    /// draws the body with it.
    func page(
        title: String, section: PageChrome.Section = .other, session: AuthSession?, notice: String? = nil,
        bodyClass: String = "", status: HTTPResponse.Status = .ok, _ body: (PageChrome) -> HTML
    ) -> Response {
        let chrome = chrome(title: title, section: section, session: session, notice: notice, bodyClass: bodyClass)
        return Self.html(ByteBuffer(bytes: Layout.page(chrome, body: body(chrome)).utf8), status: status)
    }

    func chrome(
        title: String, section: PageChrome.Section = .other, session: AuthSession?, notice: String? = nil,
        bodyClass: String = ""
    ) -> PageChrome {
        PageChrome(
            title: title, section: section, csrf: session?.csrfToken, signedIn: session != nil,
            assetVersion: assetVersion, notice: notice, bodyClass: bodyClass,
            assistive: session != nil && (assistiveMode?.isOn ?? false))
    }

    /// A fragment drawn by a typed view (a sheet, a week), without the layout.
    static func fragment(_ html: HTML, status: HTTPResponse.Status = .ok) -> Response {
        Self.html(ByteBuffer(bytes: html.utf8), status: status)
    }

    func errorPage(_ error: AppError, session: AuthSession?) -> Response {
        let heading = ErrorView.heading(forStatus: error.status.code)
        return page(title: heading, session: session, status: error.status) { _ in
            ErrorView(heading: heading, message: error.message).html
        }
    }

    static func html(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: body))
    }
}

/// Where the module's static files are.
enum WebResources {
    /// The copied `Resources` folder. Foundation's `resourceURL` already ends in `Resources` on some
    /// platforms and not on others, so look for the folder that holds `public`.
    static var directory: URL {
        let base = Bundle.module.resourceURL ?? Bundle.module.bundleURL
        for candidate in [base.appendingPathComponent("Resources"), base, Bundle.module.bundleURL.appendingPathComponent("Resources")]
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("public").path) {
            return candidate
        }
        return base
    }
}

import Foundation
import Hummingbird
import Mustache
import PhysioStore
import PhysioViews

/// The parts of a page every Mustache template shares (until the last template is ported to a
/// typed view in PhysioViews).
struct MustacheChrome: Sendable {
    var title: String
    var csrf: String?
    var signedIn: Bool
    var assetVersion: String
    var navHome: Bool
    var navSchedule: Bool
    var navNewPlan: Bool
    var navHabits = false
    var navCoach = false
    var notice: String?
    var navPlanner = false
}

/// What a template receives: `page` (the chrome) and `screen` (the page's own presentation model).
struct PageView<Screen: Sendable>: Sendable {
    var page: MustacheChrome
    var screen: Screen
}

/// Renders Mustache templates from the module's resources. `{{…}}` escapes HTML, so user text is
/// always shown as text.
struct Renderer: Sendable {
    let library: MustacheLibrary
    let assetVersion: String

    init(resources: URL, assetVersion: String) async throws {
        library = try await MustacheLibrary(directory: resources.appendingPathComponent("templates").path)
        self.assetVersion = assetVersion
    }

    func page<Screen: Sendable>(
        _ template: String, title: String, screen: Screen, session: AuthSession?,
        section: PageChrome.Section = .other, notice: String? = nil, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        Self.html(
            try body(template, title: title, screen: screen, session: session, section: section, notice: notice),
            status: status)
    }

    /// The rendered Mustache page.
    func body<Screen: Sendable>(
        _ template: String, title: String, screen: Screen, session: AuthSession?,
        section: PageChrome.Section = .other, notice: String? = nil
    ) throws -> ByteBuffer {
        let chrome = MustacheChrome(
            title: title, csrf: session?.csrfToken, signedIn: session != nil, assetVersion: assetVersion,
            navHome: section == .home || section == .newPlan, navSchedule: section == .schedule, navNewPlan: section == .newPlan,
            navHabits: section == .habits, navCoach: section == .coach,
            notice: notice, navPlanner: section == .planner)
        guard let html = library.render(MustacheBox.box(PageView(page: chrome, screen: screen)), withTemplate: template) else {
            throw AppError(.internalServerError, code: "template_missing", "This page couldn't be drawn.")
        }
        return ByteBuffer(string: html)
    }

    /// A page drawn by a typed view: the chrome (title, tab, token, notice) is made here, the view
    /// draws the body with it.
    func page(
        title: String, section: PageChrome.Section = .other, session: AuthSession?, notice: String? = nil,
        bodyClass: String = "", status: HTTPResponse.Status = .ok, _ body: (PageChrome) -> HTML
    ) -> Response {
        let chrome = chrome(title: title, section: section, session: session, notice: notice, bodyClass: bodyClass)
        return Self.html(ByteBuffer(string: Layout.page(chrome, body: body(chrome)).rendered), status: status)
    }

    func chrome(
        title: String, section: PageChrome.Section = .other, session: AuthSession?, notice: String? = nil,
        bodyClass: String = ""
    ) -> PageChrome {
        PageChrome(
            title: title, section: section, csrf: session?.csrfToken, signedIn: session != nil,
            assetVersion: assetVersion, notice: notice, bodyClass: bodyClass)
    }

    /// A fragment drawn by a typed view (a sheet, a week), without the layout.
    static func fragment(_ html: HTML, status: HTTPResponse.Status = .ok) -> Response {
        Self.html(ByteBuffer(string: html.rendered), status: status)
    }

    func errorPage(_ error: AppError, session: AuthSession?) -> Response {
        let heading = ErrorView.heading(forStatus: error.status.code)
        return page(title: heading, session: session, status: error.status) { _ in
            ErrorView(heading: heading, message: error.message).html
        }
    }

    /// What the old error template read; kept for the port check until Mustache goes.
    struct ErrorScreenForPort: Sendable {
        var status: Int
        var heading: String
        var message: String
    }

    static func html(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: body))
    }
}

/// Where the module's templates and static files are.
enum WebResources {
    /// The copied `Resources` folder. Foundation's `resourceURL` already ends in `Resources` on some
    /// platforms and not on others, so look for the folder that holds `templates`.
    static var directory: URL {
        let base = Bundle.module.resourceURL ?? Bundle.module.bundleURL
        for candidate in [base.appendingPathComponent("Resources"), base, Bundle.module.bundleURL.appendingPathComponent("Resources")]
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("templates").path) {
            return candidate
        }
        return base
    }
}

import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Draws pages with the typed views of PhysioViews: the chrome (title, tab, token, notice, whose
/// device it is, whom they help) is made here from the request's context, the view draws the body.
struct Renderer: Sendable {
    let assetVersion: String
    /// Who lives here: a device says whose it is once there is more than one person.
    var household: Household? = nil
    /// Signed-in pages draw in assistive mode while the person has it on; nil (tests of a view alone) never.
    var assistiveMode: AssistiveModeSetting? = nil

    /// A page drawn by a typed view: the chrome is made here, the view draws the body with it.
    func page(
        title: String, section: PageChrome.Section = .other, context: AppRequestContext?, notice: String? = nil,
        bodyClass: String = "", status: HTTPResponse.Status = .ok, _ body: (PageChrome) -> HTML
    ) -> Response {
        let chrome = chrome(title: title, section: section, context: context, notice: notice, bodyClass: bodyClass)
        return Self.html(ByteBuffer(bytes: Layout.page(chrome, body: body(chrome)).utf8), status: status)
    }

    func chrome(
        title: String, section: PageChrome.Section = .other, context: AppRequestContext?, notice: String? = nil,
        bodyClass: String = ""
    ) -> PageChrome {
        let session = context?.session
        let person = session == nil ? nil : context?.person
        // Assistive mode is the signed-in person's own, also while they help someone.
        let ownStore = person.flatMap { try? household?.store(for: $0.id) }
        // While helping someone, no tab of one's own is the page being shown.
        let section = context?.helping == nil ? section : .other
        return PageChrome(
            title: title, section: section, csrf: session?.csrfToken, signedIn: session != nil,
            assetVersion: assetVersion, notice: notice, bodyClass: bodyClass,
            assistive: ownStore.map { assistiveMode?.isOn(in: $0) ?? false } ?? false,
            signedInAs: (household?.people.count ?? 0) > 1 ? person?.name : nil,
            helping: session == nil ? nil : context?.helping?.name,
            parts: person?.parts ?? Set(AppPart.allCases))
    }

    /// A fragment drawn by a typed view (a sheet, a week), without the layout.
    static func fragment(_ html: HTML, status: HTTPResponse.Status = .ok) -> Response {
        Self.html(ByteBuffer(bytes: html.utf8), status: status)
    }

    func errorPage(_ error: AppError, context: AppRequestContext?) -> Response {
        let heading = ErrorView.heading(forStatus: error.status.code)
        return page(title: heading, context: context, status: error.status) { _ in
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

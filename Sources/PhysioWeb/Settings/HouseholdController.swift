import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Settings → Household (the owner's): adding, renaming and removing people, each one's phone and
/// sign-in link, and setting up help; for everyone, letting someone help and ending it; and the
/// people API.
struct HouseholdController {
    let household: Household
    let renderer: Renderer
    let time: AppTime
    let connect: ConnectController

    /// `POST /api/v1/people`'s body.
    struct NewPerson: Decodable {
        var name: String
        var parts: [String]?
        var assistive: Bool?
    }

    /// A person as the API shows them; `signInURL` only to the owner, who made it.
    struct PersonJSON: Encodable {
        var id: String
        var name: String
        var isOwner: Bool
        var parts: [String]
        var signInURL: String?
    }

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.household) { request, context in
            householdPage(HouseholdScreen(people: household.people, grants: household.helpGrants), request, context)
        }
        router.post(AppPath.household) { request, context in
            let form = try await FormData.from(request)
            var typed = try form.decode(HouseholdScreen.AddForm.self)
            typed.helper = typed.helper.flatMap(household.person(id:))?.id
            do {
                let person = try await household.addPerson(
                    name: typed.name, parts: typed.parts, assistive: typed.assistive, token: Tokens.make(), at: time.now)
                if let helper = typed.helper {
                    try household.grantHelp(person: person.id, helper: helper, grantedBy: try context.subject.id, at: time.now)
                }
                return Response.redirect(
                    to: AppPath.householdPerson(person.id).query("notice", SettingsNotice.personAdded.rawValue).value,
                    type: .normal)
            } catch let error as HouseholdError {
                var refused = typed
                refused.error = error.message
                let screen = HouseholdScreen(people: household.people, grants: household.helpGrants, form: refused)
                return householdPage(screen, request, context, status: .badRequest)
            }
        }
        router.get(AppPath.householdPerson) { request, context, id in
            try personPage(try person(id), request, context)
        }
        router.post(AppPath.householdPersonName) { request, context, id in
            let person = try person(id)
            let form = try await FormData.from(request)
            do {
                try household.rename(person.id, to: try form.decode(HouseholdScreen.AddForm.self).name)
            } catch let error as HouseholdError {
                return try personPage(person, request, context, nameError: error.message, status: .badRequest)
            }
            return back(to: person.id, .personRenamed)
        }
        router.post(AppPath.householdPersonParts) { request, context, id in
            let person = try person(id)
            let form = try await FormData.from(request)
            // The same fields as the add form's parts and assistive mode.
            let typed = try form.decode(HouseholdScreen.AddForm.self)
            do {
                try household.setParts(person.id, typed.parts)
                try await household.store(for: person.id).setAssistiveMode(typed.assistive)
            } catch let error as HouseholdError {
                return try personPage(person, request, context, partsError: error.message, status: .badRequest)
            }
            return back(to: person.id, .personSaved)
        }
        router.post(AppPath.householdPersonLink) { request, _, id in
            let person = try person(id)
            _ = try await FormData.from(request)
            // Their devices (and open live pages) are signed out: their cookies were signed with the old token.
            try household.replaceToken(of: person.id, with: Tokens.make())
            return back(to: person.id, .newLink)
        }
        router.get(AppPath.householdPersonExport) { _, _, id in
            let person = try person(id)
            var response = Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: try await household.store(for: person.id).exportArchive())))
            let name = person.name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII }
            response.headers[.contentDisposition] =
                "attachment; filename=\"physiopoint-\(String(String.UnicodeScalarView(name)).lowercased())-\(time.today.iso).json\""
            return response
        }
        router.get(AppPath.householdPersonRemove) { _, context, id in
            let person = try person(id)
            guard !person.isOwner else { throw HouseholdError.ownerCantBeRemoved }
            return renderer.page(title: "Remove \(person.name)?", section: .settings, context: context) { chrome in
                RemovePersonView(person: person, chrome: chrome).html
            }
        }
        router.post(AppPath.householdPersonRemove) { request, _, id in
            let person = try person(id)
            _ = try await FormData.from(request)
            try household.remove(person.id)
            return Response.redirect(
                to: AppPath.household.query("notice", SettingsNotice.personRemoved.rawValue).value, type: .normal)
        }
        router.post(AppPath.householdPersonHelpers) { request, context, id in
            let person = try person(id)
            let form = try await FormData.from(request).decode(HelpForm.self)
            guard let helper = form.helper.flatMap(household.person(id:)) else {
                throw AppError.badRequest("Choose who helps \(person.name).", code: "helper_missing")
            }
            if form.action == .end {
                try household.endHelp(person: person.id, helper: helper.id)
            } else {
                try household.grantHelp(person: person.id, helper: helper.id, grantedBy: try context.subject.id, at: time.now)
            }
            return back(to: person.id, .helpChanged)
        }
        router.post(AppPath.helpers) { request, context in
            let me = try ownPerson(context)
            let form = try await FormData.from(request).decode(HelpForm.self)
            guard let helper = form.helper.flatMap(household.person(id:)) else {
                throw AppError.badRequest("Choose who may help you.", code: "helper_missing")
            }
            try household.grantHelp(person: me.id, helper: helper.id, grantedBy: me.id, at: time.now)
            return Response.redirect(
                to: SettingsNotice.helperAdded.on(AppPath.settings.path, fragment: "helpers"), type: .normal)
        }
        router.post(AppPath.helperEnd) { request, context, helperID in
            let me = try ownPerson(context)
            _ = try await FormData.from(request)
            try household.endHelp(person: me.id, helper: helperID)
            return Response.redirect(
                to: SettingsNotice.helperEnded.on(AppPath.settings.path, fragment: "helpers"), type: .normal)
        }
        router.get(AppPath.apiPeople) { request, _ in
            try JSONBody.response(household.people.map { json($0, request) })
        }
        router.post(AppPath.apiPeople) { request, _ in
            let body = try await JSONInput.decode(NewPerson.self, from: request)
            var parts = Set(AppPart.allCases)
            if let names = body.parts {
                parts = try Set(names.map { name in
                    guard let part = AppPart(rawValue: name) else {
                        throw AppError.badRequest(
                            "“\(name)” isn't a part; use rehab, habits or training.", code: "invalid_part")
                    }
                    return part
                })
            }
            let person = try await household.addPerson(
                name: body.name, parts: parts, assistive: body.assistive ?? false, token: Tokens.make(), at: time.now)
            var response = try JSONBody.response(json(person, request), status: .created)
            response.headers[.location] = AppPath.householdPerson(person.id).value
            return response
        }
    }

    /// The signed-in person themselves (help is theirs to give, also while they help someone).
    func ownPerson(_ context: AppRequestContext) throws -> Person {
        guard let person = context.person else { throw AppError.signInRequired }
        return person
    }

    func person(_ id: UUID) throws -> Person {
        guard let person = household.person(id: id) else { throw HouseholdError.personNotFound }
        return person
    }

    func json(_ person: Person, _ request: Request) -> PersonJSON {
        PersonJSON(
            id: AppPath.id(person.id), name: person.name, isOwner: person.isOwner,
            parts: AppPart.allCases.filter(person.parts.contains).map(\.rawValue),
            signInURL: connect.signInURL(for: person.id))
    }

    func back(to id: UUID, _ notice: SettingsNotice) -> Response {
        Response.redirect(to: AppPath.householdPerson(id).query("notice", notice.rawValue).value, type: .normal)
    }

    func householdPage(
        _ screen: HouseholdScreen, _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        renderer.page(
            title: "Household", section: .settings, context: context, notice: SettingsNotice.from(request),
            bodyClass: "household", status: status
        ) { chrome in HouseholdView(screen, chrome: chrome).html }
    }

    func personPage(
        _ person: Person, _ request: Request, _ context: AppRequestContext, nameError: String? = nil,
        partsError: String? = nil, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let url = connect.signInURL(for: person.id) ?? ""
        let screen = HouseholdPersonScreen(
            person: person, people: household.people, grants: household.helpGrants,
            connect: ConnectScreen(setup: connect.setup, baseURL: connect.baseURL, signInURL: url), signInURL: url,
            nameError: nameError, partsError: partsError)
        let assistive = (try? household.store(for: person.id).isAssistiveModeOn()) ?? false
        return renderer.page(
            title: person.name, section: .settings, context: context, notice: SettingsNotice.from(request),
            bodyClass: "household connect", status: status
        ) { chrome in HouseholdPersonView(screen, assistive: assistive, chrome: chrome).html }
    }
}
